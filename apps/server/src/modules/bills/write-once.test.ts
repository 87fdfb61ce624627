import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

/**
 * The database itself keeps an issued bill as it was: an UPDATE, DELETE or TRUNCATE of a bill,
 * its lines or its prints fails, whoever sends it (here: raw SQL, past every service).
 */
let t: TestApp;
let billId: number;

async function raw(statement: ReturnType<typeof sql>) {
  return t.app.db.execute(statement);
}

/** The database's own words for a refused statement (Drizzle wraps them in `cause`). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await raw(statement);
  } catch (error) {
    const words: string[] = [];
    for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      words.push(e.message ?? "");
    return words.join(" / ");
  }
  return "accepted";
}

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createSignedInUser(t);
  const product = await createTestProduct(t, "Raw SSD", 5);
  const order = (await raw(sql`insert into orders (user_id, phone_number, total_paisa, status)
    values (${customer.user.id}, '9841000000', 100000, 'Completed') returning id`)) as unknown as {
    rows: { id: number }[];
  };
  const orderId = order.rows[0]!.id;
  const bill = (await raw(sql`insert into bills (kind, fiscal_year, sequence, number, order_id, issued_at,
      tax_registration, shop_name, buyer_name, taxable_paisa, vat_paisa, total_paisa, payment_method)
    values ('bill', '2083/84', 1, '2083/84-000001', ${orderId}, now(), 'pan', 'Shop', 'Buyer',
      100000, 0, 100000, 'cash') returning id`)) as unknown as { rows: { id: number }[] };
  billId = bill.rows[0]!.id;
  await raw(sql`insert into bill_lines (bill_id, product_id, name, quantity, rate_paisa, amount_paisa,
      taxable_paisa, vat_paisa) values (${billId}, ${product.id}, 'Raw SSD', 1, 100000, 100000, 100000, 0)`);
  await raw(sql`insert into bill_prints (bill_id, copy) values (${billId}, 0)`);
});
afterAll(async () => {
  await t?.close();
});

const refused = /an issued bill is never changed or deleted/;

describe("an issued bill in the database", () => {
  it("refuses a raw UPDATE of the bill, its lines and its prints", async () => {
    expect(
      await refusal(sql`update bills set total_paisa = 1, taxable_paisa = 1 where id = ${billId}`),
    ).toMatch(refused);
    expect(await refusal(sql`update bill_lines set name = 'Other' where bill_id = ${billId}`)).toMatch(
      refused,
    );
    expect(await refusal(sql`update bill_prints set copy = 5 where bill_id = ${billId}`)).toMatch(refused);
  });

  it("refuses a raw DELETE and a TRUNCATE", async () => {
    expect(await refusal(sql`delete from bill_lines where bill_id = ${billId}`)).toMatch(refused);
    expect(await refusal(sql`delete from bill_prints where bill_id = ${billId}`)).toMatch(refused);
    expect(await refusal(sql`delete from bills where id = ${billId}`)).toMatch(refused);
    expect(await refusal(sql`truncate bills, bill_lines, bill_prints`)).toMatch(refused);
  });

  it("still holds it exactly as it was issued", async () => {
    const rows = (await raw(
      sql`select b.total_paisa, l.name, (select count(*)::int from bill_prints p where p.bill_id = b.id) as prints
          from bills b join bill_lines l on l.bill_id = b.id where b.id = ${billId}`,
    )) as unknown as { rows: { total_paisa: string | number; name: string; prints: number }[] };
    expect(rows.rows).toEqual([{ total_paisa: expect.anything(), name: "Raw SSD", prints: 1 }]);
    expect(Number(rows.rows[0]!.total_paisa)).toBe(100000);
  });

  it("refuses a second bill for the same order", async () => {
    expect(
      await refusal(sql`insert into bills (kind, fiscal_year, sequence, number, order_id, issued_at, tax_registration,
          shop_name, buyer_name, taxable_paisa, vat_paisa, total_paisa, payment_method)
        select 'bill', '2083/84', 2, '2083/84-000002', order_id, now(), 'pan', 'Shop', 'Buyer', 1, 0, 1, 'cash'
        from bills where id = ${billId}`),
    ).toMatch(/bills_one_per_order/);
  });
});
