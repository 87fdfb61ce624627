import { checkFields, problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { type Page, pageWanted, WHOLE_LIST_MAX } from "@shop/shared/paging";
import {
  LOW_STOCK,
  PRODUCT_FILE_FIELDS,
  type Product,
  type ProductFileField,
  type ProductHistory,
  type ProductListQuery,
  type ProductPage,
  type ProductStatus,
  productFieldsSchema,
} from "@shop/shared/products";
import { and, asc, count, desc, eq, gt, gte, lte, type SQL, sql } from "drizzle-orm";
import { type ProductRow, productColumns, products } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { insertedRow } from "../../lib/db-errors.ts";
import { fieldError, invalidForm, notFound } from "../../lib/errors.ts";
import { imageUrl, type PreparedImage, prepareImage, thumbUrl } from "../../lib/images.ts";
import type { MultipartForm } from "../../lib/multipart.ts";
import { cappedRows, type WholeList } from "../../lib/whole-list.ts";
import { releasePictures, savePicture } from "../pictures/pictures-store.ts";
import { moveStock, stockHistoryCount, stockHistoryOf } from "../stock/stock-ledger.ts";
import { planSearch, relevanceOrder, type SearchPlan, suggestionsFor } from "./product-search.ts";

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    price: paisaToRupees(row.pricePaisa),
    category: row.category,
    youSaved: paisaToRupees(row.youSavedPaisa),
    quantity: row.quantity,
    description: row.description,
    mainFileName: imageUrl(row.mainFile),
    thumbnailName: thumbUrl(row.mainFile),
    optionalFile1Name: row.optionalFile1 ? imageUrl(row.optionalFile1) : null,
    optionalFile2Name: row.optionalFile2 ? imageUrl(row.optionalFile2) : null,
    optionalFile3Name: row.optionalFile3 ? imageUrl(row.optionalFile3) : null,
    deleted: row.deleted,
    createdDate: row.createdAt.toISOString(),
    hsCode: row.hsCode,
    warrantyMonths: row.warrantyMonths,
    tracksSerials: row.tracksSerials,
    specs: row.specs,
  };
}

export interface NewProduct {
  name: string;
  brand: string;
  model: string;
  pricePaisa: number;
  youSavedPaisa: number;
  category: string;
  quantity: number;
  description: string;
  mainFile: string;
  optionalFile1?: string | null;
  optionalFile2?: string | null;
  optionalFile3?: string | null;
  hsCode?: string;
  warrantyMonths?: number;
  tracksSerials?: boolean;
  specs?: { label: string; value: string }[];
}

/**
 * Creates a product with no stock, then puts its initial stock on the shelf through the stock
 * ledger, so the first row of its history is that stock. `actorId` is null for the seed.
 */
export async function createProduct(
  db: Executor,
  input: NewProduct,
  actorId: number | null,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const row = insertedRow(
      await tx
        .insert(products)
        .values({ ...input, quantity: 0 })
        .returning(productColumns),
    );
    const moved = await moveStock(tx, [
      {
        productId: row.id,
        delta: input.quantity,
        kind: "initial_stock",
        remarks: "Stock when the product was added",
        actorId,
      },
    ]);
    return { ...row, quantity: moved.get(row.id) ?? 0 };
  });
}

/** The most brands a page offers to choose from. */
const BRANDS_MAX = 200;

export interface ListOptions extends ProductListQuery {
  includeDeleted: boolean;
}

/** The admin list's status filter as SQL (the same cut-offs as `productStatus`). */
function statusFilter(status: ProductStatus): SQL | undefined {
  switch (status) {
    case "active":
      return eq(products.deleted, false);
    case "deleted":
      return eq(products.deleted, true);
    case "out-of-stock":
      return and(eq(products.deleted, false), lte(products.quantity, 0));
    case "low-stock":
      return and(eq(products.deleted, false), gt(products.quantity, 0), lte(products.quantity, LOW_STOCK));
  }
}

/** Everything the list is limited to but the search. */
function listFilter(options: ListOptions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!options.includeDeleted) conditions.push(eq(products.deleted, false));
  if (options.status) conditions.push(statusFilter(options.status));
  if (options.category) conditions.push(eq(products.category, options.category));
  // Brands are typed by hand in the admin form: "lenovo" finds "Lenovo".
  if (options.brand) conditions.push(sql`lower(${products.brand}) = lower(${options.brand})`);
  if (options.minPrice !== undefined)
    conditions.push(gte(products.pricePaisa, rupeesToPaisa(options.minPrice)));
  if (options.maxPrice !== undefined)
    conditions.push(lte(products.pricePaisa, rupeesToPaisa(options.maxPrice)));
  return and(...conditions);
}

/** The list's filters and the search's words together (a search that can match nothing, nothing). */
function searchFilter(filter: SQL | undefined, search: SearchPlan | undefined): SQL | undefined {
  if (!search) return filter;
  return and(filter, ...(search.conditions ?? [sql`false`]));
}

function listOrder(sort: ListOptions["sort"], search: SearchPlan | undefined): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "price-asc":
      return [asc(products.pricePaisa), asc(products.id)];
    case "price-desc":
      return [desc(products.pricePaisa), asc(products.id)];
    case "name":
      // Byte order, as the index products_name_sort_idx keeps it: the same on every database
      // whatever its collation, and a page is read from the index alone.
      return [asc(sql`lower(${products.name}) collate "C"`), asc(products.id)];
    default:
      // A search without a sort of its own: the best matches first.
      return search?.conditions ? relevanceOrder(search) : [asc(products.id)];
  }
}

/** The search of `q`, when there is one. */
async function searchOf(db: Executor, options: ListOptions): Promise<SearchPlan | undefined> {
  return options.q ? planSearch(db, options.q, options.includeDeleted) : undefined;
}

/** The catalog: filtered, searched and sorted; the whole list (capped) unless a page is asked for. */
export async function listProducts(
  db: Executor,
  options: ListOptions & { page: number },
): Promise<ProductPage>;
export async function listProducts(db: Executor, options: ListOptions): Promise<WholeList<Product>>;
export async function listProducts(
  db: Executor,
  options: ListOptions,
): Promise<WholeList<Product> | ProductPage> {
  const search = await searchOf(db, options);
  const filter = listFilter(options);
  const where = searchFilter(filter, search);
  if (options.page === undefined && options.pageSize === undefined) {
    const { whole, cut } = await cappedRows(
      db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...listOrder(options.sort, search)),
    );
    return { whole: whole.map(toProduct), cut };
  }
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? 24;
  // One statement: the page's rows each carry the number of matches (a window over the whole
  // filtered list, counted before LIMIT), half the round trips of a second count query. The
  // window and the sort run over ids alone, and only the page's rows are read whole: over whole
  // rows (descriptions, specs) a page of 20,000 products took 37 ms, over ids 10 ms.
  const order = listOrder(options.sort, search);
  const pageIds = db
    .select({
      id: products.id,
      total: sql<number>`count(*) over ()`.as("total"),
      at: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("at"),
    })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_ids");
  const rows = await db
    .select({ product: productColumns, total: sql<number>`${pageIds.total}`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .orderBy(pageIds.at);
  // A page past the end has no row to carry the count: only then is it asked on its own.
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countProducts(db, where));
  const found: ProductPage = { items: rows.map((r) => toProduct(r.product)), total, page, pageSize };
  // A search that found nothing offers the names closest to it.
  if (total === 0 && search && options.q)
    found.suggestions = await suggestionsFor(db, options.q, search, filter);
  // The first page names the brands to narrow to, so a paged catalog can offer every one of them.
  if (page === 1) {
    found.brands = await brandsOf(db, searchFilter(listFilter({ ...options, brand: "" }), search));
  }
  return found;
}

/**
 * The brands among the matches with the brand left out, each once (case aside: "lenovo" and
 * "Lenovo" are one brand, as the brand filter takes them), sorted. Grouped by lower(brand), the
 * key of products_brands_idx (brands are trimmed when saved), which holds the brand beside it:
 * over the whole catalog of 20,000 products 3-10 ms from the index alone, 23 ms reading the table.
 */
async function brandsOf(db: Executor, where: SQL | undefined): Promise<string[]> {
  const key = sql`lower(${products.brand})`;
  const rows = await db
    .select({ brand: sql<string>`min(${products.brand})` })
    .from(products)
    .where(and(where, sql`${products.brand} <> ''`))
    .groupBy(key)
    .orderBy(key)
    .limit(BRANDS_MAX);
  return rows.map((r) => r.brand);
}

async function countProducts(db: Executor, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: count() }).from(products).where(where);
  return found?.n ?? 0;
}

async function findRow(db: Executor, id: number): Promise<ProductRow> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound("Product not found");
  return row;
}

/** One product; a deleted one only for an Admin. */
export async function getProduct(db: Executor, id: number, options: { includeDeleted: boolean }) {
  const row = await findRow(db, id);
  if (row.deleted && !options.includeDeleted) throw notFound("Product not found");
  return toProduct(row);
}

/** A product's stock history, newest first, with the shop's time zone beside each date. */
export async function productHistory(
  db: Executor,
  id: number,
  timeZone: string,
  query: { page?: number | undefined; pageSize?: number | undefined } = {},
): Promise<WholeList<ProductHistory> | Page<ProductHistory>> {
  await findRow(db, id);
  const shown = (rows: Awaited<ReturnType<typeof stockHistoryOf>>): ProductHistory[] =>
    rows.map((r) => ({
      id: r.id,
      quantity: r.quantity,
      changeType: r.changeType,
      remarks: r.remarks,
      createdDate: r.createdAt.toISOString(),
      localTimeZone: timeZone,
    }));
  const wanted = pageWanted(query);
  if (!wanted) {
    // The newest rows, one more than the cap to know whether the list was cut.
    const rows = await stockHistoryOf(db, id, { limit: WHOLE_LIST_MAX + 1 });
    return { whole: shown(rows.slice(0, WHOLE_LIST_MAX)), cut: rows.length > WHOLE_LIST_MAX };
  }
  const [rows, total] = await Promise.all([
    stockHistoryOf(db, id, { limit: wanted.pageSize, offset: (wanted.page - 1) * wanted.pageSize }),
    stockHistoryCount(db, id),
  ]);
  return { items: shown(rows), total, ...wanted };
}

/**
 * The quantity the form showed when it was opened (`expectedQuantity`), when the form sends it.
 * Absent or not a whole number: the quantity sent is taken as it is.
 */
function expectedQuantity(form: MultipartForm): number | undefined {
  const raw = form.fields.expectedQuantity;
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Checks the form's text fields: each bad one is marked; the first, in the shop's words, is the message. */
function parseFields(form: MultipartForm) {
  const checked = checkFields(productFieldsSchema, form.fields);
  if (!checked.ok) throw invalidForm(checked.problems);
  return checked.data;
}

/** Decodes every uploaded picture: a bad one refuses the whole form before anything is stored. */
async function preparePictures(form: MultipartForm): Promise<[ProductFileField, PreparedImage][]> {
  const prepared: [ProductFileField, PreparedImage][] = [];
  for (const field of PRODUCT_FILE_FIELDS) {
    const file = form.files.get(field);
    if (file) prepared.push([field, await prepareImage(file, field)]);
  }
  return prepared;
}

/** Stores decoded pictures in the caller's transaction: a refused form leaves none behind. */
async function savePictures(tx: Executor, prepared: [ProductFileField, PreparedImage][]) {
  const stored: Partial<Record<ProductFileField, string>> = {};
  for (const [field, image] of prepared) stored[field] = await savePicture(tx, image);
  return stored;
}

/** POST products/create: the add-product form with its pictures. */
export async function createProductFromForm(db: Db, form: MultipartForm, actorId: number) {
  const fields = parseFields(form);
  if (!form.files.has("mainFile"))
    throw invalidForm(problemsOf([{ message: MSG.fillAllField, path: ["mainFile"] }]));
  const prepared = await preparePictures(form);
  const row = await db.transaction(async (tx) => {
    const stored = await savePictures(tx, prepared);
    return createProduct(
      tx,
      {
        name: fields.name,
        brand: fields.brand ?? "",
        model: fields.model ?? "",
        pricePaisa: rupeesToPaisa(fields.price),
        youSavedPaisa: rupeesToPaisa(fields.youSaved),
        category: fields.category,
        quantity: fields.quantity,
        description: fields.description,
        mainFile: stored.mainFile!,
        optionalFile1: stored.optionalFile1 ?? null,
        optionalFile2: stored.optionalFile2 ?? null,
        optionalFile3: stored.optionalFile3 ?? null,
        hsCode: fields.hsCode ?? "",
        warrantyMonths: fields.warrantyMonths ?? 0,
        tracksSerials: fields.tracksSerials ?? false,
        specs: fields.specs ?? [],
      },
      actorId,
    );
  });
  return toProduct(row);
}

const OPTIONAL_FILE_FIELDS = ["optionalFile1", "optionalFile2", "optionalFile3"] as const;
const capital = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;

/**
 * PUT products/update/:id: the update form. A changed quantity is a 'correction' in the stock ledger with the
 * signed difference, in the same transaction; a replaced or removed picture is released in it too
 * (kept while an order shows it).
 */
export async function updateProductFromForm(db: Db, id: number, form: MultipartForm, actorId: number) {
  const fields = parseFields(form);
  const expected = expectedQuantity(form);
  await findRow(db, id);
  const prepared = await preparePictures(form);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select(productColumns)
      .from(products)
      .where(eq(products.id, id))
      .for("no key update");
    if (!current) throw notFound("Product not found");
    // Stock moved (an order, a cancel, a restock) while the form was open. An untouched quantity
    // keeps today's stock; a changed one is refused rather than overwriting what happened since.
    let quantity = fields.quantity;
    if (expected !== undefined && current.quantity !== expected) {
      if (fields.quantity !== expected) {
        throw fieldError(
          409,
          "quantity",
          `The stock of ${current.name} changed to ${current.quantity} while you were editing. Check the quantity and save again.`,
        );
      }
      quantity = current.quantity;
    }
    const stored = await savePictures(tx, prepared);
    // An optional picture can also be taken away without a new one (removeOptionalFileN=true).
    const removed = OPTIONAL_FILE_FIELDS.filter(
      (f) => !stored[f] && form.fields[`remove${capital(f)}`] === "true",
    );
    const replaced = [
      ...PRODUCT_FILE_FIELDS.filter((f) => stored[f]).map((f) => current[f]),
      ...removed.map((f) => current[f]),
    ];
    const [updated] = await tx
      .update(products)
      .set({
        name: fields.name,
        brand: fields.brand ?? current.brand,
        model: fields.model ?? current.model,
        pricePaisa: rupeesToPaisa(fields.price),
        youSavedPaisa: rupeesToPaisa(fields.youSaved),
        category: fields.category,
        description: fields.description,
        hsCode: fields.hsCode ?? current.hsCode,
        warrantyMonths: fields.warrantyMonths ?? current.warrantyMonths,
        tracksSerials: fields.tracksSerials ?? current.tracksSerials,
        specs: fields.specs ?? current.specs,
        ...Object.fromEntries(removed.map((f) => [f, null])),
        ...stored,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning(productColumns);
    const moved = await moveStock(tx, [
      {
        productId: id,
        delta: quantity - current.quantity,
        kind: "correction",
        remarks: "Quantity changed on the product form",
        actorId,
      },
    ]);
    await releasePictures(tx, replaced);
    return { ...updated!, quantity: moved.get(id) ?? updated!.quantity };
  });
  return toProduct(row);
}

/**
 * Soft delete or restore: idempotent, so a double click cannot undo itself. The update takes the
 * product's row lock, so it waits for an order that is selling it, and an order that comes after
 * sees the product deleted.
 */
export async function setProductDeleted(db: Executor, id: number, deleted: boolean) {
  const [row] = await db
    .update(products)
    .set({
      deleted,
      deletedAt: deleted ? sql`coalesce(${products.deletedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning(productColumns);
  if (!row) throw notFound("Product not found");
  return toProduct(row);
}

/** Restock: adds pieces with the remarks, through the stock ledger (which keeps the upper bound). */
export async function addQuantity(db: Db, id: number, quantity: number, remarks: string, actorId: number) {
  await findRow(db, id);
  return db.transaction(async (tx) => {
    await moveStock(tx, [{ productId: id, delta: quantity, kind: "restock", remarks, actorId }]);
    return toProduct(await findRow(tx, id));
  });
}
