CREATE TABLE "delivery_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"charge_paisa" bigint NOT NULL,
	"free_from_paisa" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_charge_range" CHECK ("delivery_areas"."charge_paisa" >= 0 and "delivery_areas"."charge_paisa" <= 10000000),
	CONSTRAINT "delivery_areas_free_from_positive" CHECK ("delivery_areas"."free_from_paisa" is null or "delivery_areas"."free_from_paisa" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_name_key" ON "delivery_areas" USING btree (lower("name"));