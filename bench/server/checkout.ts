import { MAX_STOCK } from "@shop/shared/stock";
import { ADMIN, api } from "./shop.ts";

const CUSTOMER = {
  fullName: "Bench Customer",
  email: "bench-customer@shop.test",
  phone: "9800000001",
  password: "bench-customer-password",
};

/** The product every checkout takes one piece of. */
export const CHECKOUT_PRODUCT = 1;

export const checkoutBody = {
  orderForm: { deliveryType: "store", phoneNumber: CUSTOMER.phone },
  products: [{ id: CHECKOUT_PRODUCT, orderedQuantity: 1 }],
};

async function login(base: string, email: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, "/api/auth/login", {
    method: "POST",
    body: { email, password },
  });
  return token;
}

/** An admin token, a customer's token, and enough stock for every order the run can place. */
export async function prepareCheckout(base: string) {
  const adminToken = await login(base, ADMIN.email, ADMIN.password);
  await api(base, "/api/users/create", { method: "POST", body: CUSTOMER });
  const customerToken = await login(base, CUSTOMER.email, CUSTOMER.password);
  // Through the restock call, so the stock history records it like any delivery. Up to the most a
  // product may hold: the restock call refuses anything past it.
  const { quantity } = await api<{ quantity: number }>(base, `/api/products/get/${CHECKOUT_PRODUCT}`);
  if (quantity < MAX_STOCK)
    await api(
      base,
      `/api/products/add-quantity/${CHECKOUT_PRODUCT}?quantity=${MAX_STOCK - quantity}&remarks=bench`,
      {
        method: "PATCH",
        token: adminToken,
      },
    );
  return { adminToken, customerToken };
}

/**
 * Products whose stock is not the sum of their stock history (every restock, order and cancel
 * writes a history row), with both figures. Empty when stock and history agree.
 */
export async function stockMismatches(base: string, adminToken: string) {
  await settled(base);
  const all = await api<{ id: number; quantity: number }[]>(base, "/api/products/get-all", {
    token: adminToken,
  });
  const mismatches: { id: number; quantity: number; history: number }[] = [];
  for (const product of all) {
    // Page by page: a whole list stops at 1,000 rows, and the checkout product has more.
    let sum = 0;
    for (let page = 1; ; page++) {
      const history = await api<{ items: { quantity: number }[]; total: number }>(
        base,
        `/api/products/get-history/${product.id}?page=${page}&pageSize=100`,
        { token: adminToken },
      );
      sum += history.items.reduce((total, row) => total + row.quantity, 0);
      if (page * 100 >= history.total) break;
    }
    if (sum !== product.quantity)
      mismatches.push({ id: product.id, quantity: product.quantity, history: sum });
  }
  return { products: all.length, mismatches };
}

/**
 * Waits until checkouts still in flight when the load stopped have finished (the stock of the
 * checkout product stays the same for a second), so stock and history are read at rest.
 */
async function settled(base: string): Promise<void> {
  const stock = async () =>
    (await api<{ quantity: number }>(base, `/api/products/get/${CHECKOUT_PRODUCT}`)).quantity;
  let last = await stock();
  for (let i = 0; i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await stock();
    if (now === last) return;
    last = now;
  }
}
