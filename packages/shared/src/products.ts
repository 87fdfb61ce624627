import { z } from "zod";
import { CATEGORIES, PRODUCT_SORTS } from "./constants.ts";
import { fieldLabel } from "./field-labels.ts";
import { whenMissing } from "./field-messages.ts";
import { MSG } from "./messages.ts";
import { isWholePaisa } from "./money.ts";
import { numberFromText } from "./number-text.ts";
import { pageQuery, pageSchema } from "./paging.ts";
import { MAX_STOCK } from "./stock.ts";
import { isOneLineText, multiLine, oneLine } from "./text-rules.ts";

/** A product as the API returns it. Prices in rupees; pictures as addresses. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  price: z.number(),
  category: z.string(),
  youSaved: z.number(),
  quantity: z.number().int(),
  description: z.string(),
  mainFileName: z.string(),
  /** The 400 px picture for lists and cards. */
  thumbnailName: z.string(),
  optionalFile1Name: z.string().nullable(),
  optionalFile2Name: z.string().nullable(),
  optionalFile3Name: z.string().nullable(),
  deleted: z.boolean(),
  createdDate: z.string(),
  /** The customs (HS) code a tax invoice shows: "" or 4 to 8 digits. */
  hsCode: z.string(),
  /** The shop's warranty from the day of sale, in months; 0 = none. */
  warrantyMonths: z.number().int(),
  /** Each piece sold carries its serial number. */
  tracksSerials: z.boolean(),
  /** Specifications, in the owner's order: "RAM: 16 GB" is `{label: "RAM", value: "16 GB"}`. */
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.enum(CATEGORIES, { error: "Please choose a category" });

/** The largest price or saving a form accepts: well inside the database's range. */
export const MAX_RUPEES = 100_000_000;

/** Form values arrive as text (multipart or an input): a whole number's text has no decimals. */
const wholeNumberText = numberFromText(0);

/** A rupee amount typed in a form: required (with the form's own message), ≥ 0, at most two decimals. */
export function rupeesField(key: string, requiredMessage: string) {
  const field = fieldLabel(key);
  const twoDecimals = `${field} can have at most two decimals`;
  return z.preprocess(
    numberFromText(2, twoDecimals),
    z
      .number({
        error: (iss) => (iss.input === undefined ? requiredMessage : `${field} must be a number`),
      })
      .min(0, `${field} must be at least 0`)
      .max(MAX_RUPEES, `${field} must be at most ${MAX_RUPEES}`)
      .refine(isWholePaisa, twoDecimals),
  );
}

/** A required text of a form, trimmed, with the form's own message when blank. */
export function requiredText(
  requiredMessage: string,
  max: number,
  key: string,
  lines: "one line" | "lines" = "one line",
) {
  const field = fieldLabel(key);
  return z
    .string(whenMissing(requiredMessage))
    .trim()
    .check(lines === "lines" ? multiLine : oneLine)
    .min(1, requiredMessage)
    .max(max, `${field} must be at most ${max} characters`);
}

const stockField = z.preprocess(
  wholeNumberText,
  z
    .number({
      error: (iss) => (iss.input === undefined ? MSG.fillAllField : "Quantity must be a whole number"),
    })
    .int("Quantity must be a whole number")
    .min(0, "Quantity must be at least 0")
    .max(MAX_STOCK, `Quantity must be at most ${MAX_STOCK}`),
);

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .check(oneLine)
    .max(max, `${fieldLabel(key)} must be at most ${max} characters`)
    .optional();

/** The most specification rows a product carries, and the longest label and value. */
export const MAX_SPECS = 40;
export const SPEC_LABEL_MAX = 60;
export const SPEC_VALUE_MAX = 200;

/** One specification row as the API shows it: "RAM: 16 GB". */
export type ProductSpec = Product["specs"][number];

const SPECS_SHAPE = "Specifications must be a list of rows, each with a label and a value";

function isSpecRow(row: unknown): row is ProductSpec {
  if (typeof row !== "object" || row === null) return false;
  const { label, value } = row as Record<string, unknown>;
  return typeof label === "string" && typeof value === "string";
}

/** The multipart form carries the rows as a JSON string; a JSON body may carry the list itself. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    return SPECS_SHAPE; // not a list: the list check answers with the field's own words
  }
}

/**
 * The specifications of a product form: at most MAX_SPECS rows, each a label (at most
 * SPEC_LABEL_MAX characters) and a value (at most SPEC_VALUE_MAX), one line each, trimmed, no
 * label twice (case aside). Each problem names its row, so the form shows it under the table.
 */
const specsField = z
  .preprocess(
    fromJsonText,
    z
      // Each row's shape is checked as a whole, so a wrong row is a problem of the field `specs`.
      .array(z.custom<ProductSpec>(isSpecRow, { error: SPECS_SHAPE }), { error: SPECS_SHAPE })
      .transform((rows) => rows.map((r) => ({ label: r.label.trim(), value: r.value.trim() })))
      .superRefine((rows, ctx) => {
        const problem = (message: string) => ctx.addIssue({ code: "custom", message });
        if (rows.length > MAX_SPECS) {
          problem(`Specifications can have at most ${MAX_SPECS} rows`);
          return;
        }
        const seen = new Set<string>();
        rows.forEach((row, i) => {
          const at = `Specification ${i + 1}`;
          if (!isOneLineText(row.label) || !isOneLineText(row.value))
            problem(`${at} contains characters that are not allowed.`);
          else if (row.label === "") problem(`${at} needs a label`);
          else if (row.value === "") problem(`${at} (${row.label}) needs a value`);
          else if (row.label.length > SPEC_LABEL_MAX)
            problem(`${at}: the label must be at most ${SPEC_LABEL_MAX} characters`);
          else if (row.value.length > SPEC_VALUE_MAX)
            problem(`${at} (${row.label}): the value must be at most ${SPEC_VALUE_MAX} characters`);
          else if (seen.has(row.label.toLowerCase()))
            problem(`Specifications have the label ${row.label} twice`);
          seen.add(row.label.toLowerCase());
        });
      }),
  )
  .optional();

export const HS_CODE_RULE = "HS code must be 4 to 8 digits";
export const MAX_WARRANTY_MONTHS = 120;
const WARRANTY_RULE = `Warranty must be a whole number of months from 0 to ${MAX_WARRANTY_MONTHS}`;

/** Left out, a field keeps its value on update (an older form does not wipe it). */
const hsCodeField = z
  .string()
  .trim()
  .check(oneLine)
  .refine((v) => v === "" || /^\d{4,8}$/.test(v), HS_CODE_RULE)
  .optional();

const warrantyField = z
  .preprocess(
    wholeNumberText,
    z
      .number({ error: WARRANTY_RULE })
      .int(WARRANTY_RULE)
      .min(0, WARRANTY_RULE)
      .max(MAX_WARRANTY_MONTHS, WARRANTY_RULE),
  )
  .optional();

/** A form's checkbox arrives as "true" or "false". */
const flagField = z
  .enum(["true", "false"], { error: "Tracks serial numbers must be true or false" })
  .transform((v) => v === "true")
  .optional();

/**
 * The text fields of the add-product form ('Please fill all the field' when one is missing), as
 * the server reads them from the multipart body and the form checks them before sending. mainFile
 * is checked beside it.
 */
export const productFieldsSchema = z.object({
  name: requiredText(MSG.fillAllField, 200, "name"),
  brand: optionalText(100, "brand"),
  model: optionalText(100, "model"),
  price: rupeesField("price", MSG.fillAllField),
  youSaved: rupeesField("youSaved", MSG.fillAllField),
  quantity: stockField,
  description: requiredText(MSG.fillAllField, 5000, "description", "lines"),
  category: z.preprocess((v) => (v === "" ? undefined : v), categorySchema),
  hsCode: hsCodeField,
  warrantyMonths: warrantyField,
  tracksSerials: flagField,
  specs: specsField,
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

/** The upload fields of a product form: the main picture and three optional ones. */
export const PRODUCT_FILE_FIELDS = ["mainFile", "optionalFile1", "optionalFile2", "optionalFile3"] as const;
export type ProductFileField = (typeof PRODUCT_FILE_FIELDS)[number];

/** Options of the catalog listing (all optional: without them, the whole list). */
export { PRODUCT_SORTS, type ProductSort } from "./constants.ts";

const positiveInt = (key: string, max: number) => {
  const field = fieldLabel(key);
  return z.preprocess(
    wholeNumberText,
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be at least 1`)
      .max(max, `${field} must be at most ${max}`),
  );
};

/**
 * The admin list's filter: live products, deleted ones, live ones with no stock, and live ones
 * running low (1 to LOW_STOCK pieces). Only an Admin sees deleted products at all.
 */
export const PRODUCT_STATUSES = ["active", "deleted", "out-of-stock", "low-stock"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  active: "Active",
  deleted: "Deleted",
  "out-of-stock": "Out of stock",
  "low-stock": "Low stock",
};
/** At or below this many pieces (and above none) a product is "low stock". */
export const LOW_STOCK = 5;

/** The status a product shows in the admin list: deleted first, then its stock. */
export function productStatus(p: { deleted: boolean; quantity: number }): ProductStatus {
  if (p.deleted) return "deleted";
  if (p.quantity <= 0) return "out-of-stock";
  if (p.quantity <= LOW_STOCK) return "low-stock";
  return "active";
}

/** A price bound of the catalog's filter, in rupees like the product's price (blank: no bound). */
const priceBound = (key: string) => {
  const field = fieldLabel(key);
  const twoDecimals = `${field} can have at most two decimals`;
  return z.preprocess(
    numberFromText(2, twoDecimals),
    z
      .number({ error: `${field} must be a number` })
      .min(0, `${field} must be at least 0`)
      .max(MAX_RUPEES, `${field} must be at most ${MAX_RUPEES}`)
      .refine(isWholePaisa, twoDecimals)
      .optional(),
  );
};

export const productListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .check(oneLine)
      .max(100, `${fieldLabel("q")} must be at most 100 characters`)
      .optional(),
    category: z.enum(CATEGORIES, { error: "Category must be one of the six categories" }).optional(),
    /** One brand, as the products spell it (case aside). */
    brand: z
      .string()
      .trim()
      .check(oneLine)
      .max(100, `${fieldLabel("brand")} must be at most 100 characters`)
      .optional(),
    minPrice: priceBound("minPrice"),
    maxPrice: priceBound("maxPrice"),
    sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(", ")}` }).optional(),
    status: z
      .enum(PRODUCT_STATUSES, { error: `Status must be one of: ${PRODUCT_STATUSES.join(", ")}` })
      .optional(),
    page: positiveInt("page", 100_000).optional(),
    pageSize: positiveInt("pageSize", 100).optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: `${fieldLabel("minPrice")} must not be above ${fieldLabel("maxPrice").toLowerCase()}`,
    path: ["minPrice"],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The answer of get-all when `page` or `pageSize` is given. */
export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A search that found nothing: the names of the closest products ("Did you mean …"). */
  suggestions: z.array(z.string()).optional(),
  /** On the first page: the brands among the matches when the brand is left out, sorted. */
  brands: z.array(z.string()).optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** The restock call's query: a whole number ≥ 1, else 'Please insert quantity'. */
export const addQuantityQuerySchema = z.object({
  quantity: z.preprocess(
    wholeNumberText,
    z
      .number({ error: MSG.insertQuantity })
      .int(MSG.insertQuantity)
      .min(1, MSG.insertQuantity)
      .max(MAX_STOCK, `Quantity must be at most ${MAX_STOCK}`),
  ),
  remarks: z
    .string()
    .trim()
    .check(multiLine)
    .max(500, "Remarks must be at most 500 characters")
    .optional()
    .default(""),
});

/** A row of a product's stock history: signed quantity, change type, remarks, date and time zone. */
export const productHistorySchema = z.object({
  id: z.number().int(),
  /** Signed: positive added stock, negative took it. */
  quantity: z.number().int(),
  changeType: z.string(),
  remarks: z.string(),
  createdDate: z.string(),
  localTimeZone: z.string(),
});
export type ProductHistory = z.infer<typeof productHistorySchema>;

/** A page of a product's stock history, newest first. */
export const productHistoryPageSchema = pageSchema(productHistorySchema);

/** The history call's paging: without page or pageSize, the newest rows (WHOLE_LIST_MAX at most). */
export const productHistoryQuerySchema = z.object(pageQuery);
