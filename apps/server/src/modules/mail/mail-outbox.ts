import { type SQL, sql } from "drizzle-orm";
import { contacts, mailOutbox } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { columnArray } from "../../db/unnest-insert.ts";

/** The shop's own address: SHOP_EMAIL when set, else the contact record's e-mail. */
export const SHOP = Symbol("the shop's own address");

export interface OutgoingMail {
  to: string | typeof SHOP;
  subject: string;
  text: string;
  /**
   * The text holds a secret (a reset code) of use until then: afterwards the outbox clears it,
   * deletes its .eml file, and gives the mail up if it was not sent yet (mail-delivery.ts).
   */
  secretUntil?: Date;
}

/**
 * Queues e-mails in the caller's transaction: they are sent only if it commits, and they are not
 * lost if the process dies after it commits. Requests never wait for a mail server. A mail to
 * the shop with no address known (no SHOP_EMAIL, no contact e-mail) is left out.
 */
export async function enqueueMail(tx: Executor, shopEmail: string | undefined, mails: OutgoingMail[]) {
  const insert = mailInsert(shopEmail, mails);
  if (insert) await tx.execute(insert);
}

/**
 * The one statement enqueueMail runs, for a caller that sends it as part of a larger one (it
 * must run in the same transaction as the change the mails tell of). Undefined for no mails.
 */
export function mailInsert(shopEmail: string | undefined, mails: OutgoingMail[]): SQL | undefined {
  if (mails.length === 0) return undefined;
  const shop = shopEmail
    ? sql`${shopEmail}::text`
    : sql`(select nullif(${contacts.email}, '') from ${contacts} limit 1)`;
  // A column to an array (as unnestInsert does): one short statement whatever the number of
  // mails. A mail to the shop goes in with no recipient and takes the shop's address here.
  const to = columnArray(
    mails.map((m) => (m.to === SHOP ? null : m.to)),
    "text",
  );
  const subjects = columnArray(
    mails.map((m) => m.subject),
    "text",
  );
  const bodies = columnArray(
    mails.map((m) => m.text),
    "text",
  );
  const secrets = columnArray(
    mails.map((m) => m.secretUntil?.toISOString() ?? null),
    "timestamptz",
  );
  return sql`
    insert into ${mailOutbox} (recipient, subject, body, secret_until)
    select recipient, subject, body, secret_until from (
      select coalesce(m.addressee, ${shop}) as recipient, m.subject, m.body, m.secret_until
      from unnest(${to}, ${subjects}, ${bodies}, ${secrets}) as m(addressee, subject, body, secret_until)
    ) as addressed
    where recipient is not null`;
}
