CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed', 'status_changed', 'cancelled', 'cancel_undone', 'deleted', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_digest" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_history" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Stock history kinds become codes (the history shows their words); remarks of anything unknown are kept.
UPDATE "stock_history" SET "change_type" = CASE "change_type"
  WHEN 'Initial stock' THEN 'initial_stock'
  WHEN 'Restock' THEN 'restock'
  WHEN 'Correction' THEN 'correction'
  WHEN 'Order placed' THEN 'order_placed'
  WHEN 'Order cancelled' THEN 'order_cancelled'
  WHEN 'Cancel undone' THEN 'cancel_undone'
  WHEN 'Order rejected' THEN 'order_rejected'
  WHEN 'Order deleted' THEN 'order_deleted'
  WHEN 'Rejection undone' THEN 'rejection_undone'
  ELSE 'correction' END,
  "remarks" = CASE WHEN "change_type" IN ('Initial stock', 'Restock', 'Correction', 'Order placed', 'Order cancelled',
    'Cancel undone', 'Order rejected', 'Order deleted', 'Rejection undone') THEN "remarks"
    ELSE trim("change_type" || ': ' || "remarks") END;--> statement-breakpoint
UPDATE "stock_history" SET "order_id" = NULL WHERE "order_id" IS NOT NULL AND "order_id" NOT IN (SELECT "id" FROM "orders");--> statement-breakpoint
-- Orders placed before the timeline existed start it with their placement.
INSERT INTO "order_events" ("order_id", "created_at", "actor_id", "kind", "to_status")
  SELECT "id", "created_at", "user_id", 'placed', 'Pending' FROM "orders" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_history_order_idx" ON "stock_history" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Pending', 'Approved', 'Rejected', 'On the way', 'Completed'));--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_kind_known" CHECK ("stock_history"."change_type" in ('initial_stock', 'restock', 'correction', 'order_placed', 'order_cancelled', 'cancel_undone', 'order_rejected', 'order_deleted', 'order_restored', 'rejection_undone'));