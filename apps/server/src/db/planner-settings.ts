/**
 * Planner settings every connection of the shop starts with, on either engine (PostgreSQL's
 * pooled connections run `plannerStatement()` as they open, PGlite gets them as its server's
 * start parameters).
 *
 * `random_page_cost = 1.1` (PostgreSQL's default is 4, made for spinning disks): the shop's
 * database is small enough to sit in memory, where a page read out of order costs about what
 * the next page does. With 4, a key lookup on a table of two pages is planned as a full scan,
 * and PostgreSQL keeps the plans of its foreign-key checks for the connection's whole life: the
 * checks of a new shop's first orders (`order_lines.order_id` and three more point at `orders`)
 * were planned while `orders` held the 60 demo orders, and every order line then read the
 * whole table. A burst of checkouts slowed to a third within seconds (1,700 orders/s to 450 on
 * the 2-core benchmark machine) until autovacuum's next analyze, up to a minute later, had the
 * plans made again. With 1.1 the lookup goes through the primary key from two pages on.
 */
export const PLANNER_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: "1.1" };

/** The settings as `-c name=value` arguments, for PGlite's start parameters. */
export function plannerArguments(): string[] {
  return Object.entries(PLANNER_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

/** The settings as one statement of `SET`s for a connection that is already open. */
export function plannerStatement(): string {
  return Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `SET ${name} = ${value}`)
    .join("; ");
}
