-- The catalog search's indexes (their expressions are the ones product-search.ts writes):
-- the words of the search text, for a word or the start of one ('rtx':* & '4060':*);
-- the search text without its spaces, for what was typed without them ("rtx4060", "wifi6");
-- the search text itself, for the names closest to a search that found nothing.
CREATE INDEX products_search_words_idx ON products USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX products_search_compact_idx ON products USING gin (replace(search_text, ' ', '') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_search_text_idx ON products USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
-- The catalog's sorts over the products on sale: each page reads its rows in index order.
CREATE INDEX products_price_idx ON products (price_paisa, id) WHERE NOT deleted;
--> statement-breakpoint
CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC) WHERE NOT deleted;
--> statement-breakpoint
CREATE INDEX products_name_idx ON products ((lower(name) COLLATE "C"), id) WHERE NOT deleted;
--> statement-breakpoint
CREATE INDEX products_brand_idx ON products ((lower(brand)));
--> statement-breakpoint
-- A word and the words that start with it, as a range in byte order (the search looks up "vivo"
-- as every word from "vivo" up to "vivo" followed by the last character there is).
CREATE INDEX search_words_prefix_idx ON derived.search_words ((word COLLATE "C"));
--> statement-breakpoint

-- Pieces sold per product in live orders (the best sellers). A live order is neither deleted,
-- cancelled nor rejected (liveOrderSql in db/schema.ts). One statement per statement of order
-- lines or orders, whatever the number of rows: a batch of checkouts adds its lines at once.
-- Rows are written in product order; the writers hold those products' locks already (the stock
-- ledger takes them first), so two of them never wait on each other here.
-- Rows are written in product order; the writers hold those products' locks already (the stock
-- ledger takes them first), so two of them never wait on each other here.
CREATE FUNCTION shop_sales_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.product_sales AS s (product_id, sold)
  SELECT l.product_id, sum(l.quantity)
  FROM added_lines l JOIN orders o ON o.id = l.order_id
  WHERE NOT o.deleted AND NOT o.canceled AND o.status <> 'Rejected'
  GROUP BY l.product_id
  ORDER BY l.product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + excluded.sold;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_added AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS added_lines FOR EACH STATEMENT EXECUTE FUNCTION shop_sales_lines_added();
--> statement-breakpoint
CREATE FUNCTION shop_sales_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.product_sales AS s (product_id, sold)
  SELECT c.product_id, sum(c.quantity)
  FROM (SELECT product_id, order_id, quantity FROM new_lines
        UNION ALL
        SELECT product_id, order_id, -quantity FROM old_lines) c
  JOIN orders o ON o.id = c.order_id
  WHERE NOT o.deleted AND NOT o.canceled AND o.status <> 'Rejected'
  GROUP BY c.product_id
  ORDER BY c.product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + excluded.sold;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_changed AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION shop_sales_lines_changed();
--> statement-breakpoint
CREATE FUNCTION shop_sales_lines_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.product_sales AS s (product_id, sold)
  SELECT l.product_id, -sum(l.quantity)
  FROM removed_lines l JOIN orders o ON o.id = l.order_id
  WHERE NOT o.deleted AND NOT o.canceled AND o.status <> 'Rejected'
  GROUP BY l.product_id
  ORDER BY l.product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + excluded.sold;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_removed AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS removed_lines FOR EACH STATEMENT EXECUTE FUNCTION shop_sales_lines_removed();
--> statement-breakpoint
-- An order that stops being live (cancelled, rejected, deleted) takes its pieces off; one that
-- becomes live again (cancel undone, restored) puts them back.
CREATE FUNCTION shop_sales_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.product_sales AS s (product_id, sold)
  SELECT l.product_id, sum(CASE WHEN c.live THEN l.quantity ELSE -l.quantity END)
  FROM (SELECT n.id, (NOT n.deleted AND NOT n.canceled AND n.status <> 'Rejected') AS live
        FROM new_orders n JOIN old_orders o ON o.id = n.id
        WHERE (NOT n.deleted AND NOT n.canceled AND n.status <> 'Rejected')
              IS DISTINCT FROM (NOT o.deleted AND NOT o.canceled AND o.status <> 'Rejected')) c
  JOIN order_lines l ON l.order_id = c.id
  GROUP BY l.product_id
  ORDER BY l.product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + excluded.sold;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_changed AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION shop_sales_orders_changed();
--> statement-breakpoint

-- The catalog's words, with how many products (and live products) hold each: what a misspelled
-- search word is compared with. Added and removed products change them a statement at a time;
-- an edit of what a product is called (or its deletion) one product at a time. A change of stock
-- or price leaves them alone (the trigger does not even fire).
CREATE FUNCTION shop_words_of(texts text[], lives boolean[]) RETURNS TABLE (word text, products int, live int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w, count(*)::int, count(*) FILTER (WHERE l)::int
  FROM (SELECT DISTINCT p.i, w, p.l
        FROM unnest(texts, lives) WITH ORDINALITY AS p(t, l, i),
             regexp_split_to_table(p.t, ' ') AS w
        WHERE w <> '') d
  GROUP BY w
$$;
--> statement-breakpoint
CREATE FUNCTION shop_words_apply(added text[], added_live boolean[], removed text[], removed_live boolean[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO derived.search_words AS s (word, products, live)
  SELECT word, sum(products), sum(live) FROM (
    SELECT word, products, live FROM shop_words_of(added, added_live)
    UNION ALL
    SELECT word, -products, -live FROM shop_words_of(removed, removed_live)) c
  GROUP BY word
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products, live = s.live + excluded.live;
  DELETE FROM derived.search_words WHERE products <= 0
    AND word IN (SELECT word FROM shop_words_of(removed, removed_live));
$$;
--> statement-breakpoint
CREATE FUNCTION shop_words_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_apply((SELECT array_agg(search_text) FROM added_products),
                           (SELECT array_agg(NOT deleted) FROM added_products), '{}', '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products FOR EACH STATEMENT EXECUTE FUNCTION shop_words_products_added();
--> statement-breakpoint
CREATE FUNCTION shop_words_products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_apply('{}', '{}', (SELECT array_agg(search_text) FROM removed_products),
                           (SELECT array_agg(NOT deleted) FROM removed_products));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed_products FOR EACH STATEMENT EXECUTE FUNCTION shop_words_products_removed();
--> statement-breakpoint
CREATE FUNCTION shop_words_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_apply(ARRAY[NEW.search_text], ARRAY[NOT NEW.deleted],
                           ARRAY[OLD.search_text], ARRAY[NOT OLD.deleted]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_changed AFTER UPDATE OF name, brand, model, category, specs, deleted ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION shop_words_product_changed();
--> statement-breakpoint

-- Makes both figures again from the shop's tables: here for the data already there, and after a
-- load that skipped triggers (the scale data's bulk load, a restore that did).
CREATE FUNCTION shop_rebuild_derived() RETURNS void LANGUAGE sql AS $$
  DELETE FROM derived.product_sales;
  INSERT INTO derived.product_sales (product_id, sold)
  SELECT l.product_id, sum(l.quantity)
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE NOT o.deleted AND NOT o.canceled AND o.status <> 'Rejected'
  GROUP BY l.product_id;
  DELETE FROM derived.search_words;
  INSERT INTO derived.search_words (word, products, live)
  SELECT word, products, live
  FROM shop_words_of((SELECT coalesce(array_agg(search_text), '{}') FROM products),
                     (SELECT coalesce(array_agg(NOT deleted), '{}') FROM products));
$$;
--> statement-breakpoint
SELECT shop_rebuild_derived();
