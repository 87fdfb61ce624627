import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useFreshDatabase } from "../test/test-app.ts";

// PGlite runs statements on the server's own thread; PostgreSQL's answers arrive as I/O anyway.
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)("statements on the embedded database", () => {
  const database = useFreshDatabase();

  it("let the event loop turn between two statements of a chain: other requests are read meanwhile", async () => {
    const order: string[] = [];
    const chain = (async () => {
      await database().db.execute(sql`select 1`);
      order.push("first statement");
      await database().db.execute(sql`select 2`);
      order.push("second statement");
    })();
    // What the loop does next: read a socket, accept a connection (here, a callback of its own).
    setImmediate(() => order.push("the loop's turn"));
    await chain;
    expect(order.indexOf("the loop's turn")).toBeLessThan(order.indexOf("second statement"));
    expect(order).toHaveLength(3);
  });

  it("keep a transaction's statements together: it holds the database until it ends", async () => {
    const order: string[] = [];
    const done = database().db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push("first statement");
      await tx.execute(sql`select 2`);
      order.push("second statement");
    });
    setImmediate(() => order.push("the loop's turn"));
    await done;
    expect(order).toEqual(["first statement", "second statement", "the loop's turn"]);
  });
});
