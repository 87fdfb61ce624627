-- An issued bill never changes and is never deleted (the tax office's rule): the database itself
-- refuses every UPDATE, DELETE and TRUNCATE of bills, their lines and their prints, whoever sends
-- it. A bill is corrected only by a credit note, which is a new row. Row locks (SELECT … FOR
-- UPDATE) are not updates and stay possible.
CREATE FUNCTION shop_bills_write_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued bill is never changed or deleted: % of % refused', TG_OP, TG_TABLE_NAME
    USING HINT = 'Return goods with a credit note against the bill.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER bills_write_once BEFORE UPDATE OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION shop_bills_write_once();
--> statement-breakpoint
CREATE TRIGGER bills_no_truncate BEFORE TRUNCATE ON bills
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bills_write_once();
--> statement-breakpoint
CREATE TRIGGER bill_lines_write_once BEFORE UPDATE OR DELETE ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION shop_bills_write_once();
--> statement-breakpoint
CREATE TRIGGER bill_lines_no_truncate BEFORE TRUNCATE ON bill_lines
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bills_write_once();
--> statement-breakpoint
CREATE TRIGGER bill_prints_write_once BEFORE UPDATE OR DELETE ON bill_prints
  FOR EACH ROW EXECUTE FUNCTION shop_bills_write_once();
--> statement-breakpoint
CREATE TRIGGER bill_prints_no_truncate BEFORE TRUNCATE ON bill_prints
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bills_write_once();
