import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

/**
 * Answers are written by a stringifier compiled once per route from its Zod response schema
 * (turned into JSON Schema, then fast-json-stringify, Fastify's own serializer), instead of a Zod
 * parse of every answer followed by JSON.stringify. Like the parse, it writes only the fields the
 * schema names, so a column added to a row never leaks into an answer; a missing required field
 * still fails the request. The schemas are checked by the API tests, not on every answer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
  return fastJson(json as Parameters<typeof fastJson>[0]);
};
