-- Cache invalidation from the database itself: every write that changes what a cached public
-- answer shows sends the names of what it changed on the channel shop_cache (NOTIFY, delivered at
-- commit to every server process that listens). No service has to remember to invalidate.
-- Payload: the transaction's id, then tags, separated by spaces. A process hears a message once per
-- connection that listens; the id lets it act on each message once.
--   product:<id>  every answer that shows that product (its page, lists and best sellers with it)
--   lists         every catalog list: a product came, went, or changed what lists filter and sort on
--   popular       the best sellers: sales or a product's availability changed
--   software      the software list
--   contact       the contact record
--   picture:<name>  a stored picture (and its thumbnail), once deleted
CREATE FUNCTION shop_cache_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    tags := 'product:' || NEW.id || ' lists';
  ELSIF TG_OP = 'DELETE' THEN
    tags := 'product:' || OLD.id || ' lists popular';
  ELSE
    -- updated_at alone is shown nowhere.
    IF to_jsonb(NEW) - 'updated_at' = to_jsonb(OLD) - 'updated_at' THEN
      RETURN NULL;
    END IF;
    tags := 'product:' || NEW.id;
    IF (NEW.name, NEW.brand, NEW.model, NEW.category, NEW.price_paisa, NEW.deleted, NEW.created_at)
       IS DISTINCT FROM (OLD.name, OLD.brand, OLD.model, OLD.category, OLD.price_paisa, OLD.deleted, OLD.created_at) THEN
      tags := tags || ' lists';
    END IF;
    IF NEW.deleted IS DISTINCT FROM OLD.deleted THEN
      tags := tags || ' popular';
    END IF;
  END IF;
  PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' ' || tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_cache AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_cache_products();
--> statement-breakpoint
-- An order counts toward the best sellers while it is neither deleted, cancelled nor rejected.
CREATE FUNCTION shop_cache_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NOT NEW.deleted AND NOT NEW.canceled AND NEW.status <> 'Rejected')
       IS DISTINCT FROM (NOT OLD.deleted AND NOT OLD.canceled AND OLD.status <> 'Rejected') THEN
      PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' popular');
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' popular');
  END IF;
  -- A new order has no lines yet: its lines announce themselves.
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_cache AFTER UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_cache_orders();
--> statement-breakpoint
CREATE FUNCTION shop_cache_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' popular');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_cache AFTER INSERT OR UPDATE OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION shop_cache_order_lines();
--> statement-breakpoint
-- Software and the contact record are small single answers: any visible change renews them.
-- Arguments: the tag, then the columns no answer shows (a change of only those is not announced).
CREATE FUNCTION shop_cache_simple() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND to_jsonb(NEW) - TG_ARGV[1:]::text[] = to_jsonb(OLD) - TG_ARGV[1:]::text[] THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' ' || TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER software_cache AFTER INSERT OR UPDATE OR DELETE ON software
  FOR EACH ROW EXECUTE FUNCTION shop_cache_simple('software', 'updated_at');
--> statement-breakpoint
-- The contact record shows updated_at (its last modified date): every update is announced.
CREATE TRIGGER contacts_cache AFTER INSERT OR UPDATE OR DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION shop_cache_simple('contact');
--> statement-breakpoint
-- A picture never changes under its name; it can only go away.
CREATE FUNCTION shop_cache_pictures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_cache', pg_current_xact_id()::text || ' picture:' || OLD.name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pictures_cache AFTER DELETE ON pictures
  FOR EACH ROW EXECUTE FUNCTION shop_cache_pictures();
