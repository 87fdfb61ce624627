import { readdir, readFile, utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetCodes } from "../../db/schema.ts";
import { createMailer } from "../../plugins/mail.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { MailDelivery, SECRET_REMOVED } from "./mail-delivery.ts";
import { enqueueMail } from "./mail-outbox.ts";

/**
 * Every sent e-mail, reset codes included, stayed in the outbox for ever (and in every backup),
 * and the .eml files written without SMTP stayed in DATA_DIR/outbox. Now a reset code's text is
 * removed once the code has expired, from the row and from its file, and sent mail is deleted
 * after MAIL_KEEP_DAYS. Here with the mailer of a shop without SMTP, writing real .eml files.
 */

let t: TestApp;
let outbox: MailDelivery;
const outboxDir = () => path.join(t.config.DATA_DIR, "outbox");
const emlOf = (id: number) => path.join(outboxDir(), `mail-${String(id).padStart(8, "0")}.eml`);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ MAIL_KEEP_DAYS: "30" });
  // The app's own loop stays with its test mailer; this one writes .eml files like a real shop.
  const log = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: undefined, from: "shop@test.np", dataDir: t.config.DATA_DIR, log });
  outbox = new MailDelivery(t.app.database, mailer, log, () => false, t.config.MAIL_KEEP_DAYS);
});
afterAll(async () => {
  await t.close();
});

async function rowOf(id: number) {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

describe("mail retention", () => {
  it("removes a reset code's text from the outbox and its .eml file once the code has expired", async () => {
    const { user } = await createSignedInUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/auth/reset-password-request?email=${encodeURIComponent(user.email)}`,
    });
    expect(res.statusCode).toBe(200);
    await outbox.deliverDue();
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const code = /code is (\d{6})/.exec(mail!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.sentAt).not.toBeNull();
    expect(await readFile(emlOf(mail!.id), "utf8")).toContain(code);

    // Within its ten minutes nothing is touched.
    expect(await outbox.clearSecrets()).toBe(0);
    expect((await rowOf(mail!.id))?.body).toContain(code);

    // The code expires (as if ten minutes had passed): its text goes, from the row and the file.
    await t.app.db.update(passwordResetCodes).set({ expiresAt: daysAgo(0.001) });
    await t.app.db
      .update(mailOutbox)
      .set({ secretUntil: daysAgo(0.001) })
      .where(eq(mailOutbox.id, mail!.id));
    expect(await outbox.clearSecrets()).toBe(1);
    const after = await rowOf(mail!.id);
    expect(after?.body).toBe(SECRET_REMOVED);
    expect(after?.body).not.toContain(code);
    expect(after?.secretUntil).toBeNull();
    expect(after?.failedAt).toBeNull();
    await expect(readFile(emlOf(mail!.id))).rejects.toThrow(/ENOENT/);
  });

  it("never sends a reset code that expired while its mail waited, and says why", async () => {
    await enqueueMail(t.app.db, undefined, [
      {
        to: "late@test.np",
        subject: "Your password reset code",
        text: "Your code is 123456",
        secretUntil: daysAgo(0.001),
      },
    ]);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.clearSecrets()).toBe(1);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "late@test.np"));
    expect(row).toMatchObject({
      body: SECRET_REMOVED,
      sentAt: null,
      lastError: "The code in it expired before it could be sent.",
    });
    expect(row?.failedAt).not.toBeNull();
    expect(await outbox.deliverDue()).toBe(0);
  });

  it("deletes mail sent or given up more than MAIL_KEEP_DAYS ago, and .eml files as old", async () => {
    await t.app.db.delete(mailOutbox);
    const rows = await t.app.db
      .insert(mailOutbox)
      .values([
        {
          recipient: "a@test.np",
          subject: "sent 31 days ago",
          body: "x",
          sentAt: daysAgo(31),
          createdAt: daysAgo(31),
        },
        {
          recipient: "b@test.np",
          subject: "sent 29 days ago",
          body: "x",
          sentAt: daysAgo(29),
          createdAt: daysAgo(29),
        },
        {
          recipient: "c@test.np",
          subject: "given up 40 days ago",
          body: "x",
          failedAt: daysAgo(40),
          createdAt: daysAgo(41),
        },
        {
          recipient: "d@test.np",
          subject: "waiting since 45 days",
          body: "x",
          createdAt: daysAgo(45),
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        },
      ])
      .returning({ id: mailOutbox.id, subject: mailOutbox.subject });
    // Their files, as the mailer wrote them, dated as the rows are.
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "shop@test.np",
      dataDir: t.config.DATA_DIR,
      log: pino({ level: "silent" }),
    });
    for (const row of rows)
      await mailer.send({ id: row.id, to: "x@test.np", subject: row.subject, text: "x" });
    await utimes(emlOf(rows[0]!.id), daysAgo(31), daysAgo(31));
    await utimes(emlOf(rows[1]!.id), daysAgo(29), daysAgo(29));

    expect(await outbox.deleteOldMail()).toBe(2);
    const left = await t.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(left.map((r) => r.subject).sort()).toEqual(["sent 29 days ago", "waiting since 45 days"]);
    const files = await readdir(outboxDir());
    expect(files).not.toContain(path.basename(emlOf(rows[0]!.id)));
    expect(files).not.toContain(path.basename(emlOf(rows[2]!.id)));
    expect(files).toContain(path.basename(emlOf(rows[1]!.id)));
  });

  it("leaves old mail for later at a start: the first pass sends what is due and deletes nothing", async () => {
    await t.app.db.delete(mailOutbox);
    const [old] = await t.app.db
      .insert(mailOutbox)
      .values({
        recipient: "a@test.np",
        subject: "sent 31 days ago",
        body: "x",
        sentAt: daysAgo(31),
        createdAt: daysAgo(31),
      })
      .returning({ id: mailOutbox.id });
    const [due] = await t.app.db
      .insert(mailOutbox)
      .values({ recipient: "b@test.np", subject: "due now", body: "x" })
      .returning({ id: mailOutbox.id });
    const log = pino({ level: "silent" });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "shop@test.np",
      dataDir: t.config.DATA_DIR,
      log,
    });
    const starting = new MailDelivery(t.app.database, mailer, log, () => false, t.config.MAIL_KEEP_DAYS);
    starting.start();
    try {
      await expect
        .poll(async () => (await rowOf(due!.id))?.sentAt ?? null, { timeout: 10_000 })
        .not.toBeNull();
      // The retention work would follow the first delivery at once.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await starting.stop();
    }
    expect(await rowOf(old!.id)).toBeDefined();
    expect(await starting.deleteOldMail()).toBe(1);
  });
});
