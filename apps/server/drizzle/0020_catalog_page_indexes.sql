-- A catalog page counts every product its filters match (a window over the whole list) and the
-- first page groups their brands: over the whole catalog each of these read the table. These
-- indexes hold what they need, over the products on sale, so they read an index alone.
-- The name order: the query sorts by lower(name) collate "C", this index's key, with the name
-- beside it; the index of 0014 (no name beside the key) was never used by it and goes.
CREATE INDEX products_name_sort_idx ON products ((lower(name) COLLATE "C"), id) INCLUDE (name) WHERE NOT deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS products_name_idx;
--> statement-breakpoint
-- The catalog's own order (by id).
CREATE INDEX products_live_id_idx ON products (id) WHERE NOT deleted;
--> statement-breakpoint
-- The first page's brands, grouped by lower(brand) (products_brand_idx stays for the brand filter).
CREATE INDEX products_brands_idx ON products ((lower(brand))) INCLUDE (brand) WHERE NOT deleted AND brand <> '';
