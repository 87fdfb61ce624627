import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * Issue 11, item 3: a thousand connections that never finished their headers stayed open, and
 * enough of them used every file descriptor so /api/health was refused. With the limits (short
 * here so the test is quick; 10 s, 60 s, 5 s and 1000 by default), half-finished requests are
 * closed, connections over the cap are closed at once, and the shop keeps answering.
 */

const CAP = 40;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    HEADERS_TIMEOUT_MS: "400",
    REQUEST_TIMEOUT_MS: "800",
    IDLE_TIMEOUT_MS: "300",
    MAX_CONNECTIONS: String(CAP),
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP - 1),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Client {
  socket: net.Socket;
  /** What the server sent before it closed the connection. */
  closed: Promise<string>;
}

/** A connection that sends `start` and then nothing more (or whatever `drip` sends later). */
function openClient(start: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    const closed = new Promise<string>((done) => socket.on("close", () => done(received)));
    socket.on("error", () => {});
    socket.once("connect", () => {
      socket.write(start);
      resolve({ socket, closed });
    });
    socket.once("error", reject);
  });
}

async function health(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } });
  return res.status;
}

const HALF_HEADERS = "GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: ";

describe("slow and abandoned clients", () => {
  it("closes requests whose headers never finish, answering the others meanwhile", async () => {
    const clients = await Promise.all(Array.from({ length: CAP - 10 }, () => openClient(HALF_HEADERS)));
    expect(await health()).toBe(200);
    const answers = await Promise.all(clients.map((c) => c.closed));
    // Node answers "408 Request Timeout" as it closes them.
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await health()).toBe(200);
  });

  it("closes connections over the cap at once, and the rest once their time is up", async () => {
    const clients = await Promise.all(Array.from({ length: CAP * 3 }, () => openClient(HALF_HEADERS)));
    const answers = await Promise.all(clients.map((c) => c.closed));
    // Those over the cap were closed without a word; those within it by the header timeout, with
    // a 408. Then the shop answers as before.
    const timedOut = answers.filter((a) => a.startsWith("HTTP/1.1 408 ")).length;
    const dropped = answers.filter((a) => a === "").length;
    expect(timedOut).toBeLessThanOrEqual(CAP);
    expect(dropped).toBeGreaterThanOrEqual(CAP * 2);
    expect(timedOut + dropped).toBe(CAP * 3);
    expect(await health()).toBe(200);
  });

  it("closes a request whose body trickles in for longer than the request timeout", async () => {
    const client = await openClient(
      "POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    const drip = setInterval(() => client.socket.write(" "), 50);
    try {
      expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
    expect(await health()).toBe(200);
  });

  it("closes a kept-alive connection that sits idle after its answer", async () => {
    const client = await openClient("GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n");
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive/i);
  });
});
