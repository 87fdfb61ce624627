import multipart from "@fastify/multipart";
import { pictureTooLarge, sizeText } from "@shop/shared/uploads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest, fieldError } from "./errors.ts";

/**
 * Lets the routes of this scope read multipart forms (the product and software forms with their
 * pictures). Registered in the scope of those forms only, never for the whole API: the plugin adds
 * an async hook at the start and at the end of every request it covers, which would otherwise send
 * every cached catalog read through two extra turns of the event loop.
 */
export async function acceptMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: app.config.UPLOAD_MAX_BYTES, files: 4, fields: 20, fieldSize: 100_000 },
  });
}

export interface MultipartForm {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** Uploaded files by field name; an empty file part (no file chosen) is left out. */
  files: Map<string, Buffer>;
}

/**
 * Reads a whole multipart form into memory: the text fields and the files of the allowed file
 * fields. Nothing is written anywhere, so the caller can check every part before it stores
 * anything. A file over UPLOAD_MAX_BYTES is refused with 413 naming the field in words ("Main
 * picture is larger than 5 MB.") and marking it; a request that is
 * not multipart, or a file in a field the form does not have, is refused with 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxBytes: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest("The form must be sent as multipart/form-data");
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  // The file being read: the size limit may surface from the parts iterator rather than from the
  // file's own read, depending on timing, and the message should still name the field.
  let reading: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        // Drain it so the request ends cleanly, then refuse the form.
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`${part.fieldname} is not a file field of this form`);
      }
      reading = part.fieldname;
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw tooLarge(part.fieldname, maxBytes);
        throw error;
      }
      if (buffer.length > 0) files.set(part.fieldname, buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) {
      throw reading
        ? tooLarge(reading, maxBytes)
        : new AppError(413, `The upload is larger than ${sizeText(maxBytes)}.`);
    }
    if (isLimit(error)) throw new AppError(413, "The form has too many files or fields");
    throw badRequest("The form could not be read. Please send it again.");
  }
  return { fields, files };
}

function tooLarge(field: string, maxBytes: number): AppError {
  return fieldError(413, field, pictureTooLarge(field, maxBytes));
}

const code = (error: unknown) => (error as { code?: string } | null)?.code;
const isTooLarge = (error: unknown) => code(error) === "FST_REQ_FILE_TOO_LARGE";
const isLimit = (error: unknown) =>
  ["FST_FILES_LIMIT", "FST_FIELDS_LIMIT", "FST_PARTS_LIMIT"].includes(code(error) ?? "");
