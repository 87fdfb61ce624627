import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";

/** The picture types the shop takes (the server decodes every file again and refuses anything else). */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
const PICTURE_TYPE_NAMES = "a JPEG, PNG, WebP, AVIF or GIF picture";

/** The largest picture when UPLOAD_MAX_BYTES is not set: 5 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What the browser checks a picture against before sending it (GET /api/uploads/rules). */
export const uploadRulesSchema = z.object({
  maxBytes: z.number().int().positive(),
  types: z.array(z.string()),
});
export type UploadRules = z.infer<typeof uploadRulesSchema>;

/** A size in words: "5 MB", "1.5 MB", "256 KB". */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function pictureTooLarge(field: string, maxBytes: number): string {
  return `${fieldLabel(field)} is larger than ${sizeText(maxBytes)}.`;
}

export function pictureWrongType(field: string): string {
  return `${fieldLabel(field)} must be ${PICTURE_TYPE_NAMES}.`;
}

/** A picture of more pixels than the server decodes: its dimensions, and the limit. */
export function pictureTooManyPixels(
  field: string,
  width: number,
  height: number,
  maxPixels: number,
): string {
  return `${fieldLabel(field)} is ${width} × ${height} pixels, too large: a picture can have at most ${maxPixels / 1_000_000} megapixels (width × height).`;
}

/**
 * What is wrong with a chosen file, or null. A file whose type the browser does not know (an
 * empty type) is left to the server, which decodes it anyway.
 */
export function pictureProblem(
  file: { size: number; type: string },
  field: string,
  maxBytes: number,
): string | null {
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return pictureWrongType(field);
  if (file.size > maxBytes) return pictureTooLarge(field, maxBytes);
  return null;
}
