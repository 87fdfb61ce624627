/**
 * The routes of the API as its own reference (`/api/docs/json`) lists them, so the walk covers
 * every route, including ones added after it was written.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
  nullable?: boolean;
}

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface WalkRoute {
  method: string;
  /** The OpenAPI path, with `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route reads one. */
  jsonBody?: JsonSchema;
  /** The multipart form's schema, when the route reads one. */
  formBody?: JsonSchema;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): WalkRoute[] {
  const routes: WalkRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const jsonBody = content["application/json"]?.schema;
      const formBody = content["multipart/form-data"]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? [])
          .filter((p) => p.in === "path" || p.in === "query" || p.in === "header")
          .map((p) => ({
            in: p.in as Parameter["in"],
            name: p.name,
            required: p.required === true,
            schema: p.schema ?? {},
          })),
        ...(jsonBody ? { jsonBody } : {}),
        ...(formBody ? { formBody } : {}),
      });
    }
  }
  return routes;
}
