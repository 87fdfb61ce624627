-- The payment log is the shop's record of every start, return, check and refund of an online
-- payment: rows are only ever added. The database itself refuses every UPDATE, DELETE and
-- TRUNCATE of it, whoever sends it, so no bug and no hand in the database can rewrite what a
-- gateway said.
CREATE FUNCTION shop_payment_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the payment log is append-only: % of % refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_log_append_only BEFORE UPDATE OR DELETE ON payment_log
  FOR EACH ROW EXECUTE FUNCTION shop_payment_log_append_only();
--> statement-breakpoint
CREATE TRIGGER payment_log_no_truncate BEFORE TRUNCATE ON payment_log
  FOR EACH STATEMENT EXECUTE FUNCTION shop_payment_log_append_only();
