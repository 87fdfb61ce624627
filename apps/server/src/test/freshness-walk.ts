/**
 * Test support: every kind of write that changes a cached public answer, each followed by the
 * reads it must change. Used in one process (cache/public-reads.test.ts) and across two server
 * processes on one PostgreSQL database (cluster/two-processes.test.ts).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { multipartForm, pngFile } from "./multipart-form.ts";

export interface ShopResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the predicates
  data: any;
}

type Form = ReturnType<typeof multipartForm>;

/** A shop to call: in this process (app.inject) or over HTTP. */
export interface Shop {
  send(
    method: string,
    url: string,
    options?: { headers?: Record<string, string>; json?: unknown; form?: Form },
  ): Promise<ShopResponse>;
}

function parse(status: number, type: string | undefined, text: string): ShopResponse {
  return { status, data: type?.includes("json") && text ? JSON.parse(text) : undefined };
}

export function injectedShop(app: FastifyInstance): Shop {
  return {
    async send(method, url, options = {}) {
      const res = await app.inject({
        method: method as "GET",
        url,
        headers: { ...options.headers, ...options.form?.headers },
        ...(options.form ? { payload: options.form.payload } : {}),
        ...(options.json !== undefined ? { payload: options.json as object } : {}),
      });
      return parse(res.statusCode, res.headers["content-type"] as string | undefined, res.body);
    },
  };
}

export function httpShop(origin: string): Shop {
  return {
    async send(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers, ...options.form?.headers };
      let body: Uint8Array | string | undefined;
      if (options.form) body = new Uint8Array(options.form.payload);
      if (options.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(options.json);
      }
      const res = await fetch(`${origin}${url}`, { method, headers, ...(body ? { body } : {}) });
      return parse(res.status, res.headers.get("content-type") ?? undefined, await res.text());
    },
  };
}

/** Asserts that `url` answers what `accept` wants; `what` names the moment in the failure. */
export type Check = (url: string, accept: (res: ShopResponse) => boolean, what: string) => Promise<void>;

/** Every reader must answer fresh at once (the writer's own process). */
export function checkAtOnce(shop: Shop): Check {
  return async (url, accept, what) => {
    const res = await shop.send("GET", url);
    expect(accept(res), `${what}: GET ${url} answered ${JSON.stringify(res).slice(0, 400)}`).toBe(true);
  };
}

export interface WalkUsers {
  admin: Record<string, string>;
  customer: Record<string, string>;
}

/**
 * Runs every kind of write through `writer` and checks the answers that must change after each,
 * reading each one before the write too (so a kept answer exists to go stale). `rawWrite` changes
 * the database without the shop's routes, as any other code would (the stock module, a script).
 */
export async function walkWrites(
  writer: Shop,
  check: Check,
  users: WalkUsers,
  rawWrite: (statement: string, params: unknown[]) => Promise<void>,
): Promise<void> {
  const { admin, customer } = users;
  const tag = `Fresh${randomBytes(4).toString("hex")}`;
  const search = `/api/products/get-all?q=${tag}`;
  const list = "/api/products/get-all";
  const popular = "/api/orders/getPopular-products";
  const ok = (res: ShopResponse) => res.status === 200;
  const fields = (overrides: Record<string, string> = {}) => ({
    name: `${tag} Laptop`,
    brand: "Fresh",
    model: "F-1",
    price: "1000",
    youSaved: "0",
    quantity: "5",
    description: "Never stale.",
    category: "Laptop",
    ...overrides,
  });
  const expectOk = (res: ShopResponse, what: string) =>
    expect(res.status, `${what}: ${JSON.stringify(res.data)}`).toBe(200);

  // A new product appears in the lists that match it.
  await check(search, (r) => ok(r) && r.data.data.length === 0, "search before create");
  await check(list, ok, "whole list before create");
  const created = await writer.send("POST", "/api/products/create", {
    headers: admin,
    form: multipartForm(fields(), { mainFile: await pngFile(320, 240, "#00897b") }),
  });
  expectOk(created, "create");
  const id: number = created.data.data.id;
  const page = `/api/products/get/${id}`;
  await check(
    search,
    (r) => ok(r) && r.data.data.length === 1 && r.data.data[0].id === id,
    "search after create",
  );
  await check(
    list,
    (r) => ok(r) && r.data.data.some((p: { id: number }) => p.id === id),
    "list after create",
  );
  await check(created.data.data.mainFileName, ok, "picture after create");
  await check(created.data.data.thumbnailName, ok, "thumbnail after create");

  // An edit changes the product's page and the lists.
  await check(page, (r) => ok(r) && r.data.data.price === 1000, "page before update");
  const updated = await writer.send("PUT", `/api/products/update/${id}`, {
    headers: admin,
    form: multipartForm(fields({ name: `${tag} Laptop Pro`, price: "1500" }), {
      mainFile: await pngFile(320, 240, "#6a1b9a"),
    }),
  });
  expectOk(updated, "update");
  await check(
    page,
    (r) => ok(r) && r.data.data.price === 1500 && r.data.data.name.endsWith("Pro"),
    "page after update",
  );
  await check(search, (r) => ok(r) && r.data.data[0]?.price === 1500, "search after update");
  await check(created.data.data.mainFileName, (r) => r.status === 404, "replaced picture after update");
  await check(updated.data.data.mainFileName, ok, "new picture after update");

  // A restock changes the stock shown.
  const restock = await writer.send("PATCH", `/api/products/add-quantity/${id}?quantity=3&remarks=fresh`, {
    headers: admin,
  });
  expectOk(restock, "restock");
  await check(page, (r) => ok(r) && r.data.data.quantity === 8, "page after restock");
  await check(search, (r) => ok(r) && r.data.data[0]?.quantity === 8, "search after restock");

  // An order takes stock and makes a best seller; cancelling it undoes both.
  const order = () =>
    writer.send("POST", "/api/orders/create", {
      headers: customer,
      json: {
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id, orderedQuantity: 2 }],
      },
    });
  const isPopular = (r: ShopResponse) => ok(r) && r.data.data.some((p: { id: number }) => p.id === id);
  await check(popular, (r) => ok(r) && !isPopular(r), "best sellers before an order");
  const first = await order();
  expectOk(first, "order");
  await check(page, (r) => ok(r) && r.data.data.quantity === 6, "page after order");
  await check(popular, isPopular, "best sellers after order");
  const cancel = await writer.send("PATCH", `/api/orders/cancel/${first.data.data.id}`, {
    headers: customer,
  });
  expectOk(cancel, "cancel");
  await check(popular, (r) => ok(r) && !isPopular(r), "best sellers after cancel");
  await check(page, (r) => ok(r) && r.data.data.quantity === 8, "page after cancel");

  // Rejecting an order, and deleting one, take it out of the best sellers.
  const second = await order();
  expectOk(second, "second order");
  await check(popular, isPopular, "best sellers after second order");
  const reject = await writer.send(
    "PATCH",
    `/api/orders/updateStatus/${second.data.data.id}?status=Rejected`,
    {
      headers: admin,
    },
  );
  expectOk(reject, "reject");
  await check(popular, (r) => ok(r) && !isPopular(r), "best sellers after reject");
  const third = await order();
  expectOk(third, "third order");
  await check(popular, isPopular, "best sellers after third order");
  const removeOrder = await writer.send("DELETE", `/api/orders/delete/${third.data.data.id}`, {
    headers: admin,
  });
  expectOk(removeOrder, "delete order");
  await check(popular, (r) => ok(r) && !isPopular(r), "best sellers after deleting the order");

  // A change made without the shop's routes is seen too.
  await check(page, (r) => ok(r) && r.data.data.quantity !== 42, "page before a direct write");
  await rawWrite("update products set quantity = 42 where id = $1", [id]);
  await check(page, (r) => ok(r) && r.data.data.quantity === 42, "page after a direct write");
  await check(search, (r) => ok(r) && r.data.data[0]?.quantity === 42, "search after a direct write");

  // Deleting hides the product everywhere; restoring brings it back.
  const hide = await writer.send("DELETE", `/api/products/delete/${id}`, { headers: admin });
  expectOk(hide, "delete product");
  await check(page, (r) => r.status === 404, "page after delete");
  await check(search, (r) => ok(r) && r.data.data.length === 0, "search after delete");
  const restore = await writer.send("PATCH", `/api/products/restore/${id}`, { headers: admin });
  expectOk(restore, "restore product");
  await check(page, ok, "page after restore");
  await check(search, (r) => ok(r) && r.data.data.length === 1, "search after restore");

  // Software: create, update, delete.
  const software = "/api/software/get-all";
  const hasSoftware = (name: string) => (r: ShopResponse) =>
    ok(r) && r.data.data.some((s: { name: string }) => s.name === name);
  const picture = await pngFile(200, 200, "#ef6c00");
  const softwareFields = (name: string) => ({
    name,
    price: "9000",
    link: "https://example.com/app",
    description: "Accounts.",
  });
  await check(software, (r) => ok(r) && !hasSoftware(`${tag} Books`)(r), "software before create");
  const made = await writer.send("POST", "/api/software/create", {
    headers: admin,
    form: multipartForm(softwareFields(`${tag} Books`), { image: picture }),
  });
  expectOk(made, "software create");
  await check(software, hasSoftware(`${tag} Books`), "software after create");
  const renamed = await writer.send("PUT", `/api/software/update/${made.data.data.id}`, {
    headers: admin,
    form: multipartForm(softwareFields(`${tag} Ledger`)),
  });
  expectOk(renamed, "software update");
  await check(software, hasSoftware(`${tag} Ledger`), "software after update");
  const dropped = await writer.send("DELETE", `/api/software/delete/${made.data.data.id}`, {
    headers: admin,
  });
  expectOk(dropped, "software delete");
  await check(software, (r) => ok(r) && !hasSoftware(`${tag} Ledger`)(r), "software after delete");

  // The contact record: create (when there is none), update, delete.
  const contact = "/api/contact/get";
  const contactFields = (about: string) => ({
    aboutCompany: about,
    address: "Biratnagar",
    email: "info@example.np",
    phoneNumber: "021-000000",
    faxNumber: "",
    openingHours: "Sun-Fri",
    time: "10-17",
  });
  const current = await writer.send("GET", contact);
  let contactId: number | undefined = current.data?.data?.id;
  if (contactId === undefined) {
    await check(contact, (r) => ok(r) && r.data.data === null, "contact before create");
    const made = await writer.send("POST", "/api/contact/create", {
      headers: admin,
      json: contactFields(`${tag} A`),
    });
    expectOk(made, "contact create");
    contactId = made.data.data.id as number;
    await check(contact, (r) => ok(r) && r.data.data?.aboutCompany === `${tag} A`, "contact after create");
  }
  await check(contact, (r) => ok(r) && r.data.data?.aboutCompany !== `${tag} B`, "contact before update");
  const changed = await writer.send("PUT", `/api/contact/update/${contactId}`, {
    headers: admin,
    json: contactFields(`${tag} B`),
  });
  expectOk(changed, "contact update");
  await check(contact, (r) => ok(r) && r.data.data?.aboutCompany === `${tag} B`, "contact after update");
  const gone = await writer.send("DELETE", `/api/contact/delete/${contactId}`, { headers: admin });
  expectOk(gone, "contact delete");
  await check(contact, (r) => ok(r) && r.data.data === null, "contact after delete");
}
