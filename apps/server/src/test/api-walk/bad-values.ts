import { ID_MAX } from "@shop/shared/ids";
import type { JsonSchema } from "./openapi-routes.ts";

/**
 * The battery of bad values (issue 11, item 2). Every value here is wrong for every field it is
 * sent to, so a route must refuse it with a 4xx and change nothing. Values a field could
 * legitimately take are left out: a line break is fine in a multi-line field, "-1" is fine as
 * search text, 0 is fine as a stock count.
 */
export interface BadValue {
  label: string;
  /** The value: put in a JSON body as it is, or as text in a path or query. */
  value?: unknown;
  /** Already percent-encoded text for a path or query (bytes no string can hold). */
  raw?: string;
}

/** Text no person types: control characters, a broken character, and far too much of it. */
const BAD_TEXT: BadValue[] = [
  { label: "a NUL", value: "a\u0000b" },
  { label: "only a NUL", value: "\u0000" },
  { label: "a control character", value: "a\u0001b" },
  { label: "a terminal escape", value: "\u001b[2J" },
  { label: "a backspace", value: "ab\u0008" },
  { label: "a DEL", value: "a\u007fb" },
  { label: "a C1 control", value: "a\u0085b" },
  { label: "10,000 characters", value: "x".repeat(10_000) },
];

/** JSON can carry half of a surrogate pair; UTF-8 in a URL cannot. */
const BAD_JSON_TEXT: BadValue[] = [{ label: "a lone surrogate", value: "a\ud800b" }];

/**
 * Addresses that are not percent-encoded UTF-8. In a path the router refuses them; a query is
 * decoded leniently (a broken escape stays as it is, a broken byte becomes U+FFFD), which leaves
 * text a field may well accept, so they go to paths only.
 */
const BAD_PATH_TEXT: BadValue[] = [
  { label: "a NUL byte", raw: "a%00b" },
  { label: "a surrogate encoded as UTF-8", raw: "a%ED%A0%80b" },
  { label: "bytes that are not UTF-8", raw: "%FF%FE" },
  { label: "a cut UTF-8 sequence", raw: "%E0%A4" },
  { label: "a broken escape", raw: "a%zz" },
  { label: "a lone percent sign", raw: "%" },
];

/** Values of the wrong kind in a JSON body: arrays and objects where scalars belong, and so on. */
const WRONG_JSON_KINDS: BadValue[] = [
  { label: "an array", value: ["a", "b"] },
  { label: "an empty array", value: [] },
  { label: "an object", value: { a: 1 } },
  { label: "an object with a __proto__ key", value: JSON.parse('{"__proto__": {"polluted": true}}') },
  {
    label: "an object with a constructor.prototype key",
    value: JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  },
  { label: "true", value: true },
];

/** Ids: out of range, negative, fractional, and numbers written in ways an id is not. */
const BAD_IDS: BadValue[] = [
  { label: "id 0", value: 0 },
  { label: "a negative id", value: -1 },
  { label: "a fractional id", value: 1.5 },
  { label: "an id just over the range", value: ID_MAX + 1 },
  { label: "a huge id", value: 1e20 },
  { label: "a huge negative id", value: -1e20 },
  { label: "an id of twenty digits", value: "99999999999999999999" },
  { label: "an id with a decimal point", value: "1.0" },
  { label: "a hexadecimal id", value: "0x1" },
  { label: "an id with an exponent", value: "1e3" },
  { label: "an id with a sign", value: "+1" },
  { label: "an id with a space", value: " 1" },
  { label: "an id that is a word", value: "abc" },
  { label: "an empty id", value: "" },
];

/** Numbers that are not ids: kept only when the field's own range refuses them. */
const BAD_NUMBERS: BadValue[] = [
  { label: "a negative number", value: -1 },
  { label: "zero", value: 0 },
  { label: "a fraction", value: 1.5 },
  { label: "2^31", value: 2 ** 31 },
  { label: "a huge number", value: 1e20 },
  { label: "a huge negative number", value: -1e20 },
  { label: "a word", value: "abc" },
];

export const isId = (schema: JsonSchema) => schema.minimum === 1 && schema.maximum === ID_MAX;

const isNumeric = (schema: JsonSchema) => [schema.type].flat().some((t) => t === "integer" || t === "number");

/** True when the field's declared type and range accept the value: then it is not a bad value. */
function inRange(schema: JsonSchema, value: unknown): boolean {
  const n =
    typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return false;
  if ([schema.type].flat().includes("integer") && !Number.isInteger(n)) return false;
  const min = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : schema.maximum;
  if (min !== undefined && (n < min || (n === min && schema.exclusiveMinimum !== undefined))) return false;
  if (max !== undefined && (n > max || (n === max && schema.exclusiveMaximum !== undefined))) return false;
  return true;
}

/** The bad values for one field, by where it travels. */
export function badValuesFor(
  schema: JsonSchema,
  where: "path" | "query" | "json" | "header" | "form",
): BadValue[] {
  const numbers = isId(schema)
    ? BAD_IDS
    : isNumeric(schema)
      ? BAD_NUMBERS.filter((b) => !inRange(schema, b.value))
      : [];
  switch (where) {
    case "path":
      return [...numbers, ...BAD_TEXT, ...BAD_PATH_TEXT];
    case "query":
      return [...numbers, ...BAD_TEXT, { label: "repeated", value: ["a", "b"] }];
    case "json":
      return [
        ...numbers,
        ...BAD_TEXT,
        ...BAD_JSON_TEXT,
        // A yes/no field takes true: only the other kinds are wrong for it.
        ...WRONG_JSON_KINDS.filter((b) => !(b.value === true && [schema.type].flat().includes("boolean"))),
        ...(isNumeric(schema) ? [] : [{ label: "a number", value: 12345 }]),
      ];
    case "form":
      return [...numbers.filter((b) => typeof b.value !== "object"), ...BAD_TEXT];
    case "header":
      // Only what HTTP can carry in a header: no control characters at all. (A repeated header
      // is not bad: HTTP joins its values into one with commas.)
      return [
        { label: "10,000 characters", value: "x".repeat(10_000) },
        { label: "an empty value", value: "" },
      ];
  }
}

/** Whole bodies that are broken or of the wrong kind, each with its content type. */
export const BAD_BODIES: { label: string; contentType?: string; payload: string }[] = [
  { label: "empty JSON", contentType: "application/json", payload: "" },
  { label: "truncated JSON", contentType: "application/json", payload: '{"email": "a@b.np", "pass' },
  {
    label: "JSON with a __proto__ key",
    contentType: "application/json",
    payload: '{"__proto__": {"isAdmin": true}}',
  },
  {
    label: "JSON with a constructor.prototype key",
    contentType: "application/json",
    payload: '{"constructor": {"prototype": {"isAdmin": true}}}',
  },
  { label: "JSON null", contentType: "application/json", payload: "null" },
  { label: "a JSON array", contentType: "application/json", payload: "[1, 2, 3]" },
  { label: "a JSON string", contentType: "application/json", payload: '"text"' },
  { label: "a JSON number", contentType: "application/json", payload: "12" },
  {
    label: "JSON nested 5,000 deep",
    contentType: "application/json",
    payload: `${"[".repeat(5000)}${"]".repeat(5000)}`,
  },
  { label: "JSON in another charset", contentType: "application/json; charset=utf-16", payload: "{}" },
  { label: "plain text", contentType: "text/plain", payload: "hello" },
  { label: "XML", contentType: "application/xml", payload: "<a>1</a>" },
  { label: "a URL-encoded form", contentType: "application/x-www-form-urlencoded", payload: "a=1&b=2" },
  { label: "multipart without a boundary", contentType: "multipart/form-data", payload: "--x\r\nbroken" },
  {
    label: "a cut multipart form",
    contentType: "multipart/form-data; boundary=walk",
    payload: '--walk\r\nContent-Disposition: form-data; name="name"\r\n\r\nab',
  },
  { label: "a body without a content type", payload: '{"a": 1}' },
];

/** Authorization headers that are not a valid session. */
const unsigned = (claims: object) =>
  [{ alg: "none", typ: "JWT" }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
    .join(".");
export const BAD_AUTHORIZATIONS: { label: string; value: string }[] = [
  { label: "a token of 10,000 characters", value: `Bearer ${"x".repeat(10_000)}` },
  { label: "a token that is not a JWT", value: "Bearer not.a.token" },
  { label: "an unsigned token for user 1", value: `Bearer ${unsigned({ userId: 1, version: 0 })}.` },
  { label: "a token with a huge user id", value: `Bearer ${unsigned({ userId: 1e20, version: 0 })}.` },
  { label: "a Basic login", value: "Basic d2Fsazp3YWxr" },
  { label: "an empty Bearer", value: "Bearer " },
];

/**
 * A plausible value for a field the walk is not testing, from its schema and name: the first
 * choice of an enum, the lowest number in range, a short word, a well-formed e-mail address,
 * phone number or password. The closer the other fields come to a valid request, the deeper a bad
 * value gets before it must be refused; where they fall short the request is refused anyway, and
 * what is checked is that it is refused cleanly.
 */
export function sample(schema: JsonSchema, id: number, name = ""): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const first = choice.find((s) => s.type !== "null");
    return first ? sample(first, id, name) : undefined;
  }
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (isId(schema)) return id;
  const type = [schema.type].flat()[0];
  switch (type) {
    case "integer":
    case "number":
      return Math.max(typeof schema.minimum === "number" ? schema.minimum : 1, 1);
    case "boolean":
      return true;
    case "string":
      if (schema.format === "email" || /email/i.test(name)) return "walker@example.com";
      if (/phone/i.test(name)) return "9841234567";
      if (/password/i.test(name)) return "walk-password-1";
      return "walk".padEnd(schema.minLength ?? 0, "k");
    case "array": {
      const item = schema.items ? sample(schema.items, id, name) : "walk";
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([key, property]) => [key, sample(property, id, key)] as const)
          .filter(([, value]) => value !== undefined),
      );
    default:
      return undefined;
  }
}
