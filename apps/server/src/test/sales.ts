import type { Bill, TaxRegistration } from "@shop/shared/bills";
import { contactFieldsSchema } from "@shop/shared/company";
import type { CounterSaleAnswer, CounterSaleInput } from "@shop/shared/counter";
import { sql } from "drizzle-orm";
import { createContact } from "../modules/contact/contact-service.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Helpers of the sales tests: a counter sale through the API, the shop's registration, and the
 * bill numbers as the database holds them.
 */
export async function sell(t: TestApp, headers: Record<string, string>, body: CounterSaleInput) {
  const res = await t.app.inject({ method: "POST", url: "/api/counter/create", headers, payload: body });
  return {
    status: res.statusCode,
    body: res.json() as { data: CounterSaleAnswer | null; message?: string; fields?: Record<string, string> },
  };
}

/** Sells and expects it to succeed: the answer's order, bill and change. */
export async function sold(t: TestApp, headers: Record<string, string>, body: CounterSaleInput) {
  const res = await sell(t, headers, body);
  if (res.status !== 200) throw new Error(`sale refused (${res.status}): ${res.body.message}`);
  return res.body.data!;
}

/** The contact record with the shop's PAN and registration. */
export async function registerShop(t: TestApp, registration: TaxRegistration, pan = "601234567") {
  await createContact(
    t.app.db,
    contactFieldsSchema.parse({
      address: "Main Road, Itahari",
      phoneNumber: "025-580000",
      panNumber: pan,
      taxRegistration: registration,
    }),
    "Asia/Kathmandu",
  );
}

export async function getBill(t: TestApp, headers: Record<string, string>, id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/bills/get/${id}`, headers });
  return {
    status: res.statusCode,
    bill: (res.json() as { data: Bill | null }).data,
    message: res.json().message as string,
  };
}

/** Every bill or credit note of a kind, by fiscal year and sequence, straight from the table. */
export async function numbersOf(t: TestApp, kind: "bill" | "credit") {
  const result = (await t.app.db.execute(
    sql`select fiscal_year, sequence, number from bills where kind = ${kind} order by fiscal_year, sequence`,
  )) as unknown as { rows: { fiscal_year: string; sequence: number; number: string }[] };
  return result.rows.map((r) => ({
    fiscalYear: r.fiscal_year,
    sequence: Number(r.sequence),
    number: r.number,
  }));
}

/** How many rows a table holds. */
export async function rowsOf(t: TestApp, table: string): Promise<number> {
  const result = (await t.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}
