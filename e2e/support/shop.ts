import type { DeliveryArea } from "@shop/shared/delivery";
import type { Order } from "@shop/shared/orders";
import type { Product } from "@shop/shared/products";
import type { BrowserContext } from "playwright-core";
import { baseUrl } from "./browser.ts";
import { apiLogin, type Session } from "./session.ts";

async function api<T>(
  path: string,
  init: RequestInit = {},
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set("content-type", "application/json");
  if (token) headers.set("authorization", `Bearer ${token}`);
  const res = await fetch(`${baseUrl()}/api${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as T };
}

/** The delivery areas shoppers can choose (active ones), as the checkout reads them. */
export async function deliveryAreas(): Promise<DeliveryArea[]> {
  const { body } = await api<{ data: DeliveryArea[] }>("/delivery-areas/get-all");
  return body.data;
}

export async function deliveryArea(name: string): Promise<DeliveryArea> {
  const found = (await deliveryAreas()).find((a) => a.name === name);
  if (!found) throw new Error(`${name} is not a delivery area`);
  return found;
}

export async function catalog(): Promise<Product[]> {
  const { body } = await api<{ data: Product[] }>("/products/get-all");
  return body.data;
}

export async function product(id: number): Promise<Product> {
  const found = (await catalog()).find((p) => p.id === id);
  if (!found) throw new Error(`product ${id} is not on sale`);
  return found;
}

/** A shopper of this journey's own, registered and logged in through the API. */
export async function shopperSession(label: string): Promise<Session> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shop.test`;
  const password = "shopper-pass-2024";
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const created = await api<{ status: number }>("/users/create", {
    method: "POST",
    body: JSON.stringify({ fullName: `Sita ${label}`, email, phone, password }),
  });
  if (created.status !== 200) throw new Error(`registering a shopper failed with ${created.status}`);
  return apiLogin(email, password);
}

/** Puts lines into the browser's persisted cart (Zustand persist format), once per tab. */
export async function seedCart(
  context: BrowserContext,
  lines: { product: Product; orderedQuantity: number }[],
) {
  const state = {
    state: { lines: lines.map((l) => ({ ...l.product, orderedQuantity: l.orderedQuantity })) },
    version: 0,
  };
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("e2eCartSeeded")) {
      sessionStorage.setItem("e2eCartSeeded", "1");
      localStorage.setItem("cart", value);
    }
  }, JSON.stringify(state));
}

/** Places an order through the API, as the checkout screen does. */
export async function placeOrder(
  session: Session,
  lines: { id: number; orderedQuantity: number }[],
): Promise<Order> {
  const { status, body } = await api<{ data: Order; message?: string }>(
    "/orders/create",
    {
      method: "POST",
      body: JSON.stringify({
        orderForm: {
          deliveryType: "store",
          phoneNumber: "9800000001",
          city: "",
          chowkName: "",
          famousLandMark: "",
        },
        products: lines,
        token: session.token,
      }),
    },
    session.token,
  );
  if (status !== 200) throw new Error(`placing an order failed: ${status} ${body.message}`);
  return body.data;
}

export async function dashboardFigure<T>(session: Session, name: string, field = name): Promise<T> {
  const { body } = await api<Record<string, T>>(`/dashboard/get-${name}`, {}, session.token);
  return body[field] as T;
}

/** The owner moves an order to a status (Approved, Rejected, On the way, Completed) through the API. */
export async function setOrderStatus(session: Session, id: number, status: string): Promise<void> {
  const { status: code, body } = await api<{ message?: string }>(
    `/orders/updateStatus/${id}?status=${encodeURIComponent(status)}`,
    { method: "PATCH" },
    session.token,
  );
  if (code !== 200) throw new Error(`status ${status} refused: ${code} ${body.message}`);
}
