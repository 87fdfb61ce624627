import type { CustomerMessage, MessageCreate } from "@shop/shared/company";
import { plainText } from "@shop/shared/text";
import { desc } from "drizzle-orm";
import { messages } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { enqueueMail, SHOP } from "../mail/mail-outbox.ts";

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): CustomerMessage {
  return { id: row.id, email: row.email, message: row.message, createdDate: row.createdAt.toISOString() };
}

/**
 * Stores a visitor's message as plain text: it is never interpreted as HTML anywhere (React escapes
 * it on the admin screen). Control characters never get here: the shared text rule refuses them.
 */
export async function createMessage(
  db: Db,
  shopEmail: string | undefined,
  input: MessageCreate,
): Promise<CustomerMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        email: input.email.toLowerCase(),
        message: plainText(input.message),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    // The shop is told at once, in the same transaction: a message is never stored unannounced.
    await enqueueMail(tx, shopEmail, [
      {
        to: SHOP,
        subject: `New message from ${row.email}`,
        text: `${row.email} wrote through the website's contact form:\n\n${row.message}\n\nReply to ${row.email}.`,
      },
    ]);
    return toMessage(row);
  });
}

/** Every message, newest first. */
export async function listMessages(db: Executor): Promise<CustomerMessage[]> {
  const rows = await db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map(toMessage);
}
