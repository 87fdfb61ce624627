import { randomBytes } from "node:crypto";
import { and, eq, inArray, notExists, or, sql } from "drizzle-orm";
import { orderLines, pictures, products, software } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { type PreparedImage, prepareImage } from "../../lib/images.ts";

/** A stored picture's name: 32 hex digits and `.webp`; its thumbnail is served as `-thumb.webp`. */
export const PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Writes a prepared picture under a new random name and returns the name (`<random>.webp`). */
export async function savePicture(db: Executor, image: PreparedImage): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await db.insert(pictures).values({ name, full: image.full, thumb: image.thumb });
  return name;
}

/** Decodes and stores a picture (prepareImage then savePicture); returns the stored name. */
export async function storePicture(db: Executor, input: Buffer, field: string): Promise<string> {
  return savePicture(db, await prepareImage(input, field));
}

/**
 * Deletes pictures that nothing shows any more. A picture an order line shows (the picture of the
 * product as it was ordered) is kept for as long as that line exists, and so is one a product or
 * a software offering still shows: replacing a picture never breaks the order history.
 */
export async function releasePictures(db: Executor, names: (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(names.filter((n): n is string => !!n && PICTURE_NAME.test(n)))];
  if (candidates.length === 0) return;
  const name = pictures.name;
  await db.delete(pictures).where(
    and(
      inArray(name, candidates),
      notExists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(
            or(
              eq(products.mainFile, name),
              eq(products.optionalFile1, name),
              eq(products.optionalFile2, name),
              eq(products.optionalFile3, name),
            ),
          ),
      ),
      notExists(db.select({ one: sql`1` }).from(software).where(eq(software.imageName, name))),
      notExists(db.select({ one: sql`1` }).from(orderLines).where(eq(orderLines.mainFile, name))),
    ),
  );
}

/** The bytes of a picture or of its thumbnail; undefined when there is no such picture. */
export async function readPicture(
  db: Executor,
  name: string,
  thumb: boolean,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: thumb ? pictures.thumb : pictures.full })
    .from(pictures)
    .where(eq(pictures.name, name));
  return row?.bytes;
}
