import type { Category } from "@shop/shared/constants";
import type { ProductPage } from "@shop/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillShop } from "../../test/scale-data.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct, setProductDeleted } from "./products-service.ts";

/**
 * The catalog search as shoppers type it: model numbers without their spaces, misspelled brands
 * and words, among a shop's worth of other products. Every expectation holds on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL): the same first result, the same order.
 */

let t: TestApp;
let admin: Record<string, string>;
const ids = new Map<string, number>();

/** Prices in rupees where the filters' tests need them; the rest cost 50,000. */
const PRICES: Record<string, number> = {
  "GeForce RTX 4060 Graphics Card": 52_000,
  "GeForce RTX 4060 Ti 8GB Graphics Card": 65_000,
  "VivoBook 15 Laptop": 85_000,
  "Archer AX23 Wi-Fi 6 Router": 9_000,
  Switch: 45_000,
  "Switch OLED": 55_000,
  "TL-SG108 8-Port Gigabit Switch": 3_500.5,
};

const CATALOG: { name: string; brand: string; model: string; category: Category }[] = [
  {
    name: "GeForce RTX 4060 Graphics Card",
    brand: "MSI",
    model: "Ventus 2X 8G OC",
    category: "Computer Parts",
  },
  {
    name: "GeForce RTX 4060 Ti 8GB Graphics Card",
    brand: "ASUS",
    model: "DUAL-RTX4060TI-O8G",
    category: "Computer Parts",
  },
  { name: "980 NVMe SSD 1TB", brand: "Samsung", model: "MZ-V8V1T0BW", category: "Computer Parts" },
  { name: "980 PRO NVMe SSD 1TB", brand: "Samsung", model: "MZ-V8P1T0BW", category: "Computer Parts" },
  { name: "Fury Beast 16GB DDR4 RAM", brand: "Kingston", model: "KF432C16BB/16", category: "Computer Parts" },
  { name: "Core i5-12400F Processor", brand: "Intel", model: "BX8071512400F", category: "Computer Parts" },
  { name: "VivoBook 15 Laptop", brand: "ASUS", model: "X1504VA", category: "Laptop" },
  {
    name: "Archer AX23 Wi-Fi 6 Router",
    brand: "TP-Link",
    model: "Archer AX23",
    category: "Networking items",
  },
  { name: "Switch", brand: "Nintendo", model: "HAC-001", category: "Gaming Console" },
  { name: "Switch OLED", brand: "Nintendo", model: "HEG-001", category: "Gaming Console" },
  {
    name: "TL-SG108 8-Port Gigabit Switch",
    brand: "TP-Link",
    model: "TL-SG108",
    category: "Networking items",
  },
  { name: "Crème Brûlée Edition Mouse", brand: "Logitech", model: "M-CB1", category: "Computer Parts" },
  { name: "Retired Gaming Laptop", brand: "Acer", model: "Nitro 5 Old", category: "Laptop" },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
  for (const p of CATALOG) {
    const row = await createProduct(
      t.app.db,
      {
        ...p,
        pricePaisa: Math.round((PRICES[p.name] ?? 50_000) * 100),
        youSavedPaisa: 0,
        quantity: 5,
        description: "",
        mainFile: "0123456789abcdef0123456789abcdef.webp",
      },
      null,
    );
    ids.set(p.name, row.id);
  }
  await setProductDeleted(t.app.db, ids.get("Retired Gaming Laptop")!, true);
});
afterAll(() => t.close());

async function search(
  q: string,
  headers: Record<string, string> = {},
  extra = "&page=1",
): Promise<ProductPage> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/products/get-all?q=${encodeURIComponent(q)}&pageSize=24${extra}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const names = (page: ProductPage) => page.items.map((p) => p.name);

describe("the catalog search finds what shoppers type", () => {
  it.each([
    ["rtx4060", "GeForce RTX 4060 Graphics Card"],
    ["RTX-4060", "GeForce RTX 4060 Graphics Card"],
    ["rtx 4060 ti", "GeForce RTX 4060 Ti 8GB Graphics Card"],
    ["rtx4060ti", "GeForce RTX 4060 Ti 8GB Graphics Card"],
    ["samsng 980", "980 NVMe SSD 1TB"],
    ["samsung 980 pro", "980 PRO NVMe SSD 1TB"],
    ["kingstn ram", "Fury Beast 16GB DDR4 RAM"],
    ["lpatop", "VivoBook 15 Laptop"],
    ["vivobok", "VivoBook 15 Laptop"],
    ["x1504va", "VivoBook 15 Laptop"],
    ["i5-12400f", "Core i5-12400F Processor"],
    ["i5 12400", "Core i5-12400F Processor"],
    ["wifi 6 router", "Archer AX23 Wi-Fi 6 Router"],
    ["gigabit swich", "TL-SG108 8-Port Gigabit Switch"],
    ["creme brulee", "Crème Brûlée Edition Mouse"],
    ["price of rtx 4060 ti in nepal", "GeForce RTX 4060 Ti 8GB Graphics Card"],
    ["ssd", "980 NVMe SSD 1TB"],
    ["asus laptop for students", "VivoBook 15 Laptop"],
  ])("%s: %s first", async (q, first) => {
    const page = await search(q);
    expect(page.items[0]?.name).toBe(first);
    expect(page.suggestions).toBeUndefined();
  });

  it("ranks an exact name first, then names that start with the search, then the rest", async () => {
    expect(names(await search("switch"))).toEqual([
      "Switch",
      "Switch OLED",
      "TL-SG108 8-Port Gigabit Switch",
    ]);
  });

  it("ranks an exact model number first", async () => {
    expect(names(await search("tl-sg108"))[0]).toBe("TL-SG108 8-Port Gigabit Switch");
    expect(names(await search("archer ax23"))[0]).toBe("Archer AX23 Wi-Fi 6 Router");
  });

  it("searches the category and the brand too", async () => {
    expect(names(await search("gaming console")).sort()).toEqual(["Switch", "Switch OLED"]);
    expect(names(await search("nintendo oled"))).toEqual(["Switch OLED"]);
  });

  it("never guesses a number: a model number the shop does not have finds nothing", async () => {
    const page = await search("rtx 9090");
    expect(page.total).toBe(0);
    expect(page.suggestions).toContain("rtx");
  });

  it("finds nothing for a search of things the shop does not sell, however many words it knows", async () => {
    expect((await search("nintendo toaster blender")).total).toBe(0);
    expect((await search("switch qwzx")).total).toBe(0);
    expect((await search("retired gaming laptop")).total).toBe(0);
  });

  it("hides deleted products from shoppers and shows them to the owner", async () => {
    expect((await search("retired")).total).toBe(0);
    expect(names(await search("retired", admin))).toEqual(["Retired Gaming Laptop"]);
  });

  it("offers 'Did you mean' when nothing matches", async () => {
    const both = await search("samsung rtx");
    expect(both.total).toBe(0);
    expect(both.items).toEqual([]);
    // Each word alone finds two products: in the order of their words.
    expect(both.suggestions?.slice(0, 2)).toEqual(["rtx", "samsung"]);
    const typo = await search("vivobook 15 laptp pro");
    expect(typo.total).toBe(0);
    expect(typo.suggestions?.[0]).toBe("vivobook 15 laptop");
  });

  it("keeps other filters with the search", async () => {
    expect(names(await search("asus", {}, "&page=1&category=Laptop"))).toEqual(["VivoBook 15 Laptop"]);
    expect(names(await search("asus", {}, "&page=1&sort=price-asc"))).toHaveLength(2);
  });
});

describe("the catalog's filters and sorts, with or without a search", () => {
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/products/get-all?page=1&pageSize=24&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProductPage;
  };

  it("filters by brand, whatever its case, and with a search", async () => {
    expect(names(await list("brand=tp-link&sort=name"))).toEqual([
      "Archer AX23 Wi-Fi 6 Router",
      "TL-SG108 8-Port Gigabit Switch",
    ]);
    expect(names(await list("brand=TP-Link&q=switch"))).toEqual(["TL-SG108 8-Port Gigabit Switch"]);
    expect((await list("brand=Nokia")).total).toBe(0);
  });

  it("filters by a price range in rupees, both ends included, with the category and a sort", async () => {
    expect(names(await list("minPrice=52000&maxPrice=65000&sort=price-desc"))).toEqual([
      "GeForce RTX 4060 Ti 8GB Graphics Card",
      "Switch OLED",
      "GeForce RTX 4060 Graphics Card",
    ]);
    expect(names(await list("category=Gaming Console&maxPrice=50000"))).toEqual(["Switch"]);
    expect(names(await list("maxPrice=3500.50"))).toEqual(["TL-SG108 8-Port Gigabit Switch"]);
    expect(names(await list("maxPrice=3500.49"))).toEqual([]);
    expect(names(await list("q=rtx 4060&minPrice=60000"))).toEqual(["GeForce RTX 4060 Ti 8GB Graphics Card"]);
  });

  it("sorts by name", async () => {
    const sorted = names(await list("category=Gaming Console&sort=name"));
    expect(sorted).toEqual(["Switch", "Switch OLED"]);
    const all = names(await list("sort=name"));
    // In byte order of the lower-case name, whatever the database's collation.
    const lower = (s: string) => s.toLowerCase();
    expect(all).toEqual([...all].sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)));
    // A page is the same rows in the same order as the whole list.
    const res = await t.app.inject({ url: "/api/products/get-all?sort=name&page=2&pageSize=5" });
    expect(names(res.json().data)).toEqual(all.slice(5, 10));
  });

  it.each([
    ["minPrice=70000&maxPrice=60000", /Lowest price must not be above highest price/],
    ["minPrice=-1", /Lowest price must be at least 0/],
    ["maxPrice=abc", /Highest price must be a number/],
    ["maxPrice=10.001", /Highest price can have at most two decimals/],
    ["minPrice=1000000000000", /Lowest price must be at most/],
    ["minPrice=1e3", /Lowest price must be a number/],
    ["maxPrice=0x10", /Highest price must be a number/],
    [`brand=${"b".repeat(101)}`, /Brand must be at most 100 characters/],
    ["brand=a%00b", /Brand/],
    ["sort=cheapest", /Sort must be one of: newest, price-asc, price-desc, name/],
  ])("refuses %s, naming the field", async (query, message) => {
    const res = await t.app.inject({ url: `/api/products/get-all?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe("bad searches get a clear answer, never a 500", () => {
  it("refuses a search of 10,000 characters, naming the field", async () => {
    const res = await t.app.inject({ url: `/api/products/get-all?q=${"a".repeat(10_000)}&page=1` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/search/i);
  });

  it.each([
    "!!!",
    "...---...",
    "%",
    "_",
    "\\",
    "'",
    '"',
    "%' or 1=1 --",
    "'; drop table products; --",
    ".*",
    "(a|b)+$",
    "[[:alpha:]]",
    "!rtx & 4060",
    "rtx:*",
    "<->",
  ])("takes %s as text: an empty page or what it names, nothing else", async (q) => {
    const page = await search(q);
    expect(page.page).toBe(1);
    expect(page.items.length).toBe(page.total);
  });

  it.each(["a\u0000b", "rtx\u0007", "line\nbreak"])(
    "refuses control characters (%j) with a 400",
    async (q) => {
      const res = await t.app.inject({ url: `/api/products/get-all?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(400);
    },
  );

  it("answers a page past the end with no items and the true total", async () => {
    const page = await search("switch", {}, "&page=50");
    expect(page.items).toEqual([]);
  });

  it.each([
    "pageSize=-1",
    "pageSize=0",
    "pageSize=1000000",
    "page=-3",
    "page=abc",
    "page=0x2",
    "pageSize=1e1",
  ])("refuses %s", async (query) => {
    const res = await t.app.inject({ url: `/api/products/get-all?q=rtx&${query}` });
    expect(res.statusCode).toBe(400);
  });

  it("still has every product afterwards", async () => {
    expect((await search("", admin)).total).toBe(CATALOG.length);
  });
});

describe("among a shop's worth of products", () => {
  beforeAll(async () => {
    await fillShop(t.app.db, { products: 1500, customers: 50, orders: 300, messages: 1 });
  });

  it("still puts the exact and the closest first", async () => {
    expect(names(await search("x1504va"))[0]).toBe("VivoBook 15 Laptop");
    const [first] = (await search("samsng 980 pro")).items;
    expect([first?.brand, first?.name]).toEqual(["Samsung", expect.stringMatching(/^980 PRO /)]);
    expect(names(await search("switch"))[0]).toBe("Switch");
    const gpus = names(await search("rtx4060"));
    expect(gpus.length).toBeGreaterThan(10);
    for (const name of gpus) expect(name).toMatch(/RTX 4060/);
  });

  it("gives the same order on every database", async () => {
    const page = await search("kingstn 32gb ddr5");
    expect(page.total).toBeGreaterThan(0);
    expect(names(page).slice(0, 5)).toMatchInlineSnapshot(`
      [
        "Fury Beast 32GB DDR5 5600MHz RAM",
        "Fury Beast 32GB DDR5 6400MHz RAM",
        "Fury Renegade 32GB DDR5 6000MHz RAM",
      ]
    `);
  });
});
