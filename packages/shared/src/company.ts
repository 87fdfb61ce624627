import { z } from "zod";
import { TAX_REGISTRATIONS } from "./bills.ts";
import { EMAIL_PATTERN } from "./constants.ts";
import { whenMissing } from "./field-messages.ts";
import { MSG } from "./messages.ts";
import { pageQuery, pageSchema } from "./paging.ts";
import { multiLine, oneLine } from "./text-rules.ts";

/* ---------- Customer messages: an e-mail and a message, sent from the contact form ---------- */

export const MESSAGE_MAX = 2000;

/** Contact form: both fields required ('Please fill all the fields'), a real address, a capped message. */
export const messageCreateSchema = z.object(
  {
    email: z
      .string(whenMissing(MSG.fillAll))
      .trim()
      .check(oneLine)
      .min(1, MSG.fillAll)
      .max(254, "Email must be at most 254 characters")
      .regex(EMAIL_PATTERN, MSG.invalidEmail),
    message: z
      .string(whenMissing(MSG.fillAll))
      .trim()
      .check(multiLine)
      .min(1, MSG.fillAll)
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  },
  { error: MSG.fillAll },
);
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const customerMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
  createdDate: z.string(),
  /** False until the owner marks it read. */
  read: z.boolean(),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** The owner's message list: paged like every admin list; `unread=true` keeps only new ones. */
export const messageListQuerySchema = z.object({
  ...pageQuery,
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messagePageSchema = pageSchema(customerMessageSchema);

/** Marks a message read, or new again with read=false. */
export const messageReadQuerySchema = z.object({
  read: z
    .enum(["true", "false"], { error: "read must be true or false" })
    .optional()
    .transform((v) => v !== "false"),
});

export const MESSAGE_SENT = "Thank you! Your message has been sent. We will get back to you soon.";

/* ---------- Contact record: the shop's one set of contact details, edited by the admin ---------- */

export const PAN_FORMAT = "PAN/VAT Number must be the 9 digits of the PAN";

const text = (name: string, max: number, lines: "one line" | "lines" = "one line") =>
  z
    .string()
    .trim()
    .check(lines === "lines" ? multiLine : oneLine)
    .max(max, `${name} must be at most ${max} characters`)
    .optional();

/**
 * What the admin edits. Every field may be empty (shown as 'N/A'); a given e-mail must be valid.
 * A field left out stays as it was on an update, and starts empty on a new record: only a field
 * sent, even as "", is written.
 */
export const contactFieldsSchema = z.object({
  aboutCompany: text("About Company", 2000, "lines"),
  address: text("Address", 300),
  email: text("Email", 254).refine((v) => !v || EMAIL_PATTERN.test(v), MSG.invalidEmail),
  phoneNumber: text("Phone Number", 120),
  faxNumber: text("Fax Number", 120),
  openingHours: text("Opening Hours", 200),
  time: text("Time", 200),
  /** Printed on invoices: Nepal's PAN is nine digits (a VAT registration uses the same number). */
  panNumber: z
    .string()
    .trim()
    .max(20, PAN_FORMAT)
    .refine((v) => v === "" || /^\d{9}$/.test(v), PAN_FORMAT)
    .optional(),
  /**
   * How the shop is registered: `vat` bills are Tax Invoices with VAT shown apart, `pan` bills
   * are Invoices without VAT.
   */
  taxRegistration: z.enum(TAX_REGISTRATIONS, { error: "Tax registration must be vat or pan" }).optional(),
});
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

export const CONTACT_NOTHING_TO_UPDATE = `Nothing to update: send at least one of the contact fields (${Object.keys(
  contactFieldsSchema.shape,
).join(", ")}).`;

/**
 * An update: the same fields, at least one of them. Unknown keys are dropped, so an empty or
 * wrongly wrapped body would otherwise save as "nothing changed" and look like it worked.
 */
export const contactUpdateSchema = contactFieldsSchema.refine(
  (fields) => Object.values(fields).some((v) => v !== undefined),
  CONTACT_NOTHING_TO_UPDATE,
);

export const contactSchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  /** The Bikram Sambat date (YYYY-MM-DD) of creation, in the shop's time zone. */
  createdNepDate: z.string(),
  localTimeZone: z.string(),
  activeStatus: z.boolean(),
  lastModifiedDate: z.string(),
  aboutCompany: z.string(),
  address: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  faxNumber: z.string(),
  openingHours: z.string(),
  time: z.string(),
  panNumber: z.string(),
  taxRegistration: z.enum(TAX_REGISTRATIONS),
});
export type Contact = z.infer<typeof contactSchema>;

/** The admin's field/value table of the contact record, in the order it shows the fields. */
export const CONTACT_FIELDS = [
  { key: "aboutCompany", label: "About Company" },
  { key: "address", label: "Address" },
  { key: "email", label: "Email" },
  { key: "phoneNumber", label: "Phone Number" },
  { key: "faxNumber", label: "Fax Number" },
  { key: "openingHours", label: "Opening Hours" },
  { key: "time", label: "Time" },
  { key: "panNumber", label: "PAN/VAT Number" },
] as const satisfies readonly { key: keyof ContactFields; label: string }[];

export const CONTACT_EXISTS = "A contact record already exists. Edit it instead.";
export const NO_CONTACT = "No contact details available.";
export const CONTACT_DELETE_CONFIRM = "Are you sure you want to delete this contact?";
export const CONTACT_DELETED = "Contact deleted successfully!";

// The site's static content moved to its own schema-free module; imports from here keep working.
export * from "./site-content.ts";
