import { paisaToRupees } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { asc, eq } from "drizzle-orm";
import { products, stockHistory } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { imageUrl, thumbUrl } from "../../lib/images.ts";

type ProductRow = typeof products.$inferSelect;

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
}

/** Creates a product; its initial stock is the first row of its stock history. */
export async function createProduct(db: Executor, input: NewProduct): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(input).returning();
    if (!row) throw new Error("insert returned no row");
    if (input.quantity > 0) {
      await tx.insert(stockHistory).values({
        productId: row.id,
        quantity: input.quantity,
        changeType: "Initial stock",
        remarks: "Stock when the product was added",
      });
    }
    return row;
  });
}

export async function listProducts(db: Executor, options: { includeDeleted: boolean }): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(options.includeDeleted ? undefined : eq(products.deleted, false))
    .orderBy(asc(products.id));
  return rows.map(toProduct);
}
