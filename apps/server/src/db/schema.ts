import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Money is integer paisa (bigint, read as a JS number:
 * exact up to 2^53 paisa), times are timestamptz in UTC (DESIGN 4).
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const paisa = (name: string) => bigint(name, { mode: "number" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["Admin", "Customer"] })
      .notNull()
      .default("Customer"),
    active: boolean("active").notNull().default(true),
    deleted: boolean("deleted").notNull().default(false),
    /** Raised on every password change or reset: tokens carry it, older ones stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only a hash of the code is kept. */
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One live code per user: a newer request replaces the older one.
  (t) => [uniqueIndex("password_reset_codes_user_key").on(t.userId)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    model: text("model").notNull().default(""),
    pricePaisa: paisa("price_paisa").notNull(),
    youSavedPaisa: paisa("you_saved_paisa").notNull().default(0),
    category: text("category").notNull(),
    quantity: integer("quantity").notNull().default(0),
    description: text("description").notNull().default(""),
    mainFile: text("main_file").notNull(),
    optionalFile1: text("optional_file1"),
    optionalFile2: text("optional_file2"),
    optionalFile3: text("optional_file3"),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("products_price_nonnegative", sql`${t.pricePaisa} >= 0 and ${t.youSavedPaisa} >= 0`),
    index("products_listing_idx").on(t.deleted, t.category, t.createdAt),
  ],
);

export const stockHistory = pgTable(
  "stock_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** Signed: positive adds stock, negative takes it. */
    quantity: integer("quantity").notNull(),
    changeType: text("change_type").notNull(),
    remarks: text("remarks").notNull().default(""),
    orderId: integer("order_id"),
    createdAt: createdAt(),
  },
  (t) => [index("stock_history_product_idx").on(t.productId, t.createdAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("Pending"),
    canceled: boolean("canceled").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    deliveryType: text("delivery_type", { enum: ["store", "home"] })
      .notNull()
      .default("store"),
    phoneNumber: text("phone_number").notNull(),
    city: text("city").notNull().default(""),
    chowkName: text("chowk_name").notNull().default(""),
    famousLandMark: text("famous_land_mark").notNull().default(""),
    totalPaisa: paisa("total_paisa").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    // Dashboard sums and counts scan live orders by time only.
    index("orders_live_created_idx")
      .on(t.createdAt)
      .where(sql`not ${t.deleted} and not ${t.canceled} and ${t.status} <> 'Rejected'`),
    uniqueIndex("orders_idempotency_key").on(t.userId, t.idempotencyKey),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** Name, price and picture as they were when the order was placed. */
    name: text("name").notNull(),
    pricePaisa: paisa("price_paisa").notNull(),
    mainFile: text("main_file").notNull().default(""),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    check("order_lines_quantity_positive", sql`${t.quantity} >= 1`),
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_created_idx").on(t.createdAt)],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    /** Always true: its unique index keeps the record single (SPEC 4: at most one). */
    singleton: boolean("singleton").notNull().default(true),
    aboutCompany: text("about_company").notNull().default(""),
    address: text("address").notNull().default(""),
    email: text("email").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    faxNumber: text("fax_number").notNull().default(""),
    openingHours: text("opening_hours").notNull().default(""),
    time: text("time").notNull().default(""),
    activeStatus: boolean("active_status").notNull().default(true),
    createdNepDate: text("created_nep_date").notNull().default(""),
    localTimeZone: text("local_time_zone").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("contacts_singleton_key").on(t.singleton)],
);

export const software = pgTable(
  "software",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    pricePaisa: paisa("price_paisa").notNull(),
    link: text("link").notNull(),
    description: text("description").notNull().default(""),
    imageName: text("image_name").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("software_price_nonnegative", sql`${t.pricePaisa} >= 0`)],
);

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded pictures, kept in the database so every server process and every machine on the same
 * database serves them. `name` is the stored name (`<random>.webp`) that products, software and
 * order lines refer to; the thumbnail is served as `<random>-thumb.webp`.
 */
export const pictures = pgTable("pictures", {
  name: text("name").primaryKey(),
  full: bytea("full").notNull(),
  thumb: bytea("thumb").notNull(),
  createdAt: createdAt(),
});

/**
 * Secrets the shop generates for itself (the JWT signing key when JWT_SECRET is not set), kept in
 * the database so every process and every machine on it uses the same ones.
 */
export const shopSecrets = pgTable("shop_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
