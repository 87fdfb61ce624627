ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'pay_at_store' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before payment methods were stored: a home delivery was paid on delivery.
UPDATE "orders" SET "payment_method" = 'cash_on_delivery' WHERE "delivery_type" = 'home';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('cash_on_delivery', 'pay_at_store', 'esewa', 'khalti'));