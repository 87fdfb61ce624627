import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

// The embedded database runs its statements on the server's own thread: the case to guard.
const onPglite = !process.env.TEST_DATABASE_URL;

const SEARCHES = 60;

/** A GET on a connection of its own (as a new visitor or a health probe opens one); its status. */
function getOnNewConnection(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.runIf(onPglite)("/api/health under a flood of new searches", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ["Archer Switch", "Aspire Laptop", "Gaming Mouse", "Smart Router", "Nano Adapter"])
      await createTestProduct(t, name, 5);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  // The server accepts one waiting connection per turn of its event loop, and a probe that connects
  // behind the searches' connections waits for that many turns: each turn must hold one statement,
  // not a whole search (three statements and its answer), or the probe waits for every search.
  it("answers a health probe that connects behind them before most of the searches are done", async () => {
    let searched = 0;
    // Searches never asked before: each waits its turn to read the database.
    const searches = Array.from({ length: SEARCHES }, (_, i) =>
      getOnNewConnection(port, `/api/products/get-all?q=a&sort=newest&pageSize=${i + 1}&page=1`).then(
        (status) => {
          searched += 1;
          return status;
        },
      ),
    );
    const health = await getOnNewConnection(port, "/api/health");
    const searchedBeforeHealth = searched;
    expect(health).toBe(200);
    expect(searchedBeforeHealth).toBeLessThan(SEARCHES / 2);
    // And every search is answered, in turn.
    expect(await Promise.all(searches)).toEqual(Array(SEARCHES).fill(200));
  });
});
