import { BILL_KINDS, BILL_PAYMENT_METHODS, TAX_REGISTRATIONS } from "@shop/shared/bills";
import { AWAITING_STATUSES, ORDER_EVENT_KINDS, ORDER_STATUSES } from "@shop/shared/order-lifecycle";
import { ORDER_CHANNELS } from "@shop/shared/orders";
import {
  GATEWAYS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_ATTEMPT_STATES,
  PAYMENT_LOG_EVENTS,
  PAYMENT_STATUSES,
} from "@shop/shared/payments";
import { LEGACY_STOCK_KINDS, STOCK_KINDS } from "@shop/shared/stock";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A full-text document (the search's words); read as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * One schema for PGlite and PostgreSQL. Money is integer paisa (bigint, read as a JS number:
 * exact up to 2^53 paisa, so sums never round), times are timestamptz in UTC.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const paisa = (name: string) => bigint(name, { mode: "number" });
/** A CHECK that the column holds one of the listed values (the lists live in packages/shared). */
const oneOf = (column: SQL | unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;
const actor = (name: string) => integer(name).references(() => users.id);

/**
 * Which orders are live (hold their stock, count in the figures): the SQL twin of `isLive` in
 * packages/shared/src/order-lifecycle.ts. Used by the partial index, the dashboard and the
 * stock rules, so all of them agree.
 */
export function liveOrderSql(t: { deleted: unknown; canceled: unknown; status: unknown }): SQL {
  return sql`not ${t.deleted} and not ${t.canceled} and ${t.status} <> 'Rejected'`;
}

/** Which orders are sales (live, and accepted by the shop): the SQL twin of `isSale`, for the dashboard. */
export function saleOrderSql(t: { deleted: unknown; canceled: unknown; status: unknown }): SQL {
  return sql`${liveOrderSql(t)} and not ${oneOf(t.status, AWAITING_STATUSES)}`;
}

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
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role)],
);

/**
 * One row per signed-in token: a token is valid only while its row exists. Logout deletes one
 * row; deactivating, deleting or a new password deletes every row of the user, so turning the
 * account back on cannot bring an old token back.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** Random, carried in the token as `sid`. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Counters of the login, reset and per-address limits, shared by every server process on one
 * database. A row is one fixed window that starts with its first hit.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

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
    /** Specifications shown as a table: `[{label, value}]` (packages/shared/src/products.ts checks them). */
    specs: jsonb("specs").$type<{ label: string; value: string }[]>().notNull().default([]),
    mainFile: text("main_file").notNull(),
    optionalFile1: text("optional_file1"),
    optionalFile2: text("optional_file2"),
    optionalFile3: text("optional_file3"),
    /** The customs (HS) code a tax invoice shows for goods: empty, or 4 to 8 digits. */
    hsCode: text("hs_code").notNull().default(""),
    /** How long the shop's warranty runs from the day of sale; 0 = none. */
    warrantyMonths: integer("warranty_months").notNull().default(0),
    /** Each piece sold carries its serial number (recorded at the counter or before completing). */
    tracksSerials: boolean("tracks_serials").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the search reads: brand, name, model, category and the specifications' values, without
     * accents, lower case, every run of other characters one space (`shop_search_words`, from the
     * search_functions migration). Kept by the database itself; its indexes are in the
     * search_indexes_and_derived_figures migration.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`shop_search_words(brand || ' ' || name || ' ' || model || ' ' || category || ' ' || shop_specs_values(specs))`,
      ),
    /** Its words, for a search's words and their starts ('rtx':* & '4060':*). */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`array_to_tsvector(string_to_array(shop_search_words(brand || ' ' || name || ' ' || model || ' ' || category || ' ' || shop_specs_values(specs)), ' '))`,
      ),
    /** The name and the model alone, read the same way: what a search's ranking compares with. */
    searchName: text("search_name").notNull().generatedAlwaysAs(sql`shop_search_words(name)`),
    searchModel: text("search_model").notNull().generatedAlwaysAs(sql`shop_search_words(model)`),
  },
  (t) => [
    check("products_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("products_hs_code_digits", sql`${t.hsCode} ~ '^([0-9]{4,8})?$'`),
    check("products_warranty_months_range", sql`${t.warrantyMonths} between 0 and 120`),
    check("products_specs_list", sql`jsonb_typeof(${t.specs}) = 'array'`),
    check("products_price_nonnegative", sql`${t.pricePaisa} >= 0 and ${t.youSavedPaisa} >= 0`),
    index("products_listing_idx").on(t.deleted, t.category, t.createdAt),
  ],
);

const {
  searchText: _text,
  searchVector: _vector,
  searchName: _name,
  searchModel: _model,
  ...productOwnColumns
} = getTableColumns(products);
/**
 * A product's own columns, for reads of products: the search columns are the database's, for its
 * indexes and ranking, and no answer shows them.
 */
export const productColumns = productOwnColumns;
export type ProductRow = Omit<
  typeof products.$inferSelect,
  "searchText" | "searchVector" | "searchName" | "searchModel"
>;

/**
 * The stock ledger: one row per movement, written by the stock module only, in the same
 * transaction as the change. For every product the sum of its rows equals its quantity.
 */
export const stockHistory = pgTable(
  "stock_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** Signed: positive adds stock, negative takes it. */
    quantity: integer("quantity").notNull(),
    /** One of STOCK_KINDS (a code; the history shows its words). */
    kind: text("change_type").notNull(),
    remarks: text("remarks").notNull().default(""),
    orderId: integer("order_id").references(() => orders.id),
    /** Who moved it; null for the seed and other work of the shop itself. */
    actorId: actor("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_history_product_idx").on(t.productId, t.createdAt),
    index("stock_history_order_idx").on(t.orderId),
    check(
      "stock_history_kind_known",
      oneOf(t.kind, [...Object.keys(STOCK_KINDS), ...Object.keys(LEGACY_STOCK_KINDS)]),
    ),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Where the sale was made: the web checkout, or the counter (a sale written as Completed). */
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull().default("web"),
    /**
     * The customer account. A web order always has one; a counter sale only when the buyer's
     * phone belongs to exactly one customer (then it shows in their order history).
     */
    userId: integer("user_id").references(() => users.id),
    /** The buyer as given at the counter ("" for a web order: its account says who). */
    buyerName: text("buyer_name").notNull().default(""),
    buyerPhone: text("buyer_phone").notNull().default(""),
    /** The buyer's PAN for their bill: empty, or 9 digits. */
    buyerPan: text("buyer_pan").notNull().default(""),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("Pending"),
    canceled: boolean("canceled").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    deleted: boolean("deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deliveryType: text("delivery_type", { enum: ["store", "home"] })
      .notNull()
      .default("store"),
    phoneNumber: text("phone_number").notNull(),
    city: text("city").notNull().default(""),
    chowkName: text("chowk_name").notNull().default(""),
    famousLandMark: text("famous_land_mark").notNull().default(""),
    /**
     * How the order is paid: a web order one of PAYMENT_METHODS, fitting the delivery type when
     * placed; a counter sale one of COUNTER_PAYMENT_METHODS.
     */
    paymentMethod: text("payment_method", { enum: ORDER_PAYMENT_METHODS }).notNull().default("pay_at_store"),
    /** The shopper's note for the shop (at most 500 characters, line breaks kept). */
    note: text("note").notNull().default(""),
    /** The delivery charge (0 for store pickup); included in totalPaisa. */
    deliveryChargePaisa: paisa("delivery_charge_paisa").notNull().default(0),
    /** A discount on the whole sale (the counter), with the reason the bill shows. */
    discountPaisa: paisa("discount_paisa").notNull().default(0),
    discountReason: text("discount_reason").notNull().default(""),
    /** What the buyer pays: the lines, plus the delivery charge, less the discount. */
    totalPaisa: paisa("total_paisa").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** A digest of what was asked with that key: the same key with another order is refused. */
    idempotencyDigest: text("idempotency_digest"),
    /**
     * Where the money stands (PAYMENT_STATUSES). Changed only by modules/payments/, with the
     * attempt that caused it, in one transaction: pending while an online attempt is open, paid
     * by a conditional update (only an unpaid or pending order becomes paid).
     */
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    paidPaisa: paisa("paid_paisa").notNull().default(0),
    refundedPaisa: paisa("refunded_paisa").notNull().default(0),
    /** The gateway's transaction id of the payment that paid the order ("" when none). */
    paymentRef: text("payment_ref").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    // A customer's history: its page in index order, and its count from the index alone (the
    // count read each order's row to skip deleted ones: 6-70 ms for a customer of 2,300 orders).
    index("orders_customer_idx").on(t.userId, t.createdAt, t.id).where(sql`not ${t.deleted}`),
    // Dashboard sums and counts scan live orders by time only.
    index("orders_live_created_idx").on(t.createdAt).where(liveOrderSql(t)),
    // Each sale's time and total: the dashboard's monthly sums read this index alone.
    index("orders_sales_created_idx").on(t.createdAt, t.totalPaisa).where(saleOrderSql(t)),
    // The order desk's order (newest first), for its pages, its date ranges and each status tab:
    // a page reads its rows in index order (backwards) instead of sorting every order.
    index("orders_desk_idx").on(t.createdAt, t.id).where(sql`not ${t.deleted}`),
    index("orders_desk_status_idx")
      .on(t.status, t.createdAt, t.id)
      .where(sql`not ${t.deleted} and not ${t.canceled}`),
    uniqueIndex("orders_idempotency_key").on(t.userId, t.idempotencyKey),
    check("orders_status_known", oneOf(t.status, ORDER_STATUSES)),
    check("orders_payment_method_known", oneOf(t.paymentMethod, ORDER_PAYMENT_METHODS)),
    check("orders_channel_known", oneOf(t.channel, ORDER_CHANNELS)),
    // Only a counter sale may be made without a customer account.
    check("orders_web_has_customer", sql`${t.userId} is not null or ${t.channel} = 'counter'`),
    check("orders_buyer_pan_digits", sql`${t.buyerPan} ~ '^([0-9]{9})?$'`),
    check(
      "orders_charges_nonnegative",
      sql`${t.deliveryChargePaisa} >= 0 and ${t.discountPaisa} >= 0 and ${t.totalPaisa} >= 0`,
    ),
    check("orders_payment_status_known", oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      "orders_refund_within_paid",
      sql`${t.paidPaisa} >= 0 and ${t.refundedPaisa} >= 0 and ${t.refundedPaisa} <= ${t.paidPaisa}`,
    ),
  ],
);

/**
 * One try at paying an order online. Its id is the shop's own random id, sent to the gateway as
 * the purchase (Khalti's purchase_order_id, eSewa's transaction_uuid): never the bare order
 * number, so each try is told apart and a stranger cannot guess one.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: text("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    gateway: text("gateway", { enum: GATEWAYS }).notNull(),
    /** The order's total when the try began; the gateway must confirm exactly this. */
    amountPaisa: paisa("amount_paisa").notNull(),
    /** pending until the gateway settles it; paid; failed; duplicate (paid after another try paid the order: refund it). */
    state: text("state", { enum: PAYMENT_ATTEMPT_STATES }).notNull().default("pending"),
    /** The gateway's id of the request (Khalti's pidx); null for eSewa and before it answered. */
    gatewayRef: text("gateway_ref"),
    /** The gateway's id of the money movement (Khalti's transaction_id, eSewa's ref_id). */
    gatewayTxnId: text("gateway_txn_id"),
    /** The last status the gateway gave ("Initiated", "COMPLETE", …), as it wrote it. */
    gatewayStatus: text("gateway_status").notNull().default(""),
    /** When the gateway's payment page stops taking the payment (Khalti says; null otherwise). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the background check asks the gateway again, while pending. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull(),
    checks: integer("checks").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_attempts_order_idx").on(t.orderId),
    index("payment_attempts_due_idx").on(t.nextCheckAt).where(sql`${t.state} = 'pending'`),
    uniqueIndex("payment_attempts_gateway_ref_key").on(t.gateway, t.gatewayRef),
    // One money movement pays one attempt: a transaction id seen twice is refused by the database.
    uniqueIndex("payment_attempts_gateway_txn_key").on(t.gateway, t.gatewayTxnId),
    check("payment_attempts_gateway_known", oneOf(t.gateway, GATEWAYS)),
    check("payment_attempts_state_known", oneOf(t.state, PAYMENT_ATTEMPT_STATES)),
    check("payment_attempts_amount_positive", sql`${t.amountPaisa} > 0`),
  ],
);

/**
 * Everything that happened to online payments, one row per event: each start, return from a
 * gateway (with what it claimed and what the gateway then said), background check, refused or
 * forged return, refund and change of method. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE, on PGlite and PostgreSQL alike.
 */
export const paymentLog = pgTable(
  "payment_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** The attempt it is about, when the shop knows one (a forged return may name none). */
    attemptId: text("attempt_id").references(() => paymentAttempts.id),
    orderId: integer("order_id").references(() => orders.id),
    gateway: text("gateway").notNull().default(""),
    /** What happened: PAYMENT_LOG_EVENTS. */
    event: text("event", { enum: PAYMENT_LOG_EVENTS }).notNull(),
    /** What the shop made of it: paid, already_paid, pending, failed, refused, … */
    outcome: text("outcome").notNull(),
    /** The details as JSON text: what came in (without secrets) and what the gateway answered. */
    detail: text("detail").notNull().default("{}"),
    actorId: actor("actor_id"),
  },
  (t) => [
    index("payment_log_order_idx").on(t.orderId, t.id),
    index("payment_log_attempt_idx").on(t.attemptId),
    check("payment_log_event_known", oneOf(t.event, PAYMENT_LOG_EVENTS)),
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

/**
 * The places the shop delivers to. Names are stored trimmed with single spaces and are unique
 * without case, so "Dharan" and " dharan" are one area; an order matches its city the same way.
 */
export const deliveryAreas = pgTable(
  "delivery_areas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    chargePaisa: paisa("charge_paisa").notNull(),
    /** Goods worth this much or more are delivered free; null when never free. */
    freeFromPaisa: paisa("free_from_paisa"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("delivery_areas_name_key").on(sql`lower(${t.name})`),
    check("delivery_areas_charge_range", sql`${t.chargePaisa} >= 0 and ${t.chargePaisa} <= 10000000`),
    check("delivery_areas_free_from_positive", sql`${t.freeFromPaisa} is null or ${t.freeFromPaisa} > 0`),
  ],
);

/** An order's timeline: every placement, status change, cancel, undo, delete and restore. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
    actorId: actor("actor_id"),
    kind: text("kind", { enum: ORDER_EVENT_KINDS }).notNull(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }),
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.id),
    check("order_events_kind_known", oneOf(t.kind, ORDER_EVENT_KINDS)),
  ],
);

/**
 * E-mails waiting to be delivered. A row is written in the same transaction as the change that
 * causes it, so a crash after the commit loses nothing; the delivery loop sends and marks it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the retries are used up; such a row is kept for the owner to read. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /**
     * The body holds a secret (a password reset code) that is of use until this time. Then the
     * body is cleared (and a mail not sent by then is given up); backups never hold such a body.
     */
    secretUntil: timestamp("secret_until", { withTimezone: true }),
  },
  (t) => [
    // Exactly the delivery loop's order (next attempt, then id), so its `limit 20` reads 20 index
    // entries whatever the planner guesses. With the time alone, a table grown faster than its
    // statistics was planned as "sort every pending mail": 20 to 50 ms per batch under a backlog.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The retention sweep: mails whose secret ran out, and mails past their keeping time.
    index("mail_outbox_secret_idx").on(t.secretUntil).where(sql`${t.secretUntil} is not null`),
    index("mail_outbox_done_idx").on(sql`coalesce(${t.sentAt}, ${t.failedAt})`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When the owner marked it read; null while it is new (the sidebar counts these). */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_created_idx").on(t.createdAt),
    index("messages_unread_idx").on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    /** Always true: its unique index keeps the record single, as the shop has at most one contact record. */
    singleton: boolean("singleton").notNull().default(true),
    aboutCompany: text("about_company").notNull().default(""),
    address: text("address").notNull().default(""),
    email: text("email").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    faxNumber: text("fax_number").notNull().default(""),
    openingHours: text("opening_hours").notNull().default(""),
    time: text("time").notNull().default(""),
    /** The shop's PAN (or VAT) number, printed on every invoice. */
    panNumber: text("pan_number").notNull().default(""),
    /** `vat`: bills are Tax Invoices with VAT 13 % shown apart; `pan`: Invoices, no VAT. */
    taxRegistration: text("tax_registration", { enum: TAX_REGISTRATIONS }).notNull().default("pan"),
    activeStatus: boolean("active_status").notNull().default(true),
    createdNepDate: text("created_nep_date").notNull().default(""),
    localTimeZone: text("local_time_zone").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contacts_singleton_key").on(t.singleton),
    check("contacts_tax_registration_known", oneOf(t.taxRegistration, TAX_REGISTRATIONS)),
  ],
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
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
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

/**
 * The serial number of each piece sold of a product that tracks them. A piece counts as sold while
 * its row is not released; a credit note, a cancel, a reject or the delete of an unbilled order
 * releases it, and the same serial may then be sold again. Stored trimmed as typed, compared
 * without case.
 */
export const orderSerials = pgTable(
  "order_serials",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    serial: text("serial").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The same piece cannot be sold twice while the earlier sale stands.
    uniqueIndex("order_serials_sold_once")
      .on(t.productId, sql`lower(${t.serial})`)
      .where(sql`${t.releasedAt} is null`),
    index("order_serials_order_idx").on(t.orderId),
    index("order_serials_serial_idx").on(sql`lower(${t.serial})`),
    check("order_serials_serial_shape", sql`length(${t.serial}) between 1 and 100`),
  ],
);

/**
 * Bills and credit notes (kind `credit`, with `credits_bill_id`). Write-once: a trigger refuses
 * every UPDATE and DELETE. Everything a bill prints is copied into it when it is issued, so a later
 * change of the contact record, a product or the order never changes an old bill.
 */
export const bills = pgTable(
  "bills",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: BILL_KINDS }).notNull(),
    /** "2083/84": the Nepali fiscal year of issue (from 1 Shrawan, in the shop's time zone). */
    fiscalYear: text("fiscal_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** As printed: "2083/84-000001", "CN-2083/84-000001". */
    number: text("number").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    creditsBillId: integer("credits_bill_id").references((): AnyPgColumn => bills.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedBy: actor("issued_by"),
    issuerName: text("issuer_name").notNull().default(""),
    taxRegistration: text("tax_registration", { enum: TAX_REGISTRATIONS }).notNull(),
    shopName: text("shop_name").notNull(),
    shopAddress: text("shop_address").notNull().default(""),
    shopPhone: text("shop_phone").notNull().default(""),
    shopPan: text("shop_pan").notNull().default(""),
    buyerName: text("buyer_name").notNull(),
    buyerPhone: text("buyer_phone").notNull().default(""),
    buyerAddress: text("buyer_address").notNull().default(""),
    buyerPan: text("buyer_pan").notNull().default(""),
    deliveryChargePaisa: paisa("delivery_charge_paisa").notNull().default(0),
    discountPaisa: paisa("discount_paisa").notNull().default(0),
    discountReason: text("discount_reason").notNull().default(""),
    taxablePaisa: paisa("taxable_paisa").notNull(),
    vatPaisa: paisa("vat_paisa").notNull(),
    totalPaisa: paisa("total_paisa").notNull(),
    paymentMethod: text("payment_method", { enum: BILL_PAYMENT_METHODS }).notNull(),
    /** A credit note's reason. */
    reason: text("reason").notNull().default(""),
  },
  (t) => [
    uniqueIndex("bills_series_key").on(t.kind, t.fiscalYear, t.sequence),
    uniqueIndex("bills_number_key").on(t.number),
    // One bill per sale: a second attempt to bill an order fails in the database.
    uniqueIndex("bills_one_per_order").on(t.orderId).where(sql`${t.kind} = 'bill'`),
    index("bills_order_idx").on(t.orderId),
    index("bills_issued_idx").on(t.issuedAt),
    // Each credit note's time and total: the dashboard's returns of a day or month read this index
    // alone. Through bills_issued_idx they read every bill of the span to find the few returns.
    index("bills_credit_issued_idx").on(t.issuedAt, t.totalPaisa).where(sql`${t.kind} = 'credit'`),
    index("bills_credits_idx").on(t.creditsBillId),
    index("bills_buyer_phone_idx").on(t.buyerPhone),
    check("bills_kind_known", oneOf(t.kind, BILL_KINDS)),
    check("bills_payment_method_known", oneOf(t.paymentMethod, BILL_PAYMENT_METHODS)),
    check("bills_tax_registration_known", oneOf(t.taxRegistration, TAX_REGISTRATIONS)),
    check("bills_credit_refers", sql`(${t.kind} = 'credit') = (${t.creditsBillId} is not null)`),
    check("bills_sequence_positive", sql`${t.sequence} >= 1`),
    check("bills_adds_up", sql`${t.taxablePaisa} + ${t.vatPaisa} = ${t.totalPaisa}`),
  ],
);

/** The lines of a bill or credit note, write-once like the bill. */
export const billLines = pgTable(
  "bill_lines",
  {
    id: serial("id").primaryKey(),
    billId: integer("bill_id")
      .notNull()
      .references(() => bills.id),
    /** A credit note's line: the bill line it returns pieces of. */
    billLineId: integer("bill_line_id").references((): AnyPgColumn => billLines.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    model: text("model").notNull().default(""),
    hsCode: text("hs_code").notNull().default(""),
    serials: text("serials").array().notNull().default(sql`'{}'::text[]`),
    warrantyMonths: integer("warranty_months").notNull().default(0),
    quantity: integer("quantity").notNull(),
    ratePaisa: paisa("rate_paisa").notNull(),
    /** quantity × rate */
    amountPaisa: paisa("amount_paisa").notNull(),
    /** The line's part of the sale's discount (a credit note's line: the part it gives back). */
    discountSharePaisa: paisa("discount_share_paisa").notNull().default(0),
    /** The split of the amount (VAT-registered shop), or the amount and 0. */
    taxablePaisa: paisa("taxable_paisa").notNull(),
    vatPaisa: paisa("vat_paisa").notNull(),
  },
  (t) => [
    index("bill_lines_bill_idx").on(t.billId),
    index("bill_lines_returns_idx").on(t.billLineId),
    check("bill_lines_quantity_positive", sql`${t.quantity} >= 1`),
    check("bill_lines_amount", sql`${t.amountPaisa} = ${t.quantity} * ${t.ratePaisa}`),
    check("bill_lines_adds_up", sql`${t.taxablePaisa} + ${t.vatPaisa} = ${t.amountPaisa}`),
  ],
);

/** The last number of each series: one row per kind and fiscal year (bill-numbers.ts). */
export const billCounters = pgTable(
  "bill_counters",
  {
    kind: text("kind", { enum: BILL_KINDS }).notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fiscalYear] })],
);

/** Every print of a bill: copy 0 is the original, copy n prints "Copy of Original (n)". */
export const billPrints = pgTable(
  "bill_prints",
  {
    billId: integer("bill_id")
      .notNull()
      .references(() => bills.id),
    copy: integer("copy").notNull(),
    printedAt: timestamp("printed_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: actor("actor_id"),
  },
  (t) => [primaryKey({ columns: [t.billId, t.copy] }), check("bill_prints_copy", sql`${t.copy} >= 0`)],
);

/**
 * Figures the database derives from the shop's own tables and keeps up to date by triggers
 * (the search_indexes_and_derived_figures migration). A schema of their own: a backup holds the shop's tables (`public`) and a
 * restore makes these again from them, so nothing is counted twice.
 */
export const derived = pgSchema("derived");

/** Pieces sold per product in live orders: the best sellers, without adding up every order line. */
export const productSales = derived.table(
  "product_sales",
  {
    productId: integer("product_id").primaryKey(),
    sold: bigint("sold", { mode: "number" }).notNull(),
  },
  (t) => [index("product_sales_rank_idx").on(t.sold.desc(), t.productId)],
);

/**
 * Every word of the products' search text, with how many products (and live products) hold it:
 * what a misspelled word is compared with.
 */
export const searchWords = derived.table("search_words", {
  word: text("word").primaryKey(),
  products: integer("products").notNull(),
  live: integer("live").notNull(),
});

/**
 * How many orders each of the order desk's status filters holds (a cancelled order is
 * "cancelled" whatever its status; deleted orders in none), as rows to add up: each statement
 * on orders adds a row of the change, so two sales never wait on the same row; the desk adds
 * them up and folds them into one row a filter now and then (the order_desk_counts migration).
 */
export const orderCounts = derived.table("order_counts", {
  filter: text("filter").notNull(),
  n: bigint("n", { mode: "number" }).notNull(),
});
