/**
 * Fills a migrated, empty shop database with years of made-up data, in SQL alone
 * (generate_series), fast enough for a benchmark: users, products (a tenth deleted), orders with
 * their lines, timeline and stock history, recent order e-mails, messages and pictures. The stock
 * ledger holds: for every product, the sum of its stock history is its quantity, and no quantity
 * is negative. Everything is computed from row numbers, so two fills of the same size are alike.
 *
 * `fillShop(exec, sizes)` runs on either engine: `exec` runs one SQL statement (pg's
 * `client.query`, or PGlite's `exec`). `ledgerMismatches(query)` counts products whose stock and
 * history disagree (0 when the ledger holds).
 */

export interface ScaleSizes {
  users: number;
  products: number;
  orders: number;
  /** Distinct pictures (products share them), of `pictureBytes` each (random, incompressible). */
  pictures: number;
  pictureBytes: number;
  messages: number;
  /** Orders of the last this many days get a sent confirmation e-mail each. */
  mailDays: number;
  /** The orders span this many days back from now. */
  days: number;
}

export const FIVE_YEARS: ScaleSizes = {
  users: 50_000,
  products: 20_000,
  orders: 500_000,
  pictures: 500,
  pictureBytes: 24_000,
  messages: 5_000,
  mailDays: 30,
  days: 5 * 365,
};

/** Lines of order i: 1 to 4 (2.12 on average). */
const LINES = `(case when i % 25 < 4 then 4 when i % 25 < 8 then 3 when i % 25 < 16 then 2 else 1 end)`;
/** The product of line k of order i, its quantity, and a product's price in paisa. */
const productOf = (s: ScaleSizes) => `(1 + ((i::bigint * 131 + k * 7919) % ${s.products}))::int`;
const QTY = `(1 + ((i + k) % 3))`;
const priceOf = (id: string) => `((1000 + ((${id})::bigint * 37) % 150000) * 100)`;
/** Order i's status: 60 % Completed, 20 % Approved, 10 % Pending, 5 % Rejected, 5 % cancelled Pending. */
const STATUS = `(case when i % 20 < 12 then 'Completed' when i % 20 < 16 then 'Approved' when i % 20 < 18 then 'Pending' when i % 20 = 18 then 'Rejected' else 'Pending' end)`;
const CANCELED = `(i % 20 = 19)`;

export function fillStatements(s: ScaleSizes): string[] {
  const at = (i: string) =>
    `now() - ((${s.orders} - ${i})::float8 / ${s.orders} * ${s.days}) * interval '1 day'`;
  const hash =
    "$argon2id$v=19$m=19456,t=2,p=1$c2NhbGUtZmlsbC1zYWx0$5vH3bJYb5z3QvJ0m1y0jYc1YfXn4X4pXz2mJ4o0xg8o";
  return [
    `insert into pictures (name, "full", thumb)
     select lpad(to_hex(p), 32, '0') || '.webp',
            (select decode(string_agg(md5(p::text || '-' || g::text), ''), 'hex') from generate_series(1, ${Math.ceil(s.pictureBytes / 16)}) g),
            (select decode(string_agg(md5(p::text || '+' || g::text), ''), 'hex') from generate_series(1, ${Math.ceil(s.pictureBytes / 160)}) g)
     from generate_series(1, ${s.pictures}) p`,
    `insert into users (full_name, email, phone, password_hash, role, created_at)
     select 'Customer ' || u, 'customer' || u || '@scale.test', '98' || lpad((u % 100000000)::text, 8, '0'),
            '${hash}', 'Customer', now() - interval '6 years' + u * interval '1 minute'
     from generate_series(1, ${s.users}) u`,
    `insert into products (name, brand, model, price_paisa, category, quantity, description, main_file, deleted, deleted_at, created_at)
     select (array['Laptop','SSD','RAM','Monitor','Keyboard','Mouse','Router','GPU'])[1 + p % 8] || ' ' || p,
            (array['Samsung','Kingston','Dell','HP','Lenovo','Asus','TP-Link','MSI'])[1 + (p / 8) % 8],
            'M-' || p, ${priceOf("p")},
            (array['Laptop','Computer Parts','Accessories','Networking'])[1 + p % 4], 0,
            'A product of the scale benchmark.',
            lpad(to_hex(1 + p % ${s.pictures}), 32, '0') || '.webp',
            p % 10 = 0, case when p % 10 = 0 then now() - interval '30 days' end,
            now() - interval '6 years' + p * interval '1 minute'
     from generate_series(1, ${s.products}) p`,
    `insert into orders (user_id, status, canceled, canceled_at, delivery_type, phone_number, city, payment_method, total_paisa, created_at, updated_at)
     select 1 + (i % ${s.users}), ${STATUS}, ${CANCELED}, case when ${CANCELED} then ${at("i")} + interval '1 hour' end,
            case when i % 3 = 0 then 'home' else 'store' end, '98' || lpad((i % 100000000)::text, 8, '0'),
            case when i % 3 = 0 then 'Biratnagar' else '' end,
            case when i % 3 = 0 then 'cash_on_delivery' else 'pay_at_store' end,
            (select sum(${priceOf(productOf(s))} * ${QTY}) from generate_series(1, ${LINES}) k),
            ${at("i")}, ${at("i")}
     from generate_series(1, ${s.orders}) i`,
    `insert into order_lines (order_id, product_id, name, price_paisa, main_file, quantity)
     select i, ${productOf(s)}, 'Product ' || ${productOf(s)}, ${priceOf(productOf(s))},
            lpad(to_hex(1 + ${productOf(s)} % ${s.pictures}), 32, '0') || '.webp', ${QTY}
     from generate_series(1, ${s.orders}) i, lateral generate_series(1, ${LINES}) k`,
    // The timeline: placed, then the status moves up to the order's status, or cancelled.
    `insert into order_events (order_id, created_at, kind, from_status, to_status)
     select i, ${at("i")}, 'placed', null, 'Pending' from generate_series(1, ${s.orders}) i`,
    `insert into order_events (order_id, created_at, kind, from_status, to_status)
     select i, ${at("i")} + step * interval '1 hour', 'status_changed', m.from_status, m.to_status
     from generate_series(1, ${s.orders}) i
     join (values (1, 'Pending', 'Approved'), (2, 'Approved', 'On the way'), (3, 'On the way', 'Completed'))
       as m(step, from_status, to_status) on true
     where (${STATUS} = 'Completed') or (${STATUS} = 'Approved' and step = 1)`,
    `insert into order_events (order_id, created_at, kind, from_status, to_status)
     select i, ${at("i")} + interval '1 hour', 'status_changed', 'Pending', 'Rejected'
     from generate_series(1, ${s.orders}) i where ${STATUS} = 'Rejected'`,
    `insert into order_events (order_id, created_at, kind, from_status, to_status)
     select i, ${at("i")} + interval '1 hour', 'cancelled', null, null
     from generate_series(1, ${s.orders}) i where ${CANCELED}`,
    // Stock: every line took its pieces; a cancelled or rejected order gave them back.
    `insert into stock_history (product_id, quantity, change_type, remarks, order_id, created_at)
     select l.product_id, -l.quantity, 'order_placed', 'Order #' || l.order_id, l.order_id, o.created_at
     from order_lines l join orders o on o.id = l.order_id`,
    `insert into stock_history (product_id, quantity, change_type, remarks, order_id, created_at)
     select l.product_id, l.quantity, case when o.canceled then 'order_cancelled' else 'order_rejected' end,
            'Order #' || l.order_id, l.order_id, o.created_at + interval '1 hour'
     from order_lines l join orders o on o.id = l.order_id
     where o.canceled or o.status = 'Rejected'`,
    // Restocks: six deliveries a product over the years.
    `insert into stock_history (product_id, quantity, change_type, remarks, created_at)
     select p, 5 + (p + r) % 20, 'restock', 'Delivery', now() - interval '5 years' + r * interval '300 days'
     from generate_series(1, ${s.products}) p, generate_series(1, 6) r`,
    // The first stock: enough that no product was ever short, then the quantity is the sum.
    `insert into stock_history (product_id, quantity, change_type, remarks, created_at)
     select p.id, greatest(0, -coalesce(sum(h.quantity), 0)) + p.id % 50, 'initial_stock', 'Opening stock', now() - interval '6 years'
     from products p left join stock_history h on h.product_id = p.id group by p.id`,
    `update products p set quantity = h.total from (select product_id, sum(quantity) as total from stock_history group by product_id) h where h.product_id = p.id`,
    `insert into mail_outbox (created_at, recipient, subject, body, attempts, next_attempt_at, sent_at)
     select o.created_at, 'customer' || o.user_id || '@scale.test', 'Your order #' || o.id,
            'Thank you for your order #' || o.id || '. We will tell you when it moves.', 1, o.created_at, o.created_at + interval '1 minute'
     from orders o where o.created_at > now() - interval '${s.mailDays} days'`,
    `insert into messages (email, message, created_at, read_at)
     select 'visitor' || m || '@scale.test', 'Do you have the part number ' || m || ' in stock?',
            now() - (m * interval '17 minutes'), case when m % 4 = 0 then null else now() end
     from generate_series(1, ${s.messages}) m`,
    "analyze",
  ];
}

export async function fillShop(
  exec: (sql: string) => Promise<unknown>,
  sizes: ScaleSizes,
  progress: (step: string, ms: number) => void = () => {},
): Promise<void> {
  for (const statement of fillStatements(sizes)) {
    const started = performance.now();
    await exec(statement);
    progress(statement.trim().split("\n")[0]!.slice(0, 70), performance.now() - started);
  }
}

/** The statement that counts products whose quantity is not the sum of their stock history. */
export const LEDGER_MISMATCHES = `select count(*)::int as n from products p
  where p.quantity <> coalesce((select sum(quantity) from stock_history h where h.product_id = p.id), 0)
     or p.quantity < 0`;
