CREATE TABLE "derived"."order_counts" (
	"filter" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_sales_created_idx" ON "orders" USING btree ("created_at","total_paisa") WHERE not "orders"."deleted" and not "orders"."canceled" and "orders"."status" <> 'Rejected' and not "orders"."status" in ('Pending');--> statement-breakpoint
CREATE INDEX "orders_desk_idx" ON "orders" USING btree ("created_at","id") WHERE not "orders"."deleted";--> statement-breakpoint
CREATE INDEX "orders_desk_status_idx" ON "orders" USING btree ("status","created_at","id") WHERE not "orders"."deleted" and not "orders"."canceled";