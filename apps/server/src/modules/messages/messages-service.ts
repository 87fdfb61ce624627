import type { CustomerMessage, MessageCreate, MessageListQuery } from "@shop/shared/company";
import { type Page, pageWanted } from "@shop/shared/paging";
import { plainText } from "@shop/shared/text";
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { insertedRow } from "../../lib/db-errors.ts";
import { notFound } from "../../lib/errors.ts";
import { enqueueMail, SHOP } from "../mail/mail-outbox.ts";

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): CustomerMessage {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    createdDate: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
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
    const row = insertedRow(
      await tx
        .insert(messages)
        .values({
          email: input.email.toLowerCase(),
          message: plainText(input.message),
        })
        .returning(),
    );
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

/** Messages, newest first: all of them, or one page; only the unread ones with `unread=true`. */
export async function listMessages(
  db: Executor,
  query: MessageListQuery = {},
): Promise<CustomerMessage[] | Page<CustomerMessage>> {
  const where = query.unread === "true" ? isNull(messages.readAt) : undefined;
  const rows = db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .$dynamic();
  const wanted = pageWanted(query);
  if (!wanted) return (await rows).map(toMessage);
  const [items, [total]] = await Promise.all([
    rows.limit(wanted.pageSize).offset((wanted.page - 1) * wanted.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { items: items.map(toMessage), total: total?.n ?? 0, ...wanted };
}

/** Marks a message read (or new again); marking it twice changes nothing. */
export async function markRead(db: Executor, id: number, read: boolean): Promise<CustomerMessage> {
  const [row] = await db
    .update(messages)
    .set({ readAt: read ? sql`coalesce(${messages.readAt}, now())` : null })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw notFound(`There is no message with id ${id}.`);
  return toMessage(row);
}

/** Messages the owner has not read yet. */
export async function unreadCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(isNull(messages.readAt));
  return row?.n ?? 0;
}
