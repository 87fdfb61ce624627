import { randomBytes } from "node:crypto";
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  /** The outbox row it comes from: a mail sent again after a crash keeps the same identity. */
  id?: number;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends kept connections (the SMTP pool) when the server closes. */
  close?(): void;
  /** Deletes what the mailer kept of these outbox mails (their .eml files); SMTP keeps nothing. */
  forget?(ids: number[]): Promise<void>;
  /** Deletes what it kept of mails written before `before`; answers how many. */
  sweep?(before: Date): Promise<number>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox,
 * so the password reset works on a first run without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // Short timeouts: a stuck mail server must not hold the delivery loop for minutes. Pooled: the
    // delivery loop sends a batch at once, over a few kept connections instead of one per mail.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ id, ...mail }) {
        await transport.sendMail({
          from: options.from,
          ...mail,
          ...(id ? { messageId: messageId(id) } : {}),
        });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ id, ...mail }) {
      const info = await transport.sendMail({
        from: options.from,
        ...mail,
        ...(id ? { messageId: messageId(id) } : {}),
      });
      // A mail from the outbox has its row's name: written again after a crash, it replaces itself.
      const name = id
        ? fileName(id)
        : `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
      const file = path.join(outbox, `${name}.eml`);
      // Reset codes travel in these files: readable by the shop's user only. The folder is made
      // when a write finds it missing (first mail, or someone removed it), not before every mail.
      // A write cut short (a full disk) leaves no part of a mail that would read as a whole one;
      // the outbox sends the mail again later under the same name.
      const write = () =>
        writeFile(file, info.message as Buffer, { mode: 0o600 }).catch(async (error: unknown) => {
          await unlink(file).catch(() => {});
          throw error;
        });
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(outbox, { recursive: true });
        await write();
      });
      options.log.info({ file, subject: mail.subject }, `e-mail written to ${file}`);
    },
    async forget(ids) {
      for (const id of ids) await unlink(path.join(outbox, `${fileName(id)}.eml`)).catch(() => {});
    },
    async sweep(before) {
      const names = await readdir(outbox).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith(".eml")) continue;
        const file = path.join(outbox, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < before.getTime()) {
          await unlink(file).catch(() => {});
          removed += 1;
        }
      }
      return removed;
    },
  };
}

function fileName(id: number): string {
  return `mail-${String(id).padStart(8, "0")}`;
}

function messageId(id: number): string {
  return `<outbox-${id}@koshi-it-shop>`;
}
