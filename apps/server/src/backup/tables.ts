import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/types.ts";

/**
 * The database part of a backup, for any table of the shop: rows travel as PostgreSQL's own JSON
 * (`row_to_json`) and come back through `json_populate_recordset`, so every type (money in
 * bigint, times, text, bytes) is converted by the database both ways, exactly, on PGlite and on
 * PostgreSQL alike. Nothing here names a table: a table added later is backed up as well.
 */

/** Not the shop's data: sessions end with a restore (everyone logs in again), counters restart. */
const LEFT_OUT = new Set(["sessions", "rate_limit_counters"]);

/** What a backup keeps out besides: rows that have expired (a table's rows are kept unless listed). */
export interface Retention {
  /** Sent or given-up e-mails are kept this many days (MAIL_KEEP_DAYS). */
  mailKeepDays: number;
}

/** The rows of a table that a backup keeps: expired ones stay out. */
function keptRows(table: TableInfo, retention: Retention): SQL {
  switch (table.name) {
    // A used or expired reset code is of no use to anyone.
    case "password_reset_codes":
      return sql`used_at is null and expires_at > now()`;
    // Sent or given-up e-mails past their keeping time; they are deleted from the outbox too.
    // A mail that holds a live reset code never goes into a file that outlives the code.
    case "mail_outbox":
      return sql`(coalesce(sent_at, failed_at) is null
        or coalesce(sent_at, failed_at) > now() - ${retention.mailKeepDays}::int * interval '1 day')
        ${table.columns.includes("secret_until") ? sql`and secret_until is null` : sql``}`;
    default:
      return sql`true`;
  }
}

/**
 * Rows are read a page at a time by key (`where key > last order by key limit n`): each page
 * starts where the last one ended, through the key's index, so reading a table costs the same
 * per row however far into it (with `offset` each page read again every row before it). Pages
 * aim at about PAGE_BYTES of JSON, so a table of pictures pages by a few rows and one of order
 * lines by thousands; the memory a page takes stays about the same.
 */
const PAGE_BYTES = 4 * 1024 * 1024;
const FIRST_PAGE_ROWS = 200;
const MOST_PAGE_ROWS = 20_000;

export interface TableInfo {
  name: string;
  /** Columns a row can be written to (generated ones are left out). */
  columns: string[];
  primaryKey: string[];
  /** The SQL type of each primary key column (`integer`, `text`), for the page's starting key. */
  keyTypes: string[];
  /** Sequence behind each column that has one (serial ids). */
  sequences: { column: string; sequence: string }[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const list = (names: string[]) => sql.raw(names.map((n) => `"${n.replace(/"/g, '""')}"`).join(", "));

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The shop's tables, each after the tables it refers to, so rows can be written in this order. */
export async function shopTables(db: Executor): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string; sequence: string | null }>(
    db,
    sql`select c.relname as "table", a.attname as "column",
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (LEFT_OUT.has(row.table)) continue;
    const table = tables.get(row.table) ?? {
      name: row.table,
      columns: [],
      primaryKey: [],
      keyTypes: [],
      sequences: [],
    };
    table.columns.push(row.column);
    if (row.sequence) table.sequences.push({ column: row.column, sequence: row.sequence });
    tables.set(row.table, table);
  }
  for (const key of keys) {
    tables.get(key.table)?.primaryKey.push(key.column);
    tables.get(key.table)?.keyTypes.push(key.type);
  }

  // Depth-first: a table comes after every table it refers to (a self-reference is no obstacle).
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    const table = tables.get(name);
    if (!table || placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const r of references) if (r.child === name && r.parent !== name) place(r.parent, path);
    placed.add(name);
    ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

/** The rows a backup of this table holds (all, or those not expired). */
export async function countRows(db: Executor, table: TableInfo, retention?: Retention): Promise<number> {
  const kept = retention ? keptRows(table, retention) : sql`true`;
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${ident(table.name)} where ${kept}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A table's rows as JSON text, one page at a time, in key order (a table without a primary key
 * in the order of its rows' places, `ctid`, which stays put within the backup's snapshot).
 */
export async function* tableRows(
  db: Executor,
  table: TableInfo,
  retention: Retention,
): AsyncGenerator<string[]> {
  const key = table.primaryKey.length > 0 ? table.primaryKey : ["ctid"];
  const types = table.primaryKey.length > 0 ? table.keyTypes : ["tid"];
  const keyList = sql.raw(key.map((k) => `t."${k.replace(/"/g, '""')}"`).join(", "));
  const keyTexts = sql.join(
    key.map((k, i) => sql`t.${ident(k)}::text as ${sql.raw(`"k${i}"`)}`),
    sql`, `,
  );
  const kept = keptRows(table, retention);
  let after: string[] | undefined;
  let pageRows = FIRST_PAGE_ROWS;
  for (;;) {
    const from = after
      ? sql`and (${keyList}) > (${sql.join(
          after.map((value, i) => sql`${value}::${sql.raw(types[i]!)}`),
          sql`, `,
        )})`
      : sql``;
    const page = await rows<Record<string, string>>(
      db,
      sql`select row_to_json(t)::text as "row", ${keyTexts} from ${ident(table.name)} t
          where (${kept}) ${from} order by ${keyList} limit ${pageRows}`,
    );
    if (page.length === 0) return;
    yield page.map((r) => r.row!);
    if (page.length < pageRows) return;
    const last = page[page.length - 1]!;
    after = key.map((_, i) => last[`k${i}`]!);
    const bytes = page.reduce((sum, r) => sum + r.row!.length, 0);
    pageRows = Math.max(1, Math.min(MOST_PAGE_ROWS, Math.floor(PAGE_BYTES / (bytes / page.length))));
  }
}

/** Writes rows given as JSON text (ids included) into a table. */
export async function insertRows(db: Executor, table: TableInfo, jsonRows: string[]): Promise<void> {
  if (jsonRows.length === 0) return;
  const columns = list(table.columns);
  await db.execute(
    sql`insert into ${ident(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${ident(table.name)}, ${`[${jsonRows.join(",")}]`}::json)`,
  );
}

/** After rows came in with their ids, each id sequence continues after the highest one. */
export async function continueSequences(db: Executor, table: TableInfo): Promise<void> {
  for (const { column, sequence } of table.sequences) {
    await db.execute(
      sql`select setval(${sequence}::regclass, coalesce((select max(${ident(column)}) from ${ident(table.name)}), 0) + 1, false)`,
    );
  }
}

/** True when any table of the shop holds a row. */
export async function hasData(db: Executor): Promise<boolean> {
  for (const table of await shopTables(db)) {
    const [row] = await rows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${ident(table.name)}) as "found"`,
    );
    if (row?.found) return true;
  }
  return false;
}
