import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { badRequest } from "./errors.ts";

export const FULL_SIZE = 1200;
export const THUMB_SIZE = 400;
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);
/** Refuse decompression bombs: no picture over 40 megapixels is decoded. */
const LIMIT_INPUT_PIXELS = 40_000_000;

export const UPLOADS_PREFIX = "/uploads/";

/** The address of a stored picture, and of its thumbnail. */
export function imageUrl(name: string): string {
  return `${UPLOADS_PREFIX}${name}`;
}
export function thumbUrl(name: string): string {
  return `${UPLOADS_PREFIX}${name.replace(/\.webp$/, "-thumb.webp")}`;
}

/**
 * Decodes a picture and stores it re-encoded as WebP, without metadata, at a full size and a
 * thumbnail size, under a random name. Anything sharp cannot decode as a raster picture (SVG,
 * HTML, text, a truncated file) is refused with a message naming the field.
 * Returns the stored name (`<random>.webp`); the thumbnail is `<random>-thumb.webp`.
 */
export async function storeImage(uploadsDir: string, input: Buffer, field: string): Promise<string> {
  let full: Buffer;
  let thumb: Buffer;
  try {
    const image = sharp(input, {
      limitInputPixels: LIMIT_INPUT_PIXELS,
      failOn: "truncated",
      animated: false,
    });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`format ${meta.format}`);
    const rotated = image.rotate(); // apply EXIF orientation before the metadata is dropped
    [full, thumb] = await Promise.all([
      rotated
        .clone()
        .resize(FULL_SIZE, FULL_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      rotated
        .clone()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
  } catch {
    throw badRequest(`${field} must be a JPEG, PNG, WebP, AVIF or GIF picture`);
  }
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await writeFile(path.join(uploadsDir, name), full, { flag: "wx" });
  await writeFile(path.join(uploadsDir, name.replace(/\.webp$/, "-thumb.webp")), thumb, { flag: "wx" });
  return name;
}

/** Removes a stored picture and its thumbnail; a name that is not ours is ignored. */
export async function removeImage(uploadsDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !/^[0-9a-f]{32}\.webp$/.test(name)) return;
  await Promise.all([
    rm(path.join(uploadsDir, name), { force: true }),
    rm(path.join(uploadsDir, name.replace(/\.webp$/, "-thumb.webp")), { force: true }),
  ]);
}
