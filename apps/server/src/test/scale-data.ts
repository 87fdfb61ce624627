import { rupeesToPaisa } from "@shop/shared/money";
import { type SQL, sql } from "drizzle-orm";
import { CACHE_CHANNEL } from "../cache/public-reads.ts";
import { products } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { unnestInsert } from "../db/unnest-insert.ts";
import { randomSource, scaleCatalog } from "./scale-catalog.ts";

/**
 * Years of a shop's data, made in the database by a few statements (generate_series), for the
 * scale benchmark and for tests that need more than the demo: products (a tenth deleted),
 * customers, orders over five years with their lines, timeline, stock history and e-mails, and
 * messages. Added beside whatever the database holds (the demo catalog and its orders stay).
 *
 * The stock ledger holds as the shop's own code keeps it: every order line took its pieces (an
 * `order_placed` row), every order that stopped holding stock gave them back (cancelled, rejected,
 * deleted), restocks and the initial stock make up the rest, and each product's quantity is the
 * sum of its history. The same sizes give the same data on PGlite and PostgreSQL.
 */

export interface ScaleSize {
  products: number;
  customers: number;
  orders: number;
  messages: number;
}

/** Five years of a busy shop: what the scale benchmark measures on PostgreSQL. */
export const FIVE_YEARS: ScaleSize = {
  products: 20_000,
  customers: 50_000,
  orders: 500_000,
  messages: 20_000,
};
/** The middle size the embedded database is measured at. */
export const MIDDLE: ScaleSize = { products: 5_000, customers: 10_000, orders: 100_000, messages: 5_000 };

export interface ScaleSummary {
  products: number;
  deletedProducts: number;
  customers: number;
  orders: number;
  orderLines: number;
  orderEvents: number;
  stockHistory: number;
  mails: number;
  messages: number;
  /** The product sold most (most history rows): its id. */
  bestSeller: number;
  /** The customer with the most orders: its id. */
  busiestCustomer: number;
  ms: number;
}

/** The days the orders span, ending an hour before `now`. */
const SPAN_DAYS = 1826;

const FIRST_NAMES = [
  "Sita",
  "Ram",
  "Gita",
  "Hari",
  "Anjali",
  "Bikash",
  "Suman",
  "Puja",
  "Ramesh",
  "Kamala",
  "Nabin",
  "Sunita",
  "Prakash",
  "Sarita",
  "Dipak",
  "Manisha",
  "Rajesh",
  "Srijana",
  "Bishal",
  "Asmita",
  "Kiran",
  "Pratima",
  "Sagar",
  "Rekha",
  "Anil",
  "Laxmi",
  "Roshan",
  "Binita",
  "Sanjay",
  "Nirmala",
  "Aashish",
  "Sushma",
];
const LAST_NAMES = [
  "Rai",
  "Limbu",
  "Karki",
  "Shrestha",
  "Tamang",
  "Yadav",
  "Thapa",
  "Chaudhary",
  "Gurung",
  "Magar",
  "Sherpa",
  "Adhikari",
  "Bhattarai",
  "Koirala",
  "Poudel",
  "Subedi",
  "Dahal",
  "Khadka",
  "Basnet",
  "Shah",
  "Mandal",
  "Sah",
  "Tharu",
  "Dhakal",
];
const CITIES = [
  "Itahari",
  "Dharan",
  "Biratnagar",
  "Inaruwa",
  "Damak",
  "Birtamod",
  "Urlabari",
  "Jhumka",
  "Duhabi",
];
const CHOWKS = [
  "Bhrikuti Chowk",
  "Buddha Chowk",
  "Traffic Chowk",
  "Bhanu Chowk",
  "Mahendra Chowk",
  "Pipal Chowk",
];
const LANDMARKS = [
  "Big Mart",
  "the bus park",
  "Nabil Bank",
  "the clock tower",
  "Koshi Hospital",
  "the school gate",
];
const MESSAGE_TEXTS = [
  "Do you have the RTX 4060 in stock? I would like to pick it up on Saturday.",
  "Can you install Windows on the laptop I bought last week? It came without it.",
  "Please send me a quotation for ten office desktops with UPS for our school.",
  "Is EMI available on gaming laptops? What documents are needed?",
  "My router stopped working after the storm. Is it covered by the warranty?",
  "What are your opening hours during Dashain?",
  "Do you deliver to Dhankuta, and how much does it cost?",
  "I need a 1TB NVMe SSD for a Dell Inspiron. Which one fits?",
];

/** SQL text of a text[] literal from a list (the lists above hold no quotes). */
const textArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(",")}])`);
/** A number in [0, 1) from `n`, the same on every run and on both engines (hashint8 is PostgreSQL's own). */
const u = (n: string) => sql.raw(`((hashint8((${n})::bigint)::bigint + 2147483648) / 4294967296.0)`);

/**
 * Fills the database with `size` more of everything and answers what it made. Runs in one
 * transaction; triggers and key checks are skipped while it runs (as a bulk load does) when the
 * database allows it, and one notification at the end drops every cached list.
 */
export async function fillShop(
  db: Db,
  size: ScaleSize,
  options: { now?: Date; passwordHash?: string; seed?: number } = {},
): Promise<ScaleSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const passwordHash = options.passwordHash ?? "not-a-password-hash";
  const r = randomSource(options.seed ?? 2083);
  const catalog = scaleCatalog(size.products, options.seed ?? 2083);

  const summary = await db.transaction(async (tx) => {
    await bulkMode(tx);
    const base = await offsets(tx);
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const start = sql`(${nowSql} - interval '${sql.raw(String(SPAN_DAYS))} days')`;

    // Products. Popularity is a shuffled order of the new products: the first sell most.
    const P0 = base.products;
    const ranked = Array.from({ length: size.products }, (_, i) => P0 + 1 + i);
    for (let i = ranked.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
    }
    const rankOf = new Map(ranked.map((id, rank) => [id, rank]));
    const startMs = now.getTime() - SPAN_DAYS * 86_400_000;
    const rows = catalog.map((p, i) => {
      const id = P0 + 1 + i;
      const rank = rankOf.get(id)!;
      // Best sellers came early; the rest arrived over the years. A tenth of the slow sellers retired.
      const createdAt = new Date(
        startMs + (rank < size.products / 10 ? r.next() * 0.05 : r.next()) * (now.getTime() - startMs),
      );
      const deleted = rank >= size.products / 5 && r.next() < 1 / 8;
      const roll = r.next();
      const quantity = roll < 0.05 ? 0 : roll < 0.1 ? 1 + r.int(5) : 6 + r.int(55);
      return {
        id,
        name: p.name,
        brand: p.brand,
        model: p.model,
        category: p.category,
        pricePaisa: rupeesToPaisa(p.price),
        youSavedPaisa: rupeesToPaisa(p.youSaved),
        quantity,
        description: p.description,
        mainFile: base.pictureOf(p.category, i),
        deleted,
        deletedAt: deleted
          ? new Date(createdAt.getTime() + r.next() * (now.getTime() - createdAt.getTime()))
          : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    for (let i = 0; i < rows.length; i += 2000)
      await tx.execute(unnestInsert(products, rows.slice(i, i + 2000)));

    // Customers: a few hundred regulars (offices, schools) from the first year, then newcomers.
    const U0 = base.users;
    const first = textArray(FIRST_NAMES);
    const last = textArray(LAST_NAMES);
    await tx.execute(sql`
      insert into users (id, full_name, email, phone, password_hash, role, active, deleted, deleted_at, created_at, updated_at)
      select ${U0} + k,
        ${first}[1 + k % ${FIRST_NAMES.length}] || ' ' || ${last}[1 + (k / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
        lower(${first}[1 + k % ${FIRST_NAMES.length}] || '.' || ${last}[1 + (k / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]) || '.' || k || '@example.com',
        '98' || lpad(((k::bigint * 7919 + 4201337) % 100000000)::text, 8, '0'),
        ${passwordHash}, 'Customer', k % 97 <> 0, k % 211 = 0,
        case when k % 211 = 0 then ${nowSql} - interval '10 days' end,
        ${start} + interval '${sql.raw(String(SPAN_DAYS))} days' * power(k::float8 / ${size.customers + 1}, 1.5),
        ${start} + interval '${sql.raw(String(SPAN_DAYS))} days' * power(k::float8 / ${size.customers + 1}, 1.5)
      from generate_series(1, ${size.customers}) as k`);

    // Orders: busier as the years go by (a concave curve of time against number), each with 1 to 5
    // lines of distinct products drawn by popularity (the cube of a uniform number).
    const O0 = base.orders;
    const N = size.orders;
    const NP = size.products;
    await tx.execute(sql`
      create temp table scale_lines on commit drop as
      select distinct on (o, p) o, p, q from (
        select i as o,
          (${sql.param(ranked)}::int[])[1 + floor(${NP} * power(${u(`i * 16 + k`)}, 3))::int] as p,
          case when ${u(`i * 16 + 5 + k`)} < 0.85 then 1 when ${u(`i * 16 + 5 + k`)} < 0.97 then 2 else 3 end as q
        from generate_series(1, ${N}) as i
        cross join generate_series(1, 5) as k
        where k <= case
          when ${u("i * 16 + 11")} < 0.35 then 1 when ${u("i * 16 + 11")} < 0.65 then 2
          when ${u("i * 16 + 11")} < 0.85 then 3 when ${u("i * 16 + 11")} < 0.95 then 4 else 5 end
      ) as drawn
      order by o, p`);
    await tx.execute(sql`
      create temp table scale_orders on commit drop as
      with timed as (
        select i, ${start} + interval '${sql.raw(String(SPAN_DAYS))} days' * power(i::float8 / ${N + 1}, 2.0 / 3)
                 + interval '1 minute' * ${u("i * 16 + 15")} as at,
          ${u("i * 16 + 12")} as roll, ${u("i * 16 + 13")} < 0.45 as home,
          case when ${u("i * 16 + 14")} < 0.1
            then 1 + floor(least(500, ${size.customers}) * power(${u("i * 16 + 14 + 1000000000")}, 2))::int
            else 1 + floor(${size.customers} * power(i::float8 / ${N + 1}, 2.0 / 3) * (1 - power(${u("i * 16 + 14 + 2000000000")}, 3)))::int
          end as k
        from generate_series(1, ${N}) as i
      ), aged as (
        select *, extract(epoch from ${nowSql} - at) / 86400 as age from timed
      )
      select ${O0} + i as id, i, ${U0} + least(k, ${size.customers}) as user_id, at, home,
        case
          when age > 14 then case when roll < 0.04 then 'Rejected' when roll < 0.10 then 'cancelled'
                                   when roll < 0.11 then 'deleted' else 'Completed' end
          when age > 3 then case when roll < 0.05 then 'Rejected' when roll < 0.12 then 'cancelled'
                                  when roll < 0.40 then case when home then 'On the way' else 'Approved' end
                                  else 'Completed' end
          else case when roll < 0.08 then 'cancelled' when roll < 0.6 then 'Pending' when roll < 0.85 then 'Approved'
                    else case when home then 'On the way' else 'Approved' end end
        end as outcome
      from aged`);
    await tx.execute(sql`
      insert into orders (id, user_id, status, canceled, canceled_at, deleted, deleted_at, delivery_type,
        phone_number, city, chowk_name, famous_land_mark, payment_method, note, total_paisa, created_at, updated_at)
      select o.id, o.user_id,
        case o.outcome when 'cancelled' then 'Pending' when 'deleted' then 'Completed' else o.outcome end,
        o.outcome = 'cancelled', case when o.outcome = 'cancelled' then o.at + interval '1 hour' end,
        o.outcome = 'deleted', case when o.outcome = 'deleted' then o.at + interval '5 days' end,
        case when o.home then 'home' else 'store' end,
        u.phone,
        case when o.home then (${textArray(CITIES)})[1 + o.i % ${CITIES.length}] else '' end,
        case when o.home then (${textArray(CHOWKS)})[1 + o.i % ${CHOWKS.length}] else '' end,
        case when o.home then (${textArray(LANDMARKS)})[1 + o.i % ${LANDMARKS.length}] else '' end,
        case when o.home then 'cash_on_delivery' else 'pay_at_store' end,
        case when o.i % 23 = 0 then 'Please call before coming.' else '' end,
        t.total, o.at, o.at + interval '2 days'
      from scale_orders o
      join users u on u.id = o.user_id
      join (select l.o, sum(l.q * p.price_paisa) as total
            from scale_lines l join products p on p.id = l.p group by l.o) t on t.o = o.i`);
    await tx.execute(sql`
      insert into order_lines (order_id, product_id, name, price_paisa, main_file, quantity)
      select ${O0} + l.o, l.p, p.name, p.price_paisa, p.main_file, l.q
      from scale_lines l join products p on p.id = l.p
      order by l.o, l.p`);

    // The timeline: placed, then each status move the outcome took, by the admin.
    const admin = base.adminId === null ? sql`null::int` : sql`${base.adminId}::int`;
    await tx.execute(sql`
      insert into order_events (order_id, created_at, actor_id, kind, from_status, to_status)
      select id, at, user_id, 'placed', null, 'Pending' from scale_orders
      union all
      select id, at + interval '2 hours', ${admin}, 'status_changed', 'Pending', 'Approved' from scale_orders
        where outcome in ('Approved', 'On the way', 'Completed', 'deleted')
      union all
      select id, at + interval '1 day', ${admin}, 'status_changed', 'Approved', 'On the way' from scale_orders
        where outcome = 'On the way' or (home and outcome in ('Completed', 'deleted'))
      union all
      select id, at + interval '2 days', ${admin}, 'status_changed',
        case when home then 'On the way' else 'Approved' end, 'Completed' from scale_orders
        where outcome in ('Completed', 'deleted')
      union all
      select id, at + interval '3 hours', ${admin}, 'status_changed', 'Pending', 'Rejected' from scale_orders
        where outcome = 'Rejected'
      union all
      select id, at + interval '1 hour', user_id, 'cancelled', 'Pending', 'Pending' from scale_orders
        where outcome = 'cancelled'
      union all
      select id, at + interval '5 days', ${admin}, 'deleted', 'Completed', 'Completed' from scale_orders
        where outcome = 'deleted'`);

    // The stock ledger: each line took its pieces; the orders that stopped holding stock gave them back.
    await tx.execute(sql`
      insert into stock_history (product_id, quantity, change_type, remarks, order_id, actor_id, created_at)
      select l.p, -l.q, 'order_placed', 'Order #' || o.id, o.id, o.user_id, o.at
      from scale_lines l join scale_orders o on o.i = l.o
      union all
      select l.p, l.q,
        case o.outcome when 'cancelled' then 'order_cancelled' when 'Rejected' then 'order_rejected' else 'order_deleted' end,
        'Order #' || o.id, o.id,
        case when o.outcome = 'cancelled' then o.user_id else ${admin} end,
        o.at + case o.outcome when 'cancelled' then interval '1 hour' when 'Rejected' then interval '3 hours' else interval '5 days' end
      from scale_lines l join scale_orders o on o.i = l.o
      where o.outcome in ('cancelled', 'Rejected', 'deleted')`);
    // What the live orders hold, per product: restocks brought about half of it, the initial stock the rest.
    await tx.execute(sql`
      create temp table scale_stock on commit drop as
      select p.id, p.quantity, p.created_at, coalesce(s.held, 0) as held, floor(coalesce(s.held, 0) * 0.5)::int as restocked
      from products p
      left join (select l.p, sum(l.q) as held from scale_lines l join scale_orders o on o.i = l.o
                 where o.outcome not in ('cancelled', 'Rejected', 'deleted') group by l.p) s on s.p = p.id
      where p.id > ${P0}`);
    await tx.execute(sql`
      insert into stock_history (product_id, quantity, change_type, remarks, order_id, actor_id, created_at)
      select id, (quantity + held - restocked)::int, 'initial_stock', 'Stock when the product was added', null::int, ${admin}, created_at
      from scale_stock
      union all
      select s.id, s.restocked / 4 + case when j = 1 then s.restocked % 4 else 0 end, 'restock',
        'Delivery from the distributor', null::int, ${admin},
        s.created_at + (${nowSql} - s.created_at) * (j::float8 / 5)
      from scale_stock s cross join generate_series(1, 4) as j
      where s.restocked / 4 + case when j = 1 then s.restocked % 4 else 0 end > 0`);

    // Each order's confirmation e-mail, sent.
    await tx.execute(sql`
      insert into mail_outbox (created_at, recipient, subject, body, attempts, next_attempt_at, sent_at)
      select o.at, u.email, 'Your order #' || o.id || ' is placed',
        'Namaste ' || u.full_name || E',\n\nThank you for your order. We will call you to confirm it.\n\nOrder #' || o.id
          || E'\nTotal: Rs ' || (t.total_paisa / 100) || E'\n\nKoshi IT Solutions',
        1, o.at, o.at + interval '5 seconds'
      from scale_orders o join users u on u.id = o.user_id join orders t on t.id = o.id`);

    await tx.execute(sql`
      insert into messages (email, message, created_at, read_at)
      select u.email, (${sql.raw(`array[${MESSAGE_TEXTS.map((m) => `'${m}'`).join(",")}]`)})[1 + m % ${MESSAGE_TEXTS.length}],
        ${start} + interval '${sql.raw(String(SPAN_DAYS))} days' * (m::float8 / ${size.messages + 1}),
        case when m <= ${size.messages} - 25 then ${start} + interval '${sql.raw(String(SPAN_DAYS))} days' * (m::float8 / ${size.messages + 1}) + interval '1 day' end
      from generate_series(1, ${size.messages}) as m
      join users u on u.id = ${U0} + 1 + (m * 7) % ${size.customers}`);

    for (const table of ["users", "products", "orders"]) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
    // The triggers that keep the best sellers and the catalog's words did not run: made again here.
    await tx.execute(sql`select shop_rebuild_derived()`);
    // Whatever a running shop keeps of lists and best sellers is out of date now.
    await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, pg_current_xact_id()::text || ' lists popular')`);

    const count = async (query: SQL) =>
      Number(((await tx.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
    return {
      products: size.products,
      deletedProducts: rows.filter((p) => p.deleted).length,
      customers: size.customers,
      orders: N,
      orderLines: await count(sql`select count(*) as n from scale_lines`),
      orderEvents: await count(sql`select count(*) as n from order_events where order_id > ${O0}`),
      stockHistory: await count(sql`select count(*) as n from stock_history where product_id > ${P0}`),
      mails: N,
      messages: size.messages,
      bestSeller: ranked[0]!,
      busiestCustomer: await count(
        sql`select user_id as n from scale_orders group by user_id order by count(*) desc, user_id limit 1`,
      ),
      ms: 0,
    };
  });
  await db.execute(sql`analyze`);
  return { ...summary, ms: Math.round(performance.now() - started) };
}

/**
 * Skips triggers and key checks for the rest of the transaction, as a bulk load does, where the
 * database lets this user (a superuser: PGlite's, the benchmark's and the tests' own servers).
 * Elsewhere every row is checked and announced, which only takes longer.
 */
async function bulkMode(tx: Tx): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // not a superuser: rows are checked as usual
  }
  await tx.execute(sql`set local work_mem = '64MB'`);
}

interface Offsets {
  users: number;
  products: number;
  orders: number;
  adminId: number | null;
  /** A picture for a new product: one of its category's in the catalog already, or any. */
  pictureOf(category: string, i: number): string;
}

async function offsets(tx: Tx): Promise<Offsets> {
  const one = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const [max] = await one<{ users: number; products: number; orders: number }>(sql`
    select (select coalesce(max(id), 0) from users) as users,
           (select coalesce(max(id), 0) from products) as products,
           (select coalesce(max(id), 0) from orders) as orders`);
  const [admin] = await one<{ id: number }>(
    sql`select id from users where role = 'Admin' order by id limit 1`,
  );
  const pictures = await one<{ category: string; main_file: string }>(
    sql`select distinct category, main_file from products order by category, main_file`,
  );
  const byCategory = new Map<string, string[]>();
  for (const p of pictures) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p.main_file]);
  const any = pictures.map((p) => p.main_file);
  return {
    users: Number(max!.users),
    products: Number(max!.products),
    orders: Number(max!.orders),
    adminId: admin ? Number(admin.id) : null,
    pictureOf: (category, i) => {
      const list = byCategory.get(category) ?? any;
      return list.length > 0 ? list[i % list.length]! : "0123456789abcdef0123456789abcdef.webp";
    },
  };
}
