import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { fill, free, SmallDisks } from "../test/small-disk.ts";
import { createMailer, type Mailer } from "./mail.ts";

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; data: string }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the SMTP mailer", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close?.();
    await smtp?.close();
  });

  it("sends a batch of mails together over a few kept connections, each with its outbox identity", async () => {
    smtp = await startSmtp();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: "Koshi IT <shop@koshi.test>",
      dataDir: "/nonexistent",
      log: pino({ level: "silent" }),
    });
    const mails = Array.from({ length: 20 }, (_, i) => ({
      id: 1000 + i,
      to: `customer${i}@shop.test`,
      subject: `Order #${i} placed`,
      text: `Thank you for order #${i}.`,
    }));
    await Promise.all(mails.map((mail) => mailer!.send(mail)));

    expect(smtp.received).toHaveLength(20);
    for (const mail of mails) {
      const got = smtp.received.find((r) => r.to[0] === mail.to);
      expect(got?.data).toContain(`Subject: ${mail.subject}`);
      expect(got?.data).toContain(`Message-ID: <outbox-${mail.id}@koshi-it-shop>`);
    }
    // Pooled: twenty mails did not open twenty connections.
    expect(smtp.connections()).toBeLessThanOrEqual(4);
  });
});

describe("the mailer without SMTP", () => {
  const disks = new SmallDisks();
  afterAll(async () => {
    await disks.removeAll();
  });

  it("leaves no cut-short .eml file when the disk is full, and writes it whole once there is room", async () => {
    const dataDir = await disks.make(8);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "shop@test.np",
      dataDir,
      log: pino({ level: "silent" }),
    });
    const mail = { to: "sita@shop.test", subject: "Your order #7", text: "Thank you. ".repeat(20_000) };
    await mailer.send({ ...mail, id: 6 });
    const file = path.join(dataDir, "outbox", "mail-00000007.eml");

    await fill(dataDir);
    await expect(mailer.send({ ...mail, id: 7 })).rejects.toMatchObject({ code: "ENOSPC" });
    expect(await readdir(path.join(dataDir, "outbox"))).toEqual(["mail-00000006.eml"]);

    await free(dataDir);
    await mailer.send({ ...mail, id: 7 });
    const written = await readFile(file, "utf8");
    expect(written).toContain("Subject: Your order #7");
    // Whole: as long as the same mail written while there was room.
    const before = await readFile(path.join(dataDir, "outbox", "mail-00000006.eml"), "utf8");
    expect(Math.abs(written.length - before.length)).toBeLessThan(100);
  });
});
