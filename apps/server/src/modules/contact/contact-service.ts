import { contacts } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { bikramSambatDate } from "../../lib/time.ts";

export interface ContactFields {
  aboutCompany: string;
  address: string;
  email: string;
  phoneNumber: string;
  faxNumber: string;
  openingHours: string;
  time: string;
}

/** Creates the single contact record; the unique index refuses a second one. */
export async function createContact(db: Executor, fields: ContactFields, timeZone: string, now = new Date()) {
  const [row] = await db
    .insert(contacts)
    .values({
      ...fields,
      createdAt: now,
      updatedAt: now,
      createdNepDate: bikramSambatDate(now, timeZone),
      localTimeZone: timeZone,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
