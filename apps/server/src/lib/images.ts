import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pictureWrongType } from "@shop/shared/uploads";
import sharp from "sharp";
import { fieldError } from "./errors.ts";

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

/** A decoded picture, re-encoded and ready to be written. */
export interface PreparedImage {
  full: Buffer;
  thumb: Buffer;
}

/**
 * Decodes a picture and re-encodes it as WebP, without metadata, at a full size and a thumbnail
 * size, in memory. Anything sharp cannot decode as a raster picture (SVG, HTML, text, a truncated
 * file) is refused with a message naming the field. Nothing is written, so a form with one bad
 * picture can be refused before any of its pictures reaches the disk.
 */
export async function prepareImage(input: Buffer, field: string): Promise<PreparedImage> {
  try {
    const image = sharp(input, {
      limitInputPixels: LIMIT_INPUT_PIXELS,
      failOn: "truncated",
      animated: false,
    });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`format ${meta.format}`);
    const rotated = image.rotate(); // apply EXIF orientation before the metadata is dropped
    const [full, thumb] = await Promise.all([
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
    return { full, thumb };
  } catch {
    throw fieldError(400, field, pictureWrongType(field));
  }
}

/** Writes a prepared picture under a random name; returns the stored name (`<random>.webp`). */
export async function saveImage(uploadsDir: string, image: PreparedImage): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await writeFile(path.join(uploadsDir, name), image.full, { flag: "wx" });
  await writeFile(path.join(uploadsDir, name.replace(/\.webp$/, "-thumb.webp")), image.thumb, { flag: "wx" });
  return name;
}

/**
 * Decodes and stores a picture (prepareImage then saveImage).
 * Returns the stored name (`<random>.webp`); the thumbnail is `<random>-thumb.webp`.
 */
export async function storeImage(uploadsDir: string, input: Buffer, field: string): Promise<string> {
  return saveImage(uploadsDir, await prepareImage(input, field));
}

/** Removes a stored picture and its thumbnail; a name that is not ours is ignored. */
export async function removeImage(uploadsDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !/^[0-9a-f]{32}\.webp$/.test(name)) return;
  await Promise.all([
    rm(path.join(uploadsDir, name), { force: true }),
    rm(path.join(uploadsDir, name.replace(/\.webp$/, "-thumb.webp")), { force: true }),
  ]);
}
