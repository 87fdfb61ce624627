import { pictureTooManyPixels, pictureWrongType } from "@shop/shared/uploads";
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
 * file) is refused with a message naming the field; a picture of more than LIMIT_INPUT_PIXELS
 * with its dimensions and the limit. Nothing is written, so a form with one bad picture can be
 * refused before any of its pictures is stored (modules/pictures).
 */
export async function prepareImage(input: Buffer, field: string): Promise<PreparedImage> {
  const size = await pictureSize(input, field);
  if (size.width * size.height > LIMIT_INPUT_PIXELS) {
    throw fieldError(400, field, pictureTooManyPixels(field, size.width, size.height, LIMIT_INPUT_PIXELS));
  }
  try {
    const image = sharp(input, {
      limitInputPixels: LIMIT_INPUT_PIXELS,
      failOn: "truncated",
      animated: false,
    });
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

/**
 * The format and size a picture's header states, read without decoding it. Sharp's pixel limit
 * refuses a picture too large already here, with the same error as a file that is no picture,
 * so the header is read without it: the limit is checked above, in words that say so.
 */
async function pictureSize(input: Buffer, field: string): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(input, { limitInputPixels: false, animated: false }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
      throw new Error("no picture");
    // Only the first frame of an animation is kept: its height is the page's.
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    throw fieldError(400, field, pictureWrongType(field));
  }
}
