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
  return fastJson(typedUnions(json) as Parameters<typeof fastJson>[0]);
};

type JsonSchema = Record<string, unknown>;

/**
 * The schema with each `anyOf` whose choices differ by JSON type (what Zod writes for
 * `.nullable()`, and for a list that is either an array or a page object) turned into one schema
 * with a list of types. fast-json-stringify picks among types with a `typeof` check, but among
 * the choices of an `anyOf` by validating the value against each with Ajv: every catalog answer
 * was checked in full, product by product, before being written, and the first one of each kind
 * compiled the Ajv validators on the spot (150 ms in which the server answered nothing else,
 * measured at the start of a burst of searches).
 */
export function typedUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(typedUnions);
  if (schema === null || typeof schema !== "object") return schema;
  const walked: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) walked[key] = typedUnions(value);
  const choices = walked.anyOf;
  if (!Array.isArray(choices) || !choices.every(isSingleTyped)) return walked;
  // integer and number both pass a number check: those two cannot be told apart by type.
  const kinds = choices.map((c) => (c.type === "integer" ? "number" : c.type));
  if (new Set(kinds).size !== kinds.length) return walked;
  const { anyOf: _, ...rest } = walked;
  // Each type's keywords apply to that type only (items to arrays, properties to objects), so
  // the choices' keywords go together without meeting.
  const merged: JsonSchema = { ...rest };
  for (const choice of choices) Object.assign(merged, choice);
  merged.type = choices.map((c) => c.type);
  return merged;
}

/** A choice of one plain type: no combination of its own, no reference. */
function isSingleTyped(choice: unknown): choice is JsonSchema & { type: string } {
  if (choice === null || typeof choice !== "object") return false;
  const c = choice as JsonSchema;
  return (
    typeof c.type === "string" &&
    c.anyOf === undefined &&
    c.oneOf === undefined &&
    c.allOf === undefined &&
    c.$ref === undefined &&
    c.if === undefined
  );
}
