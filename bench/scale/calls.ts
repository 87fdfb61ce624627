import type { Probes } from "./data.ts";

/** The budgets on PostgreSQL (the embedded database gets twice each time). */
export const SCALE_BUDGETS = {
  shopperColdMs: 100,
  shopperWarmMs: 10,
  shopperBytes: 50 * 1024,
  ownerMs: 300,
  wholeListItems: 1000,
  csvFirstByteMs: 1000,
  csvMemoryMb: 100,
  backupSeconds: 180,
  restoreSeconds: 600,
  peakMb: { PostgreSQL: 300, PGlite: 600 },
  pgliteStartMs: 3000,
};

/** Whose token the call carries. */
export type Who = "shopper" | "admin" | "busiest";

/**
 * What a "cold" sample sells just before the call, so the call's answer is no longer in memory:
 * a product the answer shows, the best seller, or an order of the customer whose history is read.
 */
export type Sale = "shown" | "best-seller" | "own";

export interface Call {
  name: string;
  group: "shoppers" | "owner";
  /** Addresses under the shop's origin; several are asked at once (a screen of several calls). */
  paths: (p: Probes, today: Date) => string[];
  who: Who;
  sale: Sale;
}

const page24 = "page=1&pageSize=24";
const day = (d: Date) => d.toISOString().slice(0, 10);

export const CALLS: Call[] = [
  {
    name: "catalog, first page",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?${page24}`],
  },
  {
    name: "catalog, page 40",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => ["/api/products/get-all?page=40&pageSize=24"],
  },
  {
    name: "a category",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?category=Laptop&${page24}`],
  },
  {
    name: "a search (model number)",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?q=rtx%204060&${page24}`],
  },
  {
    name: "a misspelled search",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?q=samsng%20980&${page24}`],
  },
  {
    name: "a sort (price, low to high)",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?sort=price-asc&${page24}`],
  },
  {
    name: "a sort (name, A to Z)",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?sort=name&${page24}`],
  },
  {
    name: "a filter (brand and price range)",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [
      `/api/products/get-all?category=Laptop&brand=Lenovo&minPrice=80000&maxPrice=150000&sort=price-desc&${page24}`,
    ],
  },
  {
    name: "search, category and sort together",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => [`/api/products/get-all?q=ssd%201tb&category=Computer%20Parts&sort=price-asc&${page24}`],
  },
  {
    name: "best sellers",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: () => ["/api/orders/getPopular-products"],
  },
  {
    name: "a product (API)",
    group: "shoppers",
    who: "shopper",
    sale: "shown",
    paths: (p) => [`/api/products/get/${p.bestSeller}`],
  },
  {
    name: "a product's page (HTML)",
    group: "shoppers",
    who: "shopper",
    sale: "best-seller",
    paths: (p) => [`/singleProduct/${p.bestSeller}`],
  },
  {
    name: "a customer's order history, first page",
    group: "shoppers",
    who: "busiest",
    sale: "own",
    paths: (p) => [`/api/orders/get-customerOrders/${p.busiest.id}?page=1&pageSize=10`],
  },
  {
    name: "order desk, first page",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/orders/get-all?page=1&pageSize=25"],
  },
  {
    name: "order desk, Pending tab",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/orders/get-all?status=Pending&page=1&pageSize=25"],
  },
  {
    name: "order desk, Completed tab",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/orders/get-all?status=Completed&page=1&pageSize=25"],
  },
  {
    name: "order desk, search by phone",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/orders/get-all?q=${p.phone}&page=1&pageSize=25`],
  },
  {
    name: "order desk, search by part of a phone",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/orders/get-all?q=${p.phone.slice(-6)}&page=1&pageSize=25`],
  },
  {
    name: "order desk, search by name",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/orders/get-all?q=${encodeURIComponent(p.name)}&page=1&pageSize=25`],
  },
  {
    name: "order desk, search by order number",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/orders/get-all?q=%23${p.orderId}&page=1&pageSize=25`],
  },
  {
    name: "order desk, page 1,000",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/orders/get-all?page=1000&pageSize=25"],
  },
  {
    name: "order desk, a quarter's dates",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (_, today) => {
      const from = new Date(today.getTime() - 400 * 86_400_000);
      const to = new Date(from.getTime() + 90 * 86_400_000);
      return [`/api/orders/get-all?from=${day(from)}&to=${day(to)}&page=1&pageSize=25`];
    },
  },
  {
    name: "dashboard screen (its six calls at once)",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () =>
      ["DailySales", "DailyOrders", "MonthlySalesWholeYear", "PendingOrders", "LowStock", "Waiting"].map(
        (name) => `/api/dashboard/get-${name}`,
      ),
  },
  {
    name: "a best seller's stock history, first page",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/products/get-history/${p.bestSeller}?page=1&pageSize=25`],
  },
  {
    name: "admin product list, searched",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/products/get-all?q=vivobook&page=1&pageSize=25"],
  },
  {
    name: "admin product list, low stock",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/products/get-all?status=low-stock&page=1&pageSize=25"],
  },
  {
    name: "users, first page",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/users/get-all?page=1&pageSize=25"],
  },
  {
    name: "users, searched",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: (p) => [`/api/users/get-all?q=${encodeURIComponent(p.name)}&page=1&pageSize=25`],
  },
  {
    // Under three letters no trigram index helps: every customer is read.
    name: "users, searched by two letters",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/users/get-all?q=ra&page=1&pageSize=25"],
  },
  {
    name: "messages, first page",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/message/get-all?page=1&pageSize=25"],
  },
  {
    name: "messages, searched",
    group: "owner",
    who: "admin",
    sale: "best-seller",
    paths: () => ["/api/message/get-all?q=warranty&page=1&pageSize=25"],
  },
];

/** The calls the original description answers with a whole list: capped at 1,000 items. */
export const WHOLE_LISTS: { name: string; path: (p: Probes) => string; who: Who }[] = [
  { name: "products/get-all, a shopper", path: () => "/api/products/get-all", who: "shopper" },
  { name: "products/get-all, the owner", path: () => "/api/products/get-all", who: "admin" },
  { name: "orders/get-all", path: () => "/api/orders/get-all", who: "admin" },
  { name: "users/get-all", path: () => "/api/users/get-all", who: "admin" },
  {
    name: "products/get-history, a best seller",
    path: (p) => `/api/products/get-history/${p.bestSeller}`,
    who: "admin",
  },
  {
    name: "orders/get-customerOrders, the busiest customer",
    path: (p) => `/api/orders/get-customerOrders/${p.busiest.id}`,
    who: "busiest",
  },
];
