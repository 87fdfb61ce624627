import { contactFieldsSchema } from "@shop/shared/company";
import { ID_MAX } from "@shop/shared/ids";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../modules/accounts/sessions.ts";
import { createContact } from "../../modules/contact/contact-service.ts";
import { createMessage } from "../../modules/messages/messages-service.ts";
import { createProduct } from "../../modules/products/products-service.ts";
import { createSoftware } from "../../modules/software/software-service.ts";
import { createSignedInUser, createTestApp } from "../test-app.ts";
import { BAD_AUTHORIZATIONS, BAD_BODIES, type BadValue, badValuesFor, isId, sample } from "./bad-values.ts";
import { snapshot } from "./db-snapshot.ts";
import { type JsonSchema, type Parameter, routesOf, type WalkRoute } from "./openapi-routes.ts";

/**
 * Issue 11, item 2: every route of the API reference, as a visitor, a customer and an admin, gets
 * each of its parameters (path, query, header, every field of a JSON body or a form) set to each
 * bad value of the battery, and broken or wrong-kind whole bodies. No answer may be a 5xx; a bad
 * value must be refused (4xx, in the envelope with a message); and nothing may change in the
 * database: row counts of every table and every product's stock.
 *
 * The values of the other parameters point at real records (id 1 of each table, the caller's own
 * user id), so a bad value that slipped through validation would reach a real update and show.
 * Whole bodies go to ids that do not exist, since a route that reads no body ignores them.
 */

const t = await createTestApp();
const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
const routes = routesOf(doc);

type Role = "visitor" | "customer" | "admin";
const ROLES: Role[] = ["visitor", "customer", "admin"];
const people: Record<Role, { id: number; token: string | null; headers: Record<string, string> }> = {
  visitor: { id: 0, token: null, headers: {} },
  customer: { id: 0, token: null, headers: {} },
  admin: { id: 0, token: null, headers: {} },
};

beforeAll(async () => {
  // Admin first and customer second: users 1 and 2. One record of everything else, each id 1.
  const admin = await createSignedInUser(t, "Admin");
  const customer = await createSignedInUser(t, "Customer");
  people.admin = { id: admin.user.id, token: admin.token, headers: admin.headers };
  people.customer = { id: customer.user.id, token: customer.token, headers: customer.headers };
  people.visitor.id = customer.user.id;
  const picture = "0123456789abcdef0123456789abcdef.webp";
  const product = {
    brand: "Walk",
    model: "W-1",
    pricePaisa: 100_000,
    youSavedPaisa: 0,
    category: "PC",
    description: "",
    mainFile: picture,
  };
  await createProduct(t.app.db, { ...product, name: "Walk PC", quantity: 50 }, null);
  await createProduct(t.app.db, { ...product, name: "Walk PC 2", quantity: 3 }, null);
  await createSoftware(t.app.db, {
    name: "Walk POS",
    pricePaisa: 1000,
    link: "https://pos.example.np",
    description: "d",
    imageName: picture,
  });
  await createContact(t.app.db, contactFieldsSchema.parse({ address: "Itahari" }), "Asia/Kathmandu");
  await createMessage(t.app.db, undefined, { email: "walker@example.com", message: "Hello" });
  const order = await t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: customer.headers,
    payload: {
      orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
      products: [{ id: 1, orderedQuantity: 2 }],
    },
  });
  expect(order.statusCode).toBe(200);
  // A counter sale: bill 1, so the bill routes' bad values meet a real bill.
  const sale = await t.app.inject({
    method: "POST",
    url: "/api/counter/create",
    headers: admin.headers,
    payload: { lines: [{ id: 2, quantity: 1 }], paymentMethod: "cash" },
  });
  expect(sale.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

interface WalkRequest {
  /** What is bad about it, for the report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
  /** A bad parameter must be refused; a whole body may be ignored by a route that reads none. */
  mustRefuse: boolean;
}

/** A value as it travels in a path or a query: percent-encoded text. */
function inUrl(value: unknown, bad?: BadValue): string[] {
  if (bad?.raw !== undefined) return [bad.raw];
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => encodeURIComponent(String(v)));
}

/** The value of a path parameter the walk is not testing: a real record, or one that does not exist. */
function pathValue(parameter: Parameter, role: Role, real: boolean): unknown {
  if (/token/i.test(parameter.name)) return real ? (people[role].token ?? "walk") : "walk";
  if (!real) return isId(parameter.schema) ? ID_MAX : "walk";
  if (/^(user|customer)Id$/.test(parameter.name)) return people[role].id;
  return sample(parameter.schema, 1, parameter.name);
}

function buildRequest(
  route: WalkRoute,
  role: Role,
  options: {
    label: string;
    real: boolean;
    bad?: { parameter: Parameter; value: BadValue };
    body?: unknown;
    rawBody?: { contentType?: string; payload: string };
    form?: Record<string, string>;
    authorization?: string;
    mustRefuse: boolean;
  },
): WalkRequest {
  const { bad } = options;
  let url = route.path;
  const query: string[] = [];
  const headers: Record<string, string | string[]> = options.authorization
    ? { authorization: options.authorization }
    : { ...people[role].headers };
  for (const parameter of route.parameters) {
    const isBad = bad?.parameter === parameter;
    const value = isBad ? bad.value.value : undefined;
    if (parameter.in === "path") {
      const text = isBad
        ? inUrl(value, bad.value).join(",")
        : inUrl(pathValue(parameter, role, options.real))[0];
      url = url.replace(`{${parameter.name}}`, text ?? "");
    } else if (parameter.in === "query") {
      if (isBad) for (const text of inUrl(value, bad.value)) query.push(`${parameter.name}=${text}`);
      else if (parameter.required) {
        query.push(`${parameter.name}=${inUrl(sample(parameter.schema, 1, parameter.name))[0]}`);
      }
    } else if (isBad) {
      headers[parameter.name] = value as string | string[];
    }
  }
  if (query.length > 0) url += `?${query.join("&")}`;
  let payload: string | undefined;
  if (options.rawBody) {
    payload = options.rawBody.payload;
    if (options.rawBody.contentType) headers["content-type"] = options.rawBody.contentType;
  } else if (options.form) {
    const boundary = "walkboundary";
    payload = `${Object.entries(options.form)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("")}--${boundary}--\r\n`;
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return {
    label: options.label,
    method: route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    mustRefuse: options.mustRefuse,
  };
}

/** Every field of a body, nested ones too, with the path to it (list items by their first one). */
function fieldsOf(
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (path.length > 4) return [];
  const fields: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    fields.push({ path: [...path, key], schema: property });
    fields.push(...fieldsOf(property, [...path, key]));
  }
  if (schema.items) fields.push(...fieldsOf(schema.items, [...path, 0]));
  return fields;
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body ?? {}));
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== "object")
      target[key] = typeof key === "number" ? [] : {};
    target = target[key];
  }
  target[path.at(-1) as string | number] = value;
  return copy;
}

/** Every request of the walk for one route and one caller. */
function requestsFor(route: WalkRoute, role: Role): WalkRequest[] {
  const requests: WalkRequest[] = [];
  const baseBody = route.jsonBody ? sample(route.jsonBody, 1) : undefined;
  const baseForm = route.formBody
    ? (Object.fromEntries(
        Object.entries(sample(route.formBody, 1) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      ) as Record<string, string>)
    : undefined;
  const body = baseBody !== undefined ? { body: baseBody } : baseForm ? { form: baseForm } : {};

  for (const parameter of route.parameters) {
    for (const value of badValuesFor(parameter.schema, parameter.in)) {
      requests.push(
        buildRequest(route, role, {
          label: `${parameter.in} ${parameter.name} = ${value.label}`,
          real: true,
          bad: { parameter, value },
          ...body,
          mustRefuse: true,
        }),
      );
    }
  }
  if (route.jsonBody) {
    for (const field of fieldsOf(route.jsonBody)) {
      // A field documented as taking anything (the order form's display-only total) refuses nothing.
      if (Object.keys(field.schema).length === 0) continue;
      for (const value of badValuesFor(field.schema, "json")) {
        requests.push(
          buildRequest(route, role, {
            label: `body ${field.path.join(".")} = ${value.label}`,
            real: true,
            body: withValueAt(baseBody, field.path, value.value),
            mustRefuse: true,
          }),
        );
      }
    }
  }
  if (route.formBody && baseForm) {
    for (const [name, schema] of Object.entries(route.formBody.properties ?? {})) {
      if (schema.format === "binary") continue;
      for (const value of badValuesFor(schema, "form")) {
        requests.push(
          buildRequest(route, role, {
            label: `form ${name} = ${value.label}`,
            real: true,
            form: { ...baseForm, [name]: String(value.value) },
            mustRefuse: true,
          }),
        );
      }
    }
  }
  for (const broken of BAD_BODIES) {
    requests.push(
      buildRequest(route, role, {
        label: `body: ${broken.label}`,
        real: false,
        rawBody: broken,
        mustRefuse: false,
      }),
    );
  }
  // Sessions that are not: once per route (they replace the caller's own), with no body.
  if (role === "visitor") {
    for (const authorization of BAD_AUTHORIZATIONS) {
      requests.push(
        buildRequest(route, role, {
          label: `authorization: ${authorization.label}`,
          real: false,
          authorization: authorization.value,
          mustRefuse: false,
        }),
      );
    }
  }
  return requests;
}

let addressCounter = 0;

async function send(request: WalkRequest): Promise<LightMyRequestResponse | Error> {
  addressCounter += 1;
  try {
    return await t.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      // Each request from its own address: per-address limits would otherwise answer 429 to
      // most of the walk before the input is even read.
      remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    });
  } catch (error) {
    return error as Error;
  }
}

/** What is wrong with an answer, or null. */
function problemWith(request: WalkRequest, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (request.mustRefuse && res.statusCode < 400) return `accepted it (${res.statusCode})`;
  if (res.statusCode >= 400) {
    let body: { status?: unknown; data?: unknown; message?: unknown } | null = null;
    try {
      body = res.json();
    } catch {
      return `answered ${res.statusCode} without the JSON envelope: ${res.body.slice(0, 100)}`;
    }
    const envelope =
      body?.status === res.statusCode &&
      body.data === null &&
      typeof body.message === "string" &&
      body.message;
    if (!envelope) return `answered ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/**
 * Routes whose whole point is to end the caller's own session: for them the sessions table may
 * shrink, and the role gets a fresh session afterwards so later routes are walked signed in.
 */
const ENDS_OWN_SESSION = new Set(["POST /api/auth/logout"]);

/**
 * Routes a payment gateway sends shoppers back to: every arrival is written to the append-only
 * payment log, a forged or malformed one most of all (that is what the log is for). For them the
 * payment log may grow; nothing else may change.
 */
const LOGS_EVERY_ARRIVAL = new Set([
  "GET /api/payments/khalti/return",
  "GET /api/payments/esewa/success",
  "GET /api/payments/esewa/failure",
]);

async function signInAgain(role: Role): Promise<void> {
  if (role === "visitor") return;
  const token = await startSession(t.app.db, t.app.secrets.jwt, people[role].id);
  people[role] = { ...people[role], token, headers: { authorization: `Bearer ${token}` } };
}

describe("the API walk", () => {
  it("finds the routes in the API reference", () => {
    expect(routes.length).toBeGreaterThan(40);
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        "GET /api/products/get-all",
        "POST /api/orders/create",
        "PUT /api/contact/update/{id}",
      ]),
    );
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const problems: string[] = [];
      for (const role of ROLES) {
        const before = await snapshot(t.app.db);
        for (const request of requestsFor(route, role)) {
          const res = await send(request);
          const problem =
            res instanceof Error
              ? // An HTTP client cannot send it (a header value it refuses): nothing to test.
                /Invalid (character|header|value)|ERR_INVALID_CHAR/i.test(res.message)
                ? null
                : `failed: ${res.message}`
              : problemWith(request, res);
          if (problem)
            problems.push(
              `${role}, ${request.label} (${request.method} ${request.url.slice(0, 120)}): ${problem}`,
            );
        }
        const after = await snapshot(t.app.db);
        const endsSession = ENDS_OWN_SESSION.has(`${route.method} ${route.path}`);
        if (endsSession) {
          await signInAgain(role);
          delete before["rows of sessions"];
          delete after["rows of sessions"];
        }
        if (LOGS_EVERY_ARRIVAL.has(`${route.method} ${route.path}`)) {
          delete before["rows of payment_log"];
          delete after["rows of payment_log"];
        }
        const changed = Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
        for (const key of changed)
          problems.push(`${role}: ${key} changed from ${before[key]} to ${after[key]}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
