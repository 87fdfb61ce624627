import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { mailOutbox } from "../../db/schema.ts";
import type { Database, Executor } from "../../db/types.ts";
import type { Mailer } from "../../plugins/mail.ts";

/** After this many failed attempts a mail is marked failed and kept for the owner to read. */
export const MAX_ATTEMPTS = 12;
const POLL_MS = 1000;
/**
 * Mails sent per transaction. One transaction per mail cost more statements than the checkout
 * that queued it; a batch is marked sent when its last mail has gone, so a process killed in the
 * middle of one may send up to this many again (the outbox promises each mail at least once).
 */
const BATCH = 20;
/**
 * While the process is busy answering requests (some are in the app, or a turn of the event loop
 * takes longer than this), the loop waits three times as long as its last batch took (at most
 * POLL_MS) before the next, so mail takes about a quarter of a busy process and shoppers the
 * rest. A burst of orders thus leaves a backlog that is sent as soon as the burst passes; an idle
 * process sends at full speed. (Composing a mail and writing it cost about as much CPU as the
 * checkout that queued it.)
 */
const BUSY_TURN_MS = 2;
const BUSY_WAIT_FACTOR = 3;

/**
 * How often the outbox clears mails whose secret ran out (a reset code is valid ten minutes; its
 * text is gone at most this much later), and deletes mails past MAIL_KEEP_DAYS (in batches, so
 * a backlog of old mail never holds the table for long).
 */
const SECRETS_EVERY_MS = 10_000;
const OLD_MAIL_EVERY_MS = 10 * 60_000;
/**
 * The first deletion of old mail comes this long after a start, not with it: on the embedded
 * database every statement waits behind it, and a shop that had been stopped for a while (or had
 * years of mail) held its first answers for a batch (0.35 to 0.7 s for 5,000 rows).
 */
export const OLD_MAIL_FIRST_MS = 60_000;
/** Rows per delete: on the embedded database each batch holds every request (about 0.1 s). */
const DELETE_BATCH = 1000;
/** What a mail whose reset code expired says instead. */
export const SECRET_REMOVED =
  "(This e-mail held a password reset code. The code expired, and the text was removed with it.)";

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Row = typeof mailOutbox.$inferSelect;

/** How long one turn of the event loop takes now: the requests waiting are served first. */
function turnMs(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => setImmediate(() => resolve(performance.now() - start)));
}

/**
 * Delivers the outbox: a loop in every server process that sends due mails through the mailer
 * (SMTP, or .eml files) and marks them sent, retrying failures with backoff.
 *
 * On PostgreSQL several processes share the outbox: each batch of mails is sent inside a
 * transaction that holds their row locks (`for update skip locked`), so two processes never send
 * the same mail, and a process that dies mid-send releases the locks at once for the next one.
 * PGlite has one process and one connection, which a transaction would hold for the whole send:
 * there the loop reads, sends and marks without one.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private lastSecrets = 0;
  private lastOldMail = 0;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** Requests are being answered now (the front door's count). */
    private readonly requestsWaiting: () => boolean = () => false,
    /** Sent and given-up mails are deleted after this many days (MAIL_KEEP_DAYS). */
    private readonly keepDays = 30,
  ) {}

  start(): void {
    this.stopped = false;
    this.lastOldMail = Date.now() - OLD_MAIL_EVERY_MS + OLD_MAIL_FIRST_MS;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** Mails not sent yet (and not given up), and the age in seconds of the oldest (metrics). */
  async backlog(): Promise<{ waiting: number; oldestSeconds: number }> {
    const [row] = await this.database.db
      .select({
        waiting: sql<number>`count(*)::int`,
        oldest: sql<number | null>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
  }

  /** Sends everything due now; resolves with the number handled. One run at a time per process. */
  async deliverDue(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drain();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.deliverDue()
        .then(() => this.keep())
        .catch((error: unknown) => this.log.error({ err: error }, "mail delivery failed"))
        .finally(() => this.schedule(POLL_MS));
    }, ms);
    this.timer.unref();
  }

  /** The retention work when its time has come (from the delivery loop). */
  private async keep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSecrets >= SECRETS_EVERY_MS) {
      this.lastSecrets = now;
      await this.clearSecrets();
    }
    if (now - this.lastOldMail >= OLD_MAIL_EVERY_MS) {
      this.lastOldMail = now;
      await this.deleteOldMail();
    }
  }

  /**
   * Clears the text of mails whose secret ran out (a reset code past its ten minutes) and
   * deletes their .eml files; such a mail not sent by then is given up, so an expired code is
   * never sent. Answers how many.
   */
  async clearSecrets(): Promise<number> {
    const cleared = await this.database.db
      .update(mailOutbox)
      .set({
        body: SECRET_REMOVED,
        secretUntil: null,
        failedAt: sql`case when ${mailOutbox.sentAt} is null then coalesce(${mailOutbox.failedAt}, now()) else ${mailOutbox.failedAt} end`,
        lastError: sql`case when ${mailOutbox.sentAt} is null then 'The code in it expired before it could be sent.' else ${mailOutbox.lastError} end`,
      })
      .where(lte(mailOutbox.secretUntil, sql`now()`))
      .returning({ id: mailOutbox.id });
    await this.mailer.forget?.(cleared.map((r) => r.id));
    return cleared.length;
  }

  /**
   * Deletes mails sent or given up more than MAIL_KEEP_DAYS ago, and the mailer's files that
   * old. Answers how many rows.
   */
  async deleteOldMail(): Promise<number> {
    const before = new Date(Date.now() - this.keepDays * 86_400_000);
    let deleted = 0;
    for (;;) {
      const rows = (
        (await this.database.db.execute(sql`
          delete from ${mailOutbox} where id in (
            select id from ${mailOutbox}
            where coalesce(sent_at, failed_at) < ${before.toISOString()}::timestamptz
            limit ${DELETE_BATCH})
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      await this.mailer.forget?.(rows.map((r) => r.id));
      deleted += rows.length;
      if (rows.length < DELETE_BATCH || this.stopped) break;
      // Requests first: the next batch waits a turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const files = (await this.mailer.sweep?.(before)) ?? 0;
    if (deleted > 0 || files > 0) {
      this.log.info({ deleted, files, keepDays: this.keepDays }, "old e-mails deleted from the outbox");
    }
    return deleted;
  }

  private async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const started = performance.now();
      const sent = await this.deliverBatch();
      handled += sent;
      if (sent === 0 || this.stopped) return handled;
      if (this.requestsWaiting() || (await turnMs()) > BUSY_TURN_MS) {
        const took = performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, took * BUSY_WAIT_FACTOR)));
      }
    }
  }

  /** Sends up to BATCH due mails; resolves with how many were due. */
  private deliverBatch(): Promise<number> {
    const { db, kind } = this.database;
    if (kind === "postgres") {
      return db.transaction(async (tx) => {
        const rows = await this.due(tx).for("update", { skipLocked: true });
        await this.sendAll(tx, rows);
        return rows.length;
      });
    }
    return (async () => {
      const rows = await this.due(db);
      await this.sendAll(db, rows);
      return rows.length;
    })();
  }

  private due(db: Executor) {
    return db
      .select()
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          // A reset code that expired while the mail waited is never sent (clearSecrets gives it up).
          or(isNull(mailOutbox.secretUntil), sql`${mailOutbox.secretUntil} > now()`),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH);
  }

  /**
   * Sends the batch's mails together, then marks the sent ones in one statement. Together, not in
   * turn: each .eml file is three file-system calls handed to libuv's threads, and one at a time
   * every call woke a sleeping thread (about three times the CPU per mail of twenty at once); an
   * SMTP transport spreads them over its pooled connections.
   */
  private async sendAll(db: Executor, rows: Row[]): Promise<void> {
    const went = await Promise.all(rows.map((row) => this.send(db, row)));
    const sent = rows.filter((_, i) => went[i]).map((row) => row.id);
    if (sent.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, sent));
  }

  /** Sends one mail: true when it went; a failure is recorded with its next attempt. */
  private async send(db: Executor, row: Row): Promise<boolean> {
    try {
      await this.mailer.send({ id: row.id, to: row.recipient, subject: row.subject, text: row.body });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      this.log.warn(
        { err: error, mailId: row.id, attempts },
        failed ? "e-mail given up after its last attempt" : "e-mail not delivered; will retry",
      );
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          ...(failed ? { failedAt: new Date() } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }
}
