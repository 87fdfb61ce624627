CREATE TABLE "bill_counters" (
	"kind" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "bill_counters_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"bill_line_id" integer,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"warranty_months" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"rate_paisa" bigint NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"discount_share_paisa" bigint DEFAULT 0 NOT NULL,
	"taxable_paisa" bigint NOT NULL,
	"vat_paisa" bigint NOT NULL,
	CONSTRAINT "bill_lines_quantity_positive" CHECK ("bill_lines"."quantity" >= 1),
	CONSTRAINT "bill_lines_amount" CHECK ("bill_lines"."amount_paisa" = "bill_lines"."quantity" * "bill_lines"."rate_paisa"),
	CONSTRAINT "bill_lines_adds_up" CHECK ("bill_lines"."taxable_paisa" + "bill_lines"."vat_paisa" = "bill_lines"."amount_paisa")
);
--> statement-breakpoint
CREATE TABLE "bill_prints" (
	"bill_id" integer NOT NULL,
	"copy" integer NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	CONSTRAINT "bill_prints_bill_id_copy_pk" PRIMARY KEY("bill_id","copy"),
	CONSTRAINT "bill_prints_copy" CHECK ("bill_prints"."copy" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"credits_bill_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer,
	"issuer_name" text DEFAULT '' NOT NULL,
	"tax_registration" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_address" text DEFAULT '' NOT NULL,
	"shop_phone" text DEFAULT '' NOT NULL,
	"shop_pan" text DEFAULT '' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_pan" text DEFAULT '' NOT NULL,
	"delivery_charge_paisa" bigint DEFAULT 0 NOT NULL,
	"discount_paisa" bigint DEFAULT 0 NOT NULL,
	"discount_reason" text DEFAULT '' NOT NULL,
	"taxable_paisa" bigint NOT NULL,
	"vat_paisa" bigint NOT NULL,
	"total_paisa" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "bills_kind_known" CHECK ("bills"."kind" in ('bill', 'credit')),
	CONSTRAINT "bills_payment_method_known" CHECK ("bills"."payment_method" in ('cash', 'qr', 'card', 'bank_transfer', 'online', 'cash_on_delivery')),
	CONSTRAINT "bills_tax_registration_known" CHECK ("bills"."tax_registration" in ('pan', 'vat')),
	CONSTRAINT "bills_credit_refers" CHECK (("bills"."kind" = 'credit') = ("bills"."credits_bill_id" is not null)),
	CONSTRAINT "bills_sequence_positive" CHECK ("bills"."sequence" >= 1),
	CONSTRAINT "bills_adds_up" CHECK ("bills"."taxable_paisa" + "bills"."vat_paisa" = "bills"."total_paisa")
);
--> statement-breakpoint
CREATE TABLE "order_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"serial" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_serials_serial_shape" CHECK (length("order_serials"."serial") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "stock_history" DROP CONSTRAINT "stock_history_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tax_registration" text DEFAULT 'pan' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_pan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tracks_serials" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_line_id_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_prints" ADD CONSTRAINT "bill_prints_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_prints" ADD CONSTRAINT "bill_prints_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_credits_bill_id_bills_id_fk" FOREIGN KEY ("credits_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_serials" ADD CONSTRAINT "order_serials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_serials" ADD CONSTRAINT "order_serials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_lines_returns_idx" ON "bill_lines" USING btree ("bill_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_series_key" ON "bills" USING btree ("kind","fiscal_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_key" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_one_per_order" ON "bills" USING btree ("order_id") WHERE "bills"."kind" = 'bill';--> statement-breakpoint
CREATE INDEX "bills_order_idx" ON "bills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bills_issued_idx" ON "bills" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "bills_credits_idx" ON "bills" USING btree ("credits_bill_id");--> statement-breakpoint
CREATE INDEX "bills_buyer_phone_idx" ON "bills" USING btree ("buyer_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "order_serials_sold_once" ON "order_serials" USING btree ("product_id",lower("serial")) WHERE "order_serials"."released_at" is null;--> statement-breakpoint
CREATE INDEX "order_serials_order_idx" ON "order_serials" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_serials_serial_idx" ON "order_serials" USING btree (lower("serial"));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tax_registration_known" CHECK ("contacts"."tax_registration" in ('pan', 'vat'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_web_has_customer" CHECK ("orders"."user_id" is not null or "orders"."channel" = 'counter');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_pan_digits" CHECK ("orders"."buyer_pan" ~ '^([0-9]{9})?$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_nonnegative" CHECK ("orders"."delivery_charge_paisa" >= 0 and "orders"."discount_paisa" >= 0 and "orders"."total_paisa" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('cash_on_delivery', 'pay_at_store', 'esewa', 'khalti', 'cash', 'qr', 'card', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_digits" CHECK ("products"."hs_code" ~ '^([0-9]{4,8})?$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" between 0 and 120);--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_kind_known" CHECK ("stock_history"."change_type" in ('initial_stock', 'restock', 'correction', 'order_placed', 'order_cancelled', 'cancel_undone', 'order_rejected', 'order_deleted', 'order_restored', 'counter_sale', 'credit_note', 'rejection_undone'));