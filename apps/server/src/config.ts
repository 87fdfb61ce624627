import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_UPLOAD_MAX_BYTES } from "@shop/shared/uploads";
import { z } from "zod";
import { SERVER_ROOT } from "./paths.ts";

/** Booleans from the environment: "true/false/1/0/yes/no/on/off". */
const envBool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0", "yes", "no", "on", "off"].includes(v), {
    message: "must be true or false",
  })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A duration in milliseconds, from 10 ms to a day. */
const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int("must be a whole number of milliseconds")
      .min(10, "must be at least 10 (milliseconds)")
      .max(86_400_000, "must be at most 86400000 (a day, in milliseconds)")
      .default(fallback),
  );

/** An http or https address without credentials, a query or a fragment. */
const webAddress = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (
        (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.search && !url.hash
      );
    } catch {
      return false;
    }
  }, "must be an http or https address such as https://shop.example.com (no query or credentials)");

/** A gateway's secret: one line of printable characters, no spaces around it. */
const secretKey = z
  .string()
  .refine(
    (v) => v === v.trim() && /^[\x21-\x7e]{8,200}$/.test(v),
    "must be 8 to 200 printable characters, no spaces",
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email("must be an e-mail address").default("admin@shop.local"),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, "must be at least 8 characters").max(128).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default("Koshi IT Solutions <no-reply@koshiit.com.np>"),
  ),
  /** Where the shop is told of new orders and messages; the contact record's e-mail when empty. */
  SHOP_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an e-mail address").optional()),
  SHOP_TIMEZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isTimeZone, { message: "must be an IANA time zone such as Asia/Kathmandu" })
      .default("Asia/Kathmandu"),
  ),
  SEED_DEMO: z.preprocess(emptyToUndefined, envBool.default(true)),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_UPLOAD_MAX_BYTES),
  /**
   * Behind a reverse proxy (nginx, a load balancer): "true" trusts X-Forwarded-For from any proxy,
   * a comma list trusts those addresses or CIDR ranges only. Per-address
   * rate limits then count each customer's own address instead of the proxy's.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "must be true, false or a list of addresses")
      .default("false")
      .transform((v): boolean | string => (v === "true" ? true : v === "false" ? false : v)),
  ),
  /** Server limits against slow and abandoned clients (lib/server-limits.ts says what each does). */
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(60_000),
  IDLE_TIMEOUT_MS: milliseconds(5_000),
  MAX_CONNECTIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1000)),
  /**
   * Open connections from one client address at most (an IPv6 client counts by its /64), so one
   * address cannot hold every slot. Not applied to a trusted proxy's own connections (TRUST_PROXY).
   * Default 100, or half of MAX_CONNECTIONS when that is lower.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  /**
   * Server processes sharing the port (node:cluster). More than one needs PostgreSQL: the embedded
   * database belongs to one process.
   */
  WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  /**
   * How long a stop (SIGTERM, SIGINT) waits for requests in flight before it cuts their
   * connections; a supervisor's own stop timeout must be longer (deploy/shop@.service).
   */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /**
   * Apply the database's migrations at start. Off: run `npm run migrate` once per release
   * (several machines then start without racing to migrate), and a start on a database that
   * lacks this release's migrations is refused.
   */
  MIGRATE_ON_START: z.preprocess(emptyToUndefined, envBool.default(true)),
  /**
   * Public reads a route already answered are answered again from kept bytes in place of the
   * handler (cache/front-door.ts). Off: every request runs its handler (same answers, more CPU).
   */
  FRONT_DOOR: z.preprocess(emptyToUndefined, envBool.default(true)),
  /** Requests counted and timed for GET /api/metrics (lib/metrics.ts). Off: no metrics at all. */
  METRICS: z.preprocess(emptyToUndefined, envBool.default(true)),
  /** With it, GET /api/metrics answers other machines that send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /** Where `npm run backup` without a file name writes its dated archives, and how many it keeps. */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().default("./backups")),
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(14)),
  /** Sent (or given up) e-mails are kept this many days in the outbox, then deleted. */
  MAIL_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  /**
   * Online payments. PUBLIC_URL is the shop's own address as shoppers reach it: the gateways send
   * them back to it. Khalti is offered when KHALTI_SECRET_KEY is set, eSewa when both its product
   * code and secret key are; the base addresses default to the gateways' sandboxes.
   */
  PUBLIC_URL: z.preprocess(emptyToUndefined, webAddress.optional()),
  KHALTI_SECRET_KEY: z.preprocess(emptyToUndefined, secretKey.optional()),
  KHALTI_BASE_URL: z.preprocess(emptyToUndefined, webAddress.default("https://dev.khalti.com/api/v2/")),
  ESEWA_PRODUCT_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be letters, digits, - or _ (at most 64)")
      .optional(),
  ),
  ESEWA_SECRET_KEY: z.preprocess(emptyToUndefined, secretKey.optional()),
  ESEWA_FORM_URL: z.preprocess(
    emptyToUndefined,
    webAddress.default("https://rc-epay.esewa.com.np/api/epay/main/v2/form"),
  ),
  ESEWA_STATUS_URL: z.preprocess(
    emptyToUndefined,
    webAddress.default("https://rc.esewa.com.np/api/epay/transaction/status/"),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST: z.string().optional(),
});

/** Node refuses a headers timeout longer than the whole request's. */
const checkedSchema = schema
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not be longer than REQUEST_TIMEOUT_MS",
  })
  .refine((c) => (c.MAX_CONNECTIONS_PER_ADDRESS ?? 0) < c.MAX_CONNECTIONS, {
    path: ["MAX_CONNECTIONS_PER_ADDRESS"],
    message: "must be below MAX_CONNECTIONS (one address must not hold every connection)",
  })
  // eSewa needs both of its keys: one without the other is a typo, not a choice.
  .refine((c) => !c.ESEWA_PRODUCT_CODE || c.ESEWA_SECRET_KEY, {
    path: ["ESEWA_SECRET_KEY"],
    message: "is needed with ESEWA_PRODUCT_CODE (set both, or neither)",
  })
  .refine((c) => !c.ESEWA_SECRET_KEY || c.ESEWA_PRODUCT_CODE, {
    path: ["ESEWA_PRODUCT_CODE"],
    message: "is needed with ESEWA_SECRET_KEY (set both, or neither)",
  })
  .refine((c) => !(c.KHALTI_SECRET_KEY || c.ESEWA_PRODUCT_CODE) || c.PUBLIC_URL, {
    path: ["PUBLIC_URL"],
    message: "is needed for online payments: the shop's own address, where the gateways send shoppers back",
  });

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type Config = Omit<z.infer<typeof schema>, "MAX_CONNECTIONS_PER_ADDRESS"> & {
  DATA_DIR: string;
  BACKUP_DIR: string;
  WEB_DIST: string;
  MAX_CONNECTIONS_PER_ADDRESS: number;
};

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? "invalid value"}`);
  }
  const c = result.data;
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Invalid setting WORKERS: ${c.WORKERS} processes need DATABASE_URL (PostgreSQL); the embedded database in DATA_DIR can be used by one process only. Set WORKERS=1 or set DATABASE_URL.`,
    );
  }
  return {
    ...c,
    MAX_CONNECTIONS_PER_ADDRESS:
      c.MAX_CONNECTIONS_PER_ADDRESS ?? Math.max(1, Math.min(100, Math.floor(c.MAX_CONNECTIONS / 2))),
    DATA_DIR: path.resolve(c.DATA_DIR),
    BACKUP_DIR: path.resolve(c.BACKUP_DIR),
    WEB_DIST: path.resolve(c.WEB_DIST ?? defaultWebDist()),
  };
}

function defaultWebDist(): string {
  return path.join(SERVER_ROOT, "../web/dist");
}

/** Loads `.env` from the working directory when there is one (never overrides the real environment). */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
