import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has the defaults .env.example lists when nothing is set", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe("127.0.0.1");
    expect(c.SHOP_TIMEZONE).toBe("Asia/Kathmandu");
    expect(c.SEED_DEMO).toBe(true);
    expect(c.UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(false);
  });

  it("limits slow clients and open connections by default", () => {
    const c = loadConfig({});
    expect([c.HEADERS_TIMEOUT_MS, c.REQUEST_TIMEOUT_MS, c.IDLE_TIMEOUT_MS, c.MAX_CONNECTIONS]).toEqual([
      10_000, 60_000, 5_000, 1000,
    ]);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "70000" })).toThrow(
      "Invalid setting HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS",
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/^Invalid setting REQUEST_TIMEOUT_MS: /);
    expect(() => loadConfig({ MAX_CONNECTIONS: "none" })).toThrow(/^Invalid setting MAX_CONNECTIONS: /);
  });

  it("keeps backups and sent mail as long as set", () => {
    const c = loadConfig({});
    expect([c.BACKUP_DIR, c.BACKUP_KEEP, c.MAIL_KEEP_DAYS]).toEqual([path.resolve("./backups"), 14, 30]);
    expect(loadConfig({ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "7" })).toMatchObject({
      BACKUP_DIR: "/srv/backups",
      BACKUP_KEEP: 7,
    });
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow(/^Invalid setting BACKUP_KEEP: /);
    expect(() => loadConfig({ MAIL_KEEP_DAYS: "forever" })).toThrow(/^Invalid setting MAIL_KEEP_DAYS: /);
  });

  it("caps connections per client address below the total", () => {
    expect(loadConfig({}).MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS: "60" }).MAX_CONNECTIONS_PER_ADDRESS).toBe(30);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "8" }).MAX_CONNECTIONS_PER_ADDRESS).toBe(8);
    expect(() => loadConfig({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "50" })).toThrow(
      "Invalid setting MAX_CONNECTIONS_PER_ADDRESS: must be below MAX_CONNECTIONS (one address must not hold every connection)",
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "0" })).toThrow(
      /^Invalid setting MAX_CONNECTIONS_PER_ADDRESS: /,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "lots" })).toThrow(
      /^Invalid setting MAX_CONNECTIONS_PER_ADDRESS: /,
    );
  });

  it("takes online payments only when configured, with the gateways' sandboxes by default", () => {
    const none = loadConfig({});
    expect(none.KHALTI_SECRET_KEY).toBeUndefined();
    expect(none.KHALTI_BASE_URL).toBe("https://dev.khalti.com/api/v2/");
    expect(none.ESEWA_FORM_URL).toBe("https://rc-epay.esewa.com.np/api/epay/main/v2/form");
    expect(none.ESEWA_STATUS_URL).toBe("https://rc.esewa.com.np/api/epay/transaction/status/");
    const both = loadConfig({
      PUBLIC_URL: "https://shop.koshiit.com.np",
      KHALTI_SECRET_KEY: "live_secret_key_0123456789abcdef",
      ESEWA_PRODUCT_CODE: "EPAYTEST",
      ESEWA_SECRET_KEY: "8gBm/:&EnhH.1/q",
    });
    expect(both.PUBLIC_URL).toBe("https://shop.koshiit.com.np");
  });

  it.each([
    [
      { KHALTI_SECRET_KEY: "live_secret_key_0123456789abcdef" },
      "Invalid setting PUBLIC_URL: is needed for online payments",
    ],
    [{ PUBLIC_URL: "shop.koshiit.com.np" }, "Invalid setting PUBLIC_URL: must be an http or https address"],
    [
      { PUBLIC_URL: "https://user:pw@shop.np" },
      "Invalid setting PUBLIC_URL: must be an http or https address",
    ],
    [
      { KHALTI_BASE_URL: "ftp://khalti.com/api/v2/" },
      "Invalid setting KHALTI_BASE_URL: must be an http or https address",
    ],
    [{ ESEWA_STATUS_URL: "not a url" }, "Invalid setting ESEWA_STATUS_URL: must be an http or https address"],
    [
      { KHALTI_SECRET_KEY: "short" },
      "Invalid setting KHALTI_SECRET_KEY: must be 8 to 200 printable characters",
    ],
    [
      { KHALTI_SECRET_KEY: " live_secret_key_0123 " },
      "Invalid setting KHALTI_SECRET_KEY: must be 8 to 200 printable characters",
    ],
    [
      { PUBLIC_URL: "http://127.0.0.1:3000", ESEWA_PRODUCT_CODE: "EPAYTEST" },
      "Invalid setting ESEWA_SECRET_KEY: is needed with ESEWA_PRODUCT_CODE",
    ],
    [
      { PUBLIC_URL: "http://127.0.0.1:3000", ESEWA_SECRET_KEY: "8gBm/:&EnhH.1/q" },
      "Invalid setting ESEWA_PRODUCT_CODE: is needed with ESEWA_SECRET_KEY",
    ],
    [
      { ESEWA_PRODUCT_CODE: "EPAY TEST" },
      "Invalid setting ESEWA_PRODUCT_CODE: must be letters, digits, - or _",
    ],
  ])("stops on a bad payment setting %j with one line naming it", (env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });

  it("reads which proxies to trust", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toBe("127.0.0.1, 10.0.0.0/8");
    expect(() => loadConfig({ TRUST_PROXY: "yes please!" })).toThrow(/TRUST_PROXY/);
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid setting PORT: /);
    expect(() => loadConfig({ SHOP_TIMEZONE: "Mars/Olympus" })).toThrow(/SHOP_TIMEZONE/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  it("runs several processes only on PostgreSQL", () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: "4", DATABASE_URL: "postgres://shop@db/shop" }).WORKERS).toBe(4);
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(
      /^Invalid setting WORKERS: 2 processes need DATABASE_URL \(PostgreSQL\)/,
    );
    expect(() => loadConfig({ WORKERS: "0", DATABASE_URL: "postgres://shop@db/shop" })).toThrow(/WORKERS/);
  });
});
