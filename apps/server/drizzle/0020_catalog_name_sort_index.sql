-- The catalog's name order, read from an index alone: a page counts every product on sale (a
-- window over the whole list), and with the name stored beside its key that count no longer
-- reads the table. The query sorts by lower(name) collate "C", this index's key; the index of
-- 0014 (no name beside the key) was never used by it and goes.
CREATE INDEX products_name_sort_idx ON products ((lower(name) COLLATE "C"), id) INCLUDE (name) WHERE NOT deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS products_name_idx;
