import type { FastifyInstance } from "fastify";
import { sendAnswer } from "../../cache/cached-reply.ts";
import { UPLOADS_PREFIX } from "../../lib/images.ts";
import { readPicture } from "./pictures-store.ts";

/** `<name>.webp` or `<name>-thumb.webp`, as imageUrl and thumbUrl write them. */
const FILE = /^([0-9a-f]{32})(-thumb)?\.webp$/;

/**
 * GET /uploads/<name>.webp and its thumbnail, from the database, kept in memory once read (until
 * the picture is deleted). A stored picture never changes (a new picture gets a new name), so
 * browsers keep it for a year.
 */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${UPLOADS_PREFIX}:file`,
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const { file } = request.params;
      const match = FILE.exec(file);
      if (!match) return reply.callNotFound();
      const name = `${match[1]}.webp`;
      let answer: Awaited<ReturnType<typeof app.readCache.get>>;
      try {
        answer = await app.readCache.get(`picture ${file}`, async () => {
          const bytes = await readPicture(app.db, name, match[2] !== undefined);
          if (!bytes) throw new NoSuchPicture();
          const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          return { body, type: "image/webp", tags: [`picture:${name}`] };
        });
      } catch (error) {
        if (error instanceof NoSuchPicture) return reply.callNotFound();
        throw error;
      }
      return sendAnswer(request, reply, answer, "public, max-age=31536000, immutable");
    },
  );
}

class NoSuchPicture extends Error {}
