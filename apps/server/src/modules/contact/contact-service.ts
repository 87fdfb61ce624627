import { CONTACT_EXISTS, type Contact, type ContactFields } from "@shop/shared/company";
import { COMPANY } from "@shop/shared/constants";
import { eq } from "drizzle-orm";
import { contacts } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { insertedRow, isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { bikramSambatDate } from "../../lib/time.ts";

export type { ContactFields };

type ContactRow = typeof contacts.$inferSelect;

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    createdNepDate: row.createdNepDate,
    localTimeZone: row.localTimeZone,
    activeStatus: row.activeStatus,
    lastModifiedDate: row.updatedAt.toISOString(),
    aboutCompany: row.aboutCompany,
    address: row.address,
    email: row.email,
    phoneNumber: row.phoneNumber,
    faxNumber: row.faxNumber,
    openingHours: row.openingHours,
    time: row.time,
    panNumber: row.panNumber,
    taxRegistration: row.taxRegistration,
  };
}

/**
 * Creates the single contact record; the unique index refuses a second one (409). The dates are the
 * server's: createdNepDate is the Bikram Sambat date of `now` in the shop's time zone.
 */
export async function createContact(db: Executor, fields: ContactFields, timeZone: string, now = new Date()) {
  try {
    const row = insertedRow(
      await db
        .insert(contacts)
        .values({
          ...fields,
          createdAt: now,
          updatedAt: now,
          createdNepDate: bikramSambatDate(now, timeZone),
          localTimeZone: timeZone,
        })
        .returning(),
    );
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONTACT_EXISTS);
    throw error;
  }
}

/** The contact record, or null when there is none. */
export async function getContact(db: Executor): Promise<Contact | null> {
  const [row] = await db.select().from(contacts).limit(1);
  return row ? toContact(row) : null;
}

export async function updateContact(db: Executor, id: number, fields: ContactFields): Promise<Contact> {
  const [row] = await db
    .update(contacts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw notFound(`There is no contact record with id ${id}.`);
  return toContact(row);
}

export async function deleteContact(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (deleted.length === 0) throw notFound(`There is no contact record with id ${id}.`);
}

/**
 * The number a shopper is told to call: the first of the contact record's phone numbers, or the
 * company's own when there is no record.
 */
export async function shopPhone(db: Executor): Promise<string> {
  const [row] = await db.select({ phone: contacts.phoneNumber }).from(contacts).limit(1);
  const first = row?.phone
    .split(/[,;/]/)
    .map((p) => p.trim())
    .find(Boolean);
  return first ?? COMPANY.mobiles[0];
}
