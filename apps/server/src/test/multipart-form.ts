import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body for app.inject, built by hand so the bytes are exactly what we say. */
export function multipartForm(fields: Record<string, string | number>, files: Record<string, FilePart> = {}) {
  const boundary = `----shop${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends a multipart form with `app.inject`: `headers` says who sends it (a signed-in user's
 * Authorization header, or nothing for a visitor); the form adds its own content type.
 */
export function sendForm(
  app: FastifyInstance,
  method: "POST" | "PUT",
  url: string,
  form: ReturnType<typeof multipartForm>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
}

/** A real PNG picture drawn by sharp. */
export async function pngFile(width = 640, height = 480, color = "#1e88e5"): Promise<FilePart> {
  const content = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { filename: "photo.png", contentType: "image/png", content };
}

export async function jpegBuffer(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e53935" } })
    .jpeg()
    .toBuffer();
}
