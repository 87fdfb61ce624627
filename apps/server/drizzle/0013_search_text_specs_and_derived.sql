CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."product_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sold" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derived"."search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"live" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_search_words(brand || ' ' || name || ' ' || model || ' ' || category || ' ' || shop_specs_values(specs))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(string_to_array(shop_search_words(brand || ' ' || name || ' ' || model || ' ' || category || ' ' || shop_specs_values(specs)), ' '))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (shop_search_words(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_model" text GENERATED ALWAYS AS (shop_search_words(model)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sales_rank_idx" ON "derived"."product_sales" USING btree ("sold" DESC NULLS LAST,"product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_specs_list" CHECK (jsonb_typeof("products"."specs") = 'array');