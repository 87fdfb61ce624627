import {
  loginRequestSchema,
  resetCodeQuerySchema,
  resetEmailQuerySchema,
  resetPasswordRequestSchema,
  userDetailsSchema,
} from "@shop/shared/accounts";
import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { ROLES } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { oneLine } from "@shop/shared/text-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { unauthorized } from "../../lib/errors.ts";
import { bearerToken, currentUser, requireUser, userFromToken } from "../../plugins/auth.ts";
import { PER_ADDRESS } from "./account-limits.ts";
import { login } from "./auth-service.ts";
import { CODE_ACCEPTED, RESET_SENT, requestReset, resetPassword, verifyCode } from "./reset-service.ts";
import { endSession } from "./sessions.ts";
import { toUserDetails } from "./users-service.ts";

const SESSION_ENDED = "Your session has ended. Please log in again.";
const tokenParam = z.string().check(oneLine).min(1).max(2048);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.authLogin.path,
    {
      config: PER_ADDRESS,
      schema: {
        tags: ["accounts"],
        summary: "Log in with e-mail and password; answers a token for the Authorization header",
        description:
          "At most 10 failed attempts per e-mail from one address in 15 minutes (50 a day), 100 logins an hour and 30 calls a minute per address. Past 100 attempts for one e-mail in 15 minutes (or 500 a day) from all addresses, an address may make 3 a day for it, unless the account logged in from it in the last 30 days.",
        body: loginRequestSchema,
        response: { 200: ANSWERS.authLogin },
      },
    },
    async (request) => {
      const result = await login(app.db, app.secrets.jwt, app.rateLimits, {
        ...request.body,
        address: request.ip,
      });
      return ok(result, result.message);
    },
  );

  app.post(
    ROUTES.authLogout.path,
    {
      schema: {
        tags: ["accounts"],
        summary: "Ends the session of the Bearer token, on the server: the token stops working at once",
        security: [{ bearer: [] }],
        response: { 200: ANSWERS.authLogout },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token || !(await endSession(app.db, app.secrets.jwt, token))) throw unauthorized();
      return ok({ loggedOut: true as const }, "You have been logged out.");
    },
  );

  app.get(
    ROUTES.authMe.path,
    {
      preHandler: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "The details and role of the Bearer token's user (the token stays out of the address)",
        security: [{ bearer: [] }],
        response: { 200: ANSWERS.authMe },
      },
    },
    async (request) => ok(toUserDetails(currentUser(request))),
  );

  app.get(
    ROUTES.authCheckAuth.path,
    {
      preHandler: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "200 while the Bearer token is valid, 401 otherwise",
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(z.object({ authenticated: z.literal(true) })) },
      },
    },
    async () => ok({ authenticated: true as const }),
  );

  app.get(
    ROUTES.authCheckRole.path,
    {
      schema: {
        tags: ["accounts"],
        summary:
          "The role of the token's user (this call takes the token in the path; GET auth/me keeps it out of addresses)",
        params: z.object({ token: tokenParam }),
        response: { 200: envelopeOf(z.object({ role: z.enum(ROLES) })) },
      },
    },
    async (request) => {
      const user = await userFromToken(app.db, app.secrets.jwt, request.params.token);
      if (!user) throw unauthorized(SESSION_ENDED);
      return ok({ role: user.role });
    },
  );

  app.get(
    ROUTES.authUserByToken.path,
    {
      schema: {
        tags: ["accounts"],
        summary: "The details of the token's user (GET auth/me keeps the token out of addresses)",
        querystring: z.object({ token: tokenParam }),
        response: { 200: envelopeOf(userDetailsSchema) },
      },
    },
    async (request) => {
      const user = await userFromToken(app.db, app.secrets.jwt, request.query.token);
      if (!user) throw unauthorized(SESSION_ENDED);
      return ok(toUserDetails(user));
    },
  );

  app.post(
    ROUTES.authResetRequest.path,
    {
      config: PER_ADDRESS,
      schema: {
        tags: ["accounts"],
        summary: "E-mails a 6-digit code; answers the same whether or not the account exists",
        description:
          "At most 3 requests per e-mail from one address in 15 minutes (10 a day) and 20 an hour per address. Past 10 requests for one e-mail in 15 minutes (or 30 a day) from all addresses, an address may make 1 a day for it, unless the account logged in from it in the last 30 days. A newer code replaces the older one.",
        querystring: resetEmailQuerySchema,
        response: { 200: ANSWERS.authResetRequest },
      },
    },
    async (request) => {
      // The code's e-mail goes through the outbox: the answer never waits for a mail server, so
      // its timing does not tell whether the account exists.
      await requestReset(app.db, app.secrets.jwt, app.rateLimits, request.query.email, request.ip);
      return ok({ message: RESET_SENT }, RESET_SENT);
    },
  );

  app.post(
    ROUTES.authResetVerify.path,
    {
      config: PER_ADDRESS,
      schema: {
        tags: ["accounts"],
        summary: "Checks a reset code without using it up",
        querystring: resetCodeQuerySchema,
        response: { 200: ANSWERS.authResetVerify },
      },
    },
    async (request) => {
      await verifyCode(app.db, app.secrets.jwt, app.rateLimits, {
        email: request.query.email,
        code: request.query.otp,
        address: request.ip,
      });
      return ok({ verified: true as const }, CODE_ACCEPTED);
    },
  );

  const resetSchema = {
    tags: ["accounts"],
    summary: "Checks the code again and sets the new password; every session of the account ends",
    body: resetPasswordRequestSchema,
    response: { 200: envelopeOf(z.object({ email: z.string() })) },
  };
  const resetHandler = async (request: { body: z.infer<typeof resetPasswordRequestSchema>; ip: string }) => {
    await resetPassword(app.db, app.secrets.jwt, app.rateLimits, { ...request.body, address: request.ip });
    return ok({ email: request.body.email.toLowerCase() }, MSG.passwordChanged);
  };
  app.post(ROUTES.authResetPassword.path, { config: PER_ADDRESS, schema: resetSchema }, resetHandler);
  app.patch(ROUTES.authReset.path, { config: PER_ADDRESS, schema: resetSchema }, resetHandler);
};
