import { problemsOf } from "@shop/shared/form-errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  databaseFault,
  databaseUnavailable,
  inputFaultAnswer,
  resourceFaultAnswer,
} from "../lib/db-errors.ts";
import { AppError } from "../lib/errors.ts";
import { type PageTags, pageSender } from "./pages.ts";

/**
 * Every /api failure becomes the envelope `{status, data: null, message, severity}` with the same
 * HTTP status. A database error caused by the request's values (a NUL in a text, a number out of
 * range, a duplicate) is a 4xx like any other bad input; a database out of room (a full disk) or
 * out of reach is a 503 that says so. Unexpected faults are logged and answered
 * with a plain 500: never a stack, SQL or a file path. Query errors are logged by code and
 * statement name only (lib/logging.ts), never with their parameters.
 */
export function registerErrorHandling(app: FastifyInstance, pageTags: PageTags): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        status: error.status,
        data: null,
        message: error.message,
        severity: error.severity,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The same field map the browser's forms make from the same schema.
      const problems = problemsOf(
        error.validation.map((v) => ({
          message: v.message ?? "The request is not valid",
          path: v.instancePath.split("/").filter(Boolean),
        })),
      );
      return reply.status(400).send({
        status: 400,
        data: null,
        message: problems.message,
        severity: "warning",
        ...(Object.keys(problems.fields).length > 0 ? { fields: problems.fields } : {}),
      });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        status,
        data: null,
        message: clientMessage(error, status),
        severity: "warning",
      });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ db: databaseFault(error) }, "the database could not be reached");
      return reply.status(503).header("retry-after", "1").send({
        status: 503,
        data: null,
        message: "The shop cannot reach its database right now. Please try again in a moment.",
        severity: "error",
      });
    }
    const fault = databaseFault(error);
    const answer = fault && inputFaultAnswer(fault);
    if (fault && answer) {
      request.log.warn({ db: fault }, "the database refused a value of the request");
      return reply.status(answer.status).send({
        status: answer.status,
        data: null,
        message: answer.message,
        severity: "warning",
      });
    }
    const shortOf = fault && resourceFaultAnswer(fault);
    if (fault && shortOf) {
      // The owner must act (free disk space): logged as an error, answered as "try again later".
      request.log.error({ db: fault }, "the database is out of room or resources");
      return reply.status(shortOf.status).header("retry-after", "60").send({
        status: shortOf.status,
        data: null,
        message: shortOf.message,
        severity: "error",
      });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({
      status: 500,
      data: null,
      message: "Something went wrong on our side. Please try again.",
      severity: "error",
    });
  });

  const sendPage = pageSender(app, pageTags);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // Every page of the web app is index.html; the browser's router shows the screen or the 404 page.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|uploads|assets)(\/|$)/.test(pathname) &&
      app.indexHtml !== undefined;
    if (isPage) return sendPage(request, reply, pathname);
    return reply.status(404).send({
      status: 404,
      data: null,
      message: `No API route ${request.method} ${request.url.split("?")[0]}`,
      severity: "warning",
    });
  });
}

/**
 * Errors Fastify meets before a route is chosen, so the error handler never sees them: an address
 * that is not valid percent-encoded UTF-8, or a path segment longer than the router takes. They
 * get the envelope too (a Fastify option: `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({
    status,
    data: null,
    message: clientMessage(error, status),
    severity: "warning",
  });
}

/** Messages for Fastify's own 4xx errors, in words a person understands. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "This content type is not accepted here.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return "The upload is too large.";
    case "FST_ERR_RATE_LIMIT":
      return error.message;
    case "FST_ERR_BAD_URL":
      return "The address is not valid.";
    case "FST_ERR_MAX_PARAM_LENGTH":
      return "The address is too long.";
  }
  if (status === 413) return "The upload is too large.";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  return error.message || "The request is not valid.";
}
