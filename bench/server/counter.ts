import { api, rawRequest } from "./shop.ts";

/**
 * A sale at the counter as the owner makes it, call by call: three searches (what a scanner types,
 * the model of each product), then the sale of the three lines. One owner at a time, so each call
 * is timed on its own: its answer time is what the owner waits for at the counter.
 */
const LINES = 3;

export interface CounterTimes {
  search: number[];
  complete: number[];
  sales: number;
}

/** Three products on sale with a model to scan, restocked so the run never runs out. */
async function counterProducts(base: string, adminToken: string) {
  const all = await api<{ id: number; model: string; deleted: boolean }[]>(base, "/api/products/get-all", {
    token: adminToken,
  });
  const chosen = all.filter((p) => !p.deleted && p.model && p.id !== 1).slice(0, LINES);
  for (const p of chosen)
    await api(base, `/api/products/add-quantity/${p.id}?quantity=100000&remarks=bench%20counter`, {
      method: "PATCH",
      token: adminToken,
    });
  return chosen;
}

async function timed(url: string, init: Parameters<typeof rawRequest>[1]): Promise<[number, number]> {
  const start = performance.now();
  const answer = await rawRequest(url, init);
  return [performance.now() - start, answer.status];
}

export async function counterSales(base: string, adminToken: string, seconds: number): Promise<CounterTimes> {
  const products = await counterProducts(base, adminToken);
  const headers = { authorization: `Bearer ${adminToken}`, "accept-encoding": "br, gzip" };
  const times: CounterTimes = { search: [], complete: [], sales: 0 };
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (const p of products) {
      const q = encodeURIComponent(p.model);
      const [ms, status] = await timed(
        `${base}/api/products/get-all?q=${q}&status=active&page=1&pageSize=8`,
        { headers },
      );
      if (status !== 200) throw new Error(`counter search answered ${status}`);
      times.search.push(ms);
    }
    const [ms, status] = await timed(`${base}/api/counter/create`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        lines: products.map((p) => ({ id: p.id, quantity: 1 })),
        paymentMethod: "cash",
        received: 1_000_000,
      }),
    });
    if (status !== 200) throw new Error(`counter sale answered ${status}`);
    times.complete.push(ms);
    times.sales += 1;
  }
  return times;
}

export function p99(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}
