import { loginRequestSchema, loginResponseSchema } from "@shop/shared/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { login } from "./auth-service.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log in with e-mail and password; answers a token for the Authorization header",
        body: loginRequestSchema,
        response: { 200: envelopeOf(loginResponseSchema) },
      },
    },
    async (request) => {
      const result = await login(app.db, app.secrets.jwt, request.body.email, request.body.password);
      return ok(result, result.message);
    },
  );
};
