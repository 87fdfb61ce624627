import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Rows as columns: one array per column, each sent as a single parameter and cast to its
 * column's type (`$1::int[]`), for `unnest(...)` to turn back into rows. However many rows, the
 * statement's text and its parameter count stay the same, so building it costs the same for one
 * row as for a thousand (drizzle builds a `values` list chunk by chunk: a hundred orders with
 * their lines took a tenth of a checkout's CPU), the database parses the same short text, and
 * the 65,535-parameter limit of one statement is never near.
 *
 * `columnArray`: one parameter holding every value of a column, cast to its array type.
 */
export function columnArray(values: readonly unknown[], type: string): SQL {
  return sql`${sql.param(values)}::${sql.raw(arrayType(type))}`;
}

/** The array type of a column type; a serial column's values are plain integers. */
function arrayType(type: string): string {
  const plain = { serial: "integer", bigserial: "bigint", smallserial: "smallint" }[type] ?? type;
  return `${plain}[]`;
}

/**
 * `insert into <table> (<the rows' columns>) select * from unnest(<one array per column>)`. Every
 * row has the same keys (the first row's are used); a column left out takes its default.
 */
export function unnestInsert<T extends PgTable>(table: T, rows: readonly Partial<T["$inferInsert"]>[]): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return columnArray(values, column.getSQLType());
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
