-- The order desk's searches ("part of a name or phone", ILIKE '%…%'): trigram indexes, so a
-- search reads the orders and customers it finds instead of every row. The users list searches
-- the same columns and the e-mail.
CREATE INDEX orders_phone_trgm_idx ON orders USING gin (phone_number gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_name_trgm_idx ON users USING gin (full_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
--> statement-breakpoint

-- The order desk's counts per status filter (derived.order_counts): each statement on orders
-- adds one row per filter it changed, with the change (+ for orders that came into a filter, -
-- for those that left it). Rows are only ever added here, never updated, so two sales never
-- wait on each other's count; the desk adds them up and folds them together now and then.
-- The filter is the desk's own key: "cancelled" for a cancelled order, else its status;
-- deleted orders are in none.
CREATE FUNCTION shop_order_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.order_counts (filter, n)
  SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END, count(*)
  FROM added_orders WHERE NOT deleted
  GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_added AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added_orders FOR EACH STATEMENT EXECUTE FUNCTION shop_order_counts_added();
--> statement-breakpoint
CREATE FUNCTION shop_order_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.order_counts (filter, n)
  SELECT filter, sum(n)
  FROM (SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END AS filter, 1 AS n
        FROM new_orders WHERE NOT deleted
        UNION ALL
        SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END, -1
        FROM old_orders WHERE NOT deleted) c
  GROUP BY filter
  HAVING sum(n) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_changed AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION shop_order_counts_changed();
--> statement-breakpoint
CREATE FUNCTION shop_order_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO derived.order_counts (filter, n)
  SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END, -count(*)
  FROM removed_orders WHERE NOT deleted
  GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_removed AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed_orders FOR EACH STATEMENT EXECUTE FUNCTION shop_order_counts_removed();
--> statement-breakpoint

-- Made again from the shop's own tables (after a bulk load that skipped the triggers): the
-- figures of the search_indexes_and_derived_figures migration, and now the desk's counts.
CREATE OR REPLACE FUNCTION shop_rebuild_derived() RETURNS void LANGUAGE sql AS $$
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
  DELETE FROM derived.order_counts;
  INSERT INTO derived.order_counts (filter, n)
  SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END, count(*)
  FROM orders WHERE NOT deleted
  GROUP BY 1;
$$;
--> statement-breakpoint
INSERT INTO derived.order_counts (filter, n)
SELECT CASE WHEN canceled THEN 'cancelled' ELSE status END, count(*)
FROM orders WHERE NOT deleted
GROUP BY 1;
