import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { installZodMessages } from "@shop/shared/zod-messages";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { FrontDoor } from "./cache/front-door.ts";
import { readSource, registerReadCache } from "./cache/public-reads.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/types.ts";
import { registerInFlight } from "./lib/in-flight.ts";
import { LogOutput } from "./lib/log-output.ts";
import { type LogStream, loggerOptions, OneLinePerRequest } from "./lib/logging.ts";
import { registerMetrics } from "./lib/metrics.ts";
import { rateLimitStore } from "./lib/rate-limit-store.ts";
import { DatabaseRateLimits, type RateLimits } from "./lib/rate-limits.ts";
import { documentSchemas } from "./lib/route-schemas.ts";
import { jwtSecret } from "./lib/secrets.ts";
import { serializerCompiler } from "./lib/serializer.ts";
import { capConnections, serverLimitOptions } from "./lib/server-limits.ts";
import { type Clock, systemClock } from "./modules/bills/fiscal-year.ts";
import { Readiness } from "./modules/health/readiness.ts";
import { MailDelivery } from "./modules/mail/mail-delivery.ts";
import { configuredGateways } from "./modules/payments/gateways.ts";
import { Payments } from "./modules/payments/payments-service.ts";
import { registerFeatureRoutes, registerSiteRoutes } from "./modules/routes.ts";
import { pageTags } from "./modules/seo/seo-service.ts";
import { registerAuth } from "./plugins/auth.ts";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors.ts";
import { createMailer, type Mailer } from "./plugins/mail.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { inlineScriptHashes, registerStatic } from "./plugins/static.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    /** Delivers the mail outbox in the background; `deliverDue()` sends what is due now. */
    outbox: MailDelivery;
    /** Online payments: attempts, returns, refunds, and their background checks (`checkDue()`). */
    payments: Payments;
    secrets: { jwt: Uint8Array };
    /** `uploads`: where earlier versions kept pictures (copied into the database at start). */
    paths: { uploads: string };
    rateLimits: RateLimits;
    /** Standard output of the log (null when a test reads it); the server closes it last. */
    logOutput: LogOutput | null;
    /**
     * Answers again, in place of the route's handler, a public GET the route already answered
     * (cache/front-door.ts); null with FRONT_DOOR=false.
     */
    frontDoor: FrontDoor | null;
    /** "Now" for bills (their date and fiscal year); a test sets its own to cross a year's end. */
    clock: Clock;
  }
}

export interface AppOptions {
  /** An opened database; the app closes it when it closes. */
  database: Database;
  /** Replaces the mailer (tests read what was sent). */
  mailer?: Mailer;
  /** Logger on/off for tests. */
  logger?: boolean;
  /** Where the log is written (standard output by default; tests read it). */
  logStream?: LogStream;
  /** Counters of every limit; in the database unless another store is given. */
  rateLimits?: RateLimits;
  /** Run on the root instance before any route (tests add hooks that apply to every route). */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** Off: the background payment checks do not run by themselves (tests call checkDue()). */
  paymentChecks?: boolean;
  /** Extra routes mounted under /api (tests prove the error handling with them). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Hears every route as it is registered (a test compares them with the API route table). */
  onRoute?: (route: RouteOptions) => void;
  /** Where bills take "now" from (the wall clock unless a test gives its own). */
  clock?: Clock;
}

/**
 * Calls whose input is all in the address (restock, restore, cancel, status, reset requests) may
 * arrive from browsers and tools with a content type but an empty body. Any empty body counts as no
 * body; a non-empty body of a type no route reads is still refused with 415.
 */
function acceptEmptyBodies(app: FastifyInstance): void {
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body: Buffer, done) => {
    if (body.length === 0) return done(null, undefined);
    done(
      Object.assign(new Error("This content type is not accepted here."), {
        statusCode: 415,
        code: "FST_ERR_CTP_INVALID_MEDIA_TYPE",
      }),
      undefined,
    );
  });
}

/** Builds the whole app without listening: the server and the tests use the same code. */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  installZodMessages();
  // Standard output, unless a test reads the lines or there is no log.
  const output = options.logger === false || options.logStream ? null : new LogOutput();
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream ?? output!),
    logController: new OneLinePerRequest(),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...serverLimitOptions(config),
    // A request that arrives on a kept-alive connection while the server closes is answered (with
    // Connection: close), not refused: a proxy does not retry a refused checkout.
    return503OnClosing: false,
    frameworkErrors,
    // maxParamLength: GET auth/check-role/:token carries a whole JWT in the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  if (output) {
    output.onDropped = (lines) =>
      app.log.warn(
        { droppedLines: lines },
        `${lines} log lines were dropped while the log was not being read`,
      );
  }
  app.decorate("logOutput", output);
  capConnections(app.server, config, app.log);
  // The first hook of every request: mail delivery gives way while requests are being answered.
  const inFlight = registerInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const uploads = path.join(config.DATA_DIR, "uploads");
  app.decorate("config", config);
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  app.decorate("clock", options.clock ?? systemClock);
  // Before any query: every database connection is set up to hear what writes change.
  await registerReadCache(app, options.database);
  app.decorate("secrets", { jwt: await jwtSecret(config.JWT_SECRET, config.DATA_DIR, options.database.db) });
  app.decorate("paths", { uploads });
  app.decorate("readiness", new Readiness(options.database.db));
  app.decorate("rateLimits", options.rateLimits ?? new DatabaseRateLimits(options.database.db));
  app.decorate(
    "mailer",
    options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        log: app.log,
      }),
  );
  app.decorate(
    "outbox",
    new MailDelivery(options.database, app.mailer, app.log, () => inFlight.busy, config.MAIL_KEEP_DAYS),
  );
  app.decorate(
    "payments",
    new Payments(
      options.database.db,
      {
        gateways: configuredGateways(config),
        shopEmail: config.SHOP_EMAIL,
        esewaProductCode: config.ESEWA_PRODUCT_CODE,
      },
      app.log,
    ),
  );
  app.addHook("onReady", async () => {
    app.outbox.start();
    if (options.paymentChecks !== false) app.payments.startLoop();
  });
  app.addHook("onClose", async () => {
    await app.payments.stop();
    await app.outbox.stop();
    app.mailer.close?.();
    await options.database.close();
  });

  if (config.METRICS) {
    registerMetrics(app, config.METRICS_TOKEN, {
      outbox: () => app.outbox.backlog(),
      pool: () => options.database.poolStats(),
      frontDoorAnswers: () => app.frontDoor?.answered ?? 0,
    });
  }
  // Plus the web app's own inline scripts (the welcome splash decides before the first paint).
  // eSewa's payment page is reached by posting a form to it from the shop's page.
  const formTargets =
    config.ESEWA_PRODUCT_CODE && config.PUBLIC_URL ? [new URL(config.ESEWA_FORM_URL).origin] : [];
  const security = registerSecurityHeaders(app, inlineScriptHashes(config.WEB_DIST), formTargets);
  // Before any route, so that it is a step of every route's lifecycle (see front-door.ts).
  const frontDoor = config.FRONT_DOOR ? new FrontDoor(security) : null;
  if (frontDoor) {
    frontDoor.install(app);
    frontDoor.addSource("read", readSource(app.readCache, frontDoor));
  }
  app.decorate("frontDoor", frontDoor);

  options.beforeRoutes?.(app);
  registerErrorHandling(app, pageTags);
  registerAuth(app);
  acceptEmptyBodies(app);
  // API answers are compressed on the fly (a quick brotli level: they are made per request);
  // the web app's files are compressed once at build time and served as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // A 256 KB window instead of the default 4 MB: the answers compressed here are the owner's
    // lists and forms, rarely larger, and every compression allocated the whole window.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await app.register(rateLimit, {
    global: false,
    // Per-address counts live with the others, so they hold across server processes.
    store: rateLimitStore(app.rateLimits),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "FST_ERR_RATE_LIMIT",
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Koshi IT shop API",
        version: "1.0.0",
        description: "Every response is {status, data, message?, severity?}.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: documentSchemas,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Multipart forms are read only where a form is (lib/multipart.ts, acceptMultipartForms).
  await app.register(registerFeatureRoutes, { prefix: "/api" });
  if (options.extraRoutes) await app.register(options.extraRoutes, { prefix: "/api" });
  await registerSiteRoutes(app);
  await registerStatic(app, config.WEB_DIST);

  return app;
}
