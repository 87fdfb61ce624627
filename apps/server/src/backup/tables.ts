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
const PAGE_ROWS = 200;

export interface TableInfo {
  name: string;
  /** Columns a row can be written to (generated ones are left out). */
  columns: string[];
  primaryKey: string[];
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
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
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
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [], sequences: [] };
    table.columns.push(row.column);
    if (row.sequence) table.sequences.push({ column: row.column, sequence: row.sequence });
    tables.set(row.table, table);
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);

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

export async function countRows(db: Executor, table: TableInfo): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, sql`select count(*) as n from ${ident(table.name)}`);
  return Number(row?.n ?? 0);
}

/** A table's rows as JSON text, one page at a time, in primary-key order. */
export async function* tableRows(db: Executor, table: TableInfo): AsyncGenerator<string[]> {
  const order = table.primaryKey.length > 0 ? list(table.primaryKey) : sql.raw("1");
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await rows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as "row" from ${ident(table.name)} t
          order by ${order} limit ${PAGE_ROWS} offset ${offset}`,
    );
    if (page.length > 0) yield page.map((r) => r.row);
    if (page.length < PAGE_ROWS) return;
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
