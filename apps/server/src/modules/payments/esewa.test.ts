import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATOR_KEYS } from "../../../../../tools/gateway-simulator/keys.ts";
import { esewaSignature, readEsewaData } from "./esewa.ts";
import {
  arrive,
  attemptsOf,
  checksAt,
  logOf,
  orderToPay,
  type PaymentsWorld,
  paymentOf,
  paymentsWorld,
  startEsewa,
  startPayment,
} from "./payments-test-helpers.ts";

// The shop's eSewa provider against the simulator over real HTTP: the signed form, the success
// return's signed data, and the status check.
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(async () => {
  await w.close();
});

/** A success address carrying this JSON as eSewa's base64 `data`. */
function successWith(fields: Record<string, string>): string {
  return `http://shop.test/api/payments/esewa/success?data=${encodeURIComponent(Buffer.from(JSON.stringify(fields)).toString("base64"))}`;
}

/** The data of a success return, decoded. */
function dataOf(location: string): Record<string, string> {
  return JSON.parse(Buffer.from(new URL(location).searchParams.get("data")!, "base64").toString("utf8"));
}

/** Signs fields as eSewa (or anyone holding the secret) would. */
function signed(fields: Record<string, string>, secret: string = SIMULATOR_KEYS.esewaSecretKey) {
  const names = fields.signed_field_names!.split(",");
  return { ...fields, signature: esewaSignature(fields, names, secret) };
}

describe("paying with eSewa", () => {
  it("builds a signed form, checks the signed return and eSewa's status, and marks the order paid", async () => {
    const { order, shopper } = await orderToPay(w, "esewa", 1_255_050);
    const started = await startPayment(w, order.id, "esewa", shopper);
    const { formUrl, fields } = started.json().data as { formUrl: string; fields: Record<string, string> };
    expect(formUrl).toBe(`${w.sim.url}/esewa/api/epay/main/v2/form`);
    const [attempt] = await attemptsOf(w, order.id);
    expect(fields).toMatchObject({
      amount: "12550.50",
      tax_amount: "0",
      product_service_charge: "0",
      product_delivery_charge: "0",
      total_amount: "12550.50",
      transaction_uuid: attempt!.id,
      product_code: "EPAYTEST",
      success_url: "http://shop.test/api/payments/esewa/success",
      failure_url: `http://shop.test/api/payments/esewa/failure?attempt=${attempt!.id}`,
      signed_field_names: "total_amount,transaction_uuid,product_code",
    });
    // The signature of eSewa's published example, to the character.
    expect(
      createHmac("sha256", SIMULATOR_KEYS.esewaSecretKey)
        .update(`total_amount=12550.50,transaction_uuid=${attempt!.id},product_code=EPAYTEST`)
        .digest("base64"),
    ).toBe(fields.signature);
    const page = await fetch(formUrl, { method: "POST", body: new URLSearchParams(fields) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay Rs 12,550.5");

    const success = w.sim.esewaPay(attempt!.id);
    expect(dataOf(success)).toMatchObject({
      status: "COMPLETE",
      total_amount: "12,550.5",
      product_code: "EPAYTEST",
    });
    expect(await arrive(w, success)).toEqual({ status: 303, to: `/order/${order.id}?payment=paid` });
    const ref = w.sim.esewa.get(attempt!.id)!.refId;
    expect(await paymentOf(w, order.id, shopper)).toEqual({
      method: "esewa",
      status: "paid",
      paidAmount: 12_550.5,
      refundedAmount: 0,
      gatewayRef: ref,
    });

    // The same data again (a replay, a reload) changes nothing and shows the same page.
    expect(await arrive(w, success)).toEqual({ status: 303, to: `/order/${order.id}?payment=paid` });
    expect((await logOf(w, order.id)).map((r) => r.outcome)).toEqual(["started", "paid", "already_paid"]);
    expect((await attemptsOf(w, order.id))[0]).toMatchObject({ state: "paid", gatewayTxnId: ref });
  });

  it("takes a cancel on eSewa's page back to the order, not paid", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    expect(await arrive(w, w.sim.esewaCancel(uuid))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=failed`,
    });
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
  });

  it.each([
    ["COMPLETE", "paid", "paid"],
    ["PENDING", "pending", "pending"],
    ["AMBIGUOUS", "pending", "pending"],
    ["NOT_FOUND", "pending", "pending"],
    ["CANCELED", "failed", "unpaid"],
    ["FULL_REFUND", "failed", "unpaid"],
    ["PARTIAL_REFUND", "failed", "unpaid"],
  ] as const)("reads a status check answering %s as %s", async (status, outcome, orderStatus) => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    const success = w.sim.esewaPay(uuid);
    w.sim.setEsewa(uuid, { status });
    expect(await arrive(w, success)).toEqual({ status: 303, to: `/order/${order.id}?payment=${outcome}` });
    expect((await paymentOf(w, order.id, shopper)).status).toBe(orderStatus);
  });

  it("gives up a payment eSewa never saw only after its payment page has surely closed", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    await startEsewa(w, order.id, shopper);
    // eSewa's advice: check after five minutes. NOT_FOUND then may still be a shopper typing.
    await checksAt(w, new Date(Date.now() + 6 * 60_000));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("pending");
    await checksAt(w, new Date(Date.now() + 70 * 60_000));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
    expect((await logOf(w, order.id)).map((r) => r.outcome)).toEqual(["started", "pending", "failed"]);
  });
});

describe("success returns that are not what they claim", () => {
  it.each([
    [
      "data that is base64 but not JSON",
      () => `data=${encodeURIComponent(Buffer.from("not json").toString("base64"))}`,
    ],
    ["data that is a JSON list", () => `data=${encodeURIComponent(Buffer.from("[1,2]").toString("base64"))}`],
    ["no data at all", () => ""],
  ])("refuses %s with a redirect, marking nothing and logging it", async (_what, query) => {
    const res = await w.t.app.inject({ method: "GET", url: `/api/payments/esewa/success?${query()}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/profile?payment=refused");
  });

  it("answers 400 for data that is not base64", async () => {
    const res = await w.t.app.inject({
      method: "GET",
      url: "/api/payments/esewa/success?data=%25%25not-base64",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("data must be base64");
  });

  it("refuses a signature off by one character, even for a payment eSewa completed", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    const data = dataOf(w.sim.esewaPay(uuid));
    const signature = data.signature!;
    const last = signature.at(-2) === "A" ? "B" : "A";
    const forged = { ...data, signature: `${signature.slice(0, -2)}${last}${signature.at(-1)}` };
    expect(await arrive(w, successWith(forged))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=refused`,
    });
    expect((await paymentOf(w, order.id, shopper)).status).toBe("pending");
    expect((await logOf(w, order.id)).at(-1)).toMatchObject({ event: "return", outcome: "refused" });
    expect((await logOf(w, order.id)).at(-1)!.detail).toContain("bad signature");
  });

  it("refuses data that leaves the amount out of its signature", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    const data = dataOf(w.sim.esewaPay(uuid));
    const forged = signed({
      ...data,
      total_amount: "1.0",
      signed_field_names: "transaction_uuid,product_code,status",
    });
    expect(await arrive(w, successWith(forged))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=refused`,
    });
    expect((await logOf(w, order.id)).at(-1)!.detail).toContain("the signature does not cover total_amount");
  });

  it("refuses a payment to another merchant, though properly signed", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    const data = dataOf(w.sim.esewaPay(uuid));
    expect(await arrive(w, successWith(signed({ ...data, product_code: "OTHERSHOP" })))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=refused`,
    });
    // And a status check that names another merchant pays nothing either.
    w.sim.setEsewa(uuid, { statusProductCode: "OTHERSHOP" });
    expect(await arrive(w, w.sim.esewaSuccessOf(uuid))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=refused`,
    });
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
  });

  it("refuses a status check whose amount differs by one paisa", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    const success = w.sim.esewaPay(uuid);
    w.sim.setEsewa(uuid, { statusAmount: "12399.99" });
    expect(await arrive(w, success)).toEqual({ status: 303, to: `/order/${order.id}?payment=refused` });
    expect((await paymentOf(w, order.id, shopper)).paidAmount).toBe(0);
    expect((await attemptsOf(w, order.id))[0]!.state).toBe("refused");
  });

  it("marks nothing for a transaction this shop never started", async () => {
    const forged = signed({
      transaction_code: "0001ABC",
      status: "COMPLETE",
      total_amount: "100.0",
      transaction_uuid: "00000000-0000-4000-8000-000000000000",
      product_code: "EPAYTEST",
      signed_field_names:
        "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
    });
    expect(await arrive(w, successWith(forged))).toEqual({ status: 303, to: "/profile?payment=refused" });
  });

  it("does not fail a payment on a forged failure return while eSewa has not settled it", async () => {
    const { order, shopper } = await orderToPay(w, "esewa");
    const uuid = await startEsewa(w, order.id, shopper);
    expect(await arrive(w, `http://shop.test/api/payments/esewa/failure?attempt=${uuid}`)).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=pending`,
    });
    // The shopper then pays after all: the order is paid.
    expect(await arrive(w, w.sim.esewaPay(uuid))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=paid`,
    });
  });
});

describe("the shop's pages", () => {
  it("may post a form to eSewa's payment page, and to no other site", async () => {
    const res = await w.t.app.inject({ method: "GET", url: "/api/payments/options" });
    expect(res.json().data).toEqual({ gateways: ["khalti", "esewa"] });
    expect(res.headers["content-security-policy"]).toContain(`form-action 'self' ${w.sim.url}`);
  });
});

describe("reading eSewa's data", () => {
  it("checks the fields signed_field_names lists, in that order", () => {
    const fields = signed({
      transaction_code: "000AWEO",
      status: "COMPLETE",
      total_amount: "1,000.0",
      transaction_uuid: "250610-162413",
      product_code: "EPAYTEST",
      signed_field_names:
        "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
    });
    const data = Buffer.from(JSON.stringify(fields)).toString("base64");
    expect(readEsewaData(data, SIMULATOR_KEYS.esewaSecretKey)).toMatchObject({ ok: true });
    expect(readEsewaData(data, "another-secret")).toMatchObject({ ok: false, reason: "bad signature" });
    // The same values, signed in another order, are not the same signature.
    const reordered = {
      ...fields,
      signed_field_names:
        "status,transaction_code,total_amount,transaction_uuid,product_code,signed_field_names",
    };
    const reorderedData = Buffer.from(JSON.stringify(reordered)).toString("base64");
    expect(readEsewaData(reorderedData, SIMULATOR_KEYS.esewaSecretKey)).toMatchObject({ ok: false });
  });
});
