import { once } from "node:events";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
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
