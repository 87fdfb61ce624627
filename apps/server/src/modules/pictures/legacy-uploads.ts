import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inArray, or } from "drizzle-orm";
import { orderLines, pictures, products, software } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { PICTURE_NAME } from "./pictures-store.ts";

/**
 * Earlier versions kept pictures as files in DATA_DIR/uploads. At start, every such picture that a
 * product, a software offering or an order line shows and that the database does not hold yet is
 * copied into it (with its `-thumb.webp`); the files are left where they are. Returns how many.
 */
export async function importLegacyUploads(db: Executor, uploadsDir: string): Promise<number> {
  const files = await readdir(uploadsDir).catch(() => [] as string[]);
  const names = files.filter((f) => PICTURE_NAME.test(f));
  if (names.length === 0) return 0;
  const held = await db.select({ name: pictures.name }).from(pictures).where(inArray(pictures.name, names));
  const heldNames = new Set(held.map((r) => r.name));
  const missing = names.filter((n) => !heldNames.has(n));
  if (missing.length === 0) return 0;

  const shown = new Set<string | null>();
  const productRows = await db
    .select({
      a: products.mainFile,
      b: products.optionalFile1,
      c: products.optionalFile2,
      d: products.optionalFile3,
    })
    .from(products)
    .where(
      or(
        inArray(products.mainFile, missing),
        inArray(products.optionalFile1, missing),
        inArray(products.optionalFile2, missing),
        inArray(products.optionalFile3, missing),
      ),
    );
  for (const r of productRows) for (const n of [r.a, r.b, r.c, r.d]) shown.add(n);
  const softwareRows = await db
    .select({ n: software.imageName })
    .from(software)
    .where(inArray(software.imageName, missing));
  for (const r of softwareRows) shown.add(r.n);
  const lineRows = await db
    .selectDistinct({ n: orderLines.mainFile })
    .from(orderLines)
    .where(inArray(orderLines.mainFile, missing));
  for (const r of lineRows) shown.add(r.n);

  let imported = 0;
  for (const name of missing.filter((n) => shown.has(n))) {
    const full = await readFile(path.join(uploadsDir, name));
    const thumbFile = path.join(uploadsDir, name.replace(/\.webp$/, "-thumb.webp"));
    const thumb = await readFile(thumbFile).catch(() => full);
    await db.insert(pictures).values({ name, full, thumb }).onConflictDoNothing();
    imported += 1;
  }
  return imported;
}
