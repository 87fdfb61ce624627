CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"gateway_txn_id" text,
	"gateway_status" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_gateway_known" CHECK ("payment_attempts"."gateway" in ('khalti', 'esewa')),
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" in ('pending', 'paid', 'failed', 'duplicate', 'refused')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt_id" text,
	"order_id" integer,
	"gateway" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '{}' NOT NULL,
	"actor_id" integer,
	CONSTRAINT "payment_log_event_known" CHECK ("payment_log"."event" in ('start', 'return', 'background_check', 'refund', 'method_changed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_log" ADD CONSTRAINT "payment_log_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_log" ADD CONSTRAINT "payment_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_log" ADD CONSTRAINT "payment_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_due_idx" ON "payment_attempts" USING btree ("next_check_at") WHERE "payment_attempts"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_gateway_ref_key" ON "payment_attempts" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_gateway_txn_key" ON "payment_attempts" USING btree ("gateway","gateway_txn_id");--> statement-breakpoint
CREATE INDEX "payment_log_order_idx" ON "payment_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_log_attempt_idx" ON "payment_log" USING btree ("attempt_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('unpaid', 'pending', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_paid" CHECK ("orders"."paid_paisa" >= 0 and "orders"."refunded_paisa" >= 0 and "orders"."refunded_paisa" <= "orders"."paid_paisa");