import { hash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);

/** The smallest brotli window (10 to 22 bits, 22 being the default) that holds `length` bytes. */
export function windowBits(length: number): number {
  return Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 1))));
}
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/** Answers under this size are sent as they are: compressing them saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

/** A ready-to-send answer: its bytes, a validator, and its compressed forms made on first demand. */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private readonly made = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly type: string,
    /** What the answer shows, in the words of the database's notifications (`product:3`, `lists`). */
    readonly tags: readonly string[],
  ) {
    // From the bytes, so every process (and every restart) gives the same answer the same tag,
    // and a browser's copy stays valid whichever process it asks.
    this.etag = `W/"${hash("sha1", body, "base64url")}"`;
  }

  /** Text worth compressing (pictures are compressed already). */
  get compressible(): boolean {
    return this.body.length >= COMPRESS_FROM_BYTES && !this.type.startsWith("image/");
  }

  /** The body in an encoding, compressed once (off the main thread) and kept with the answer. */
  encodedBody(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
                // A window no larger than the body: the default 4 MB window (and the tables sized
                // to it) was allocated for every answer, most of them a few kilobytes.
                [zlib.BROTLI_PARAM_LGWIN]: windowBits(this.body.length),
              },
            })
          : gzipAsync(this.body, { level: 6 });
      this.encoded.set(encoding, body);
      body.then(
        (bytes) => this.made.set(encoding, bytes),
        () => {},
      );
    }
    return body;
  }

  /** The body in an encoding if it is made already (the front door does not wait). */
  encodedNow(encoding: Encoding): Buffer | undefined {
    return this.made.get(encoding);
  }

  /**
   * Bytes held: the body and, once made, each compressed form (at most about as large), and about
   * a kilobyte for the entry itself (its key, tags, heads and the front door's address).
   */
  get weight(): number {
    return this.body.length * (this.compressible ? 2 : 1) + 1024;
  }
}

export interface Loaded {
  body: Buffer;
  type: string;
  tags: readonly string[];
}

export interface ReadCacheOptions {
  /** Upper bound on the bytes kept; the least recently used answers go first. */
  maxBytes?: number;
  /** How many answers are kept at most. */
  maxEntries?: number;
  /**
   * Loads that run at once; the others wait their turn here, not in the database's queue, so
   * whatever else the server asks the database (a checkout, /api/health) waits for a few loads
   * at most however many different reads arrive together.
   */
  maxLoads?: number;
}

/**
 * Public answers kept as bytes, each filed under the tags of what it shows. `invalidate(tags)`
 * drops exactly the answers that show something that changed.
 *
 * A load that runs while a write commits could read the old rows: every invalidation is numbered
 * (an epoch), and an answer whose load began before one of its tags was last invalidated is sent
 * to the request that asked for it (which came before the write finished) but never kept.
 * Until the database is listened to (`live`), and again while listening is interrupted, nothing
 * is kept and every request loads.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly tagEpochs = new Map<string, number>();
  /** `epoch` is set when the load starts (a load still waiting its turn has read nothing yet). */
  private readonly pending = new Map<string, { epoch?: number; answer: Promise<CachedAnswer> }>();
  private readonly maxLoads: number;
  private loading = 0;
  private readonly waiting: (() => void)[] = [];
  private epoch = 0;
  private clearedAt = 0;
  private live = false;

  constructor(options: ReadCacheOptions = {}) {
    this.entries = new LRUCache<string, CachedAnswer>({
      // At most 2,000 answers: a shop's shoppers ask far fewer distinct questions in a day, and
      // a flood of searches never asked before (a crawler, a bench) stays within the memory
      // budget (5,000 held about 80 MB more at the end of one).
      max: options.maxEntries ?? 2000,
      // And at most 32 MB by weight: pictures and catalog pages of a hundred products are tens of
      // kilobytes each, and 64 MB of them put the peak of the benchmark's flood at the memory
      // budget's edge (PostgreSQL, 300 MB). A picture no longer kept is read from the database.
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (answer) => answer.weight,
      dispose: (answer, key) => this.unfile(key, answer.tags),
    });
    this.maxLoads = options.maxLoads ?? 4;
  }

  /** The kept answer for `key`, or one loaded now (one load at a time per key). */
  get(key: string, load: () => Promise<Loaded>): Promise<CachedAnswer> {
    const kept = this.entries.get(key);
    if (kept) return Promise.resolve(kept);
    const running = this.pending.get(key);
    // Joining a load is safe only if nothing was invalidated since it began (or it has not begun).
    if (running && (running.epoch === undefined || running.epoch === this.epoch)) return running.answer;
    const entry: { epoch?: number; answer: Promise<CachedAnswer> } = { answer: Promise.resolve() as never };
    entry.answer = this.turn()
      .then(() => {
        entry.epoch = this.epoch;
        return Promise.resolve()
          .then(load)
          .finally(() => this.done());
      })
      .then((loaded) => {
        const fresh = new CachedAnswer(loaded.body, loaded.type, loaded.tags);
        if (this.keepable(entry.epoch!, fresh.tags)) this.file(key, fresh);
        return fresh;
      });
    const answer = entry.answer;
    this.pending.set(key, entry);
    const forget = () => {
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  /** The kept answer for `key`, if there is one now. */
  kept(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /**
   * Waits until fewer than `maxLoads` loads run, and starts from the event loop (setImmediate),
   * never inline: PGlite runs its queries on this thread, so a load started inline by each request
   * of a busy poll would keep the loop from reading other sockets, and from accepting new
   * connections (/api/health, cached reads) for as long as requests keep coming.
   */
  private turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.startNext();
    });
  }

  /** A load ended: the next one starts from the event loop. */
  private done(): void {
    this.loading -= 1;
    this.startNext();
  }

  private startNext(): void {
    if (this.loading >= this.maxLoads) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.loading += 1;
    setImmediate(next);
  }

  /** Drops every answer that shows one of `tags`, and keeps none loaded before now. */
  invalidate(tags: readonly string[]): void {
    this.epoch += 1;
    for (const tag of tags) {
      this.tagEpochs.set(tag, this.epoch);
      const keys = this.byTag.get(tag);
      if (keys) for (const key of [...keys]) this.entries.delete(key);
    }
  }

  /**
   * Starts keeping answers (the database is listened to). A load that began before this moment
   * may have read rows that a write changed while nobody listened: it is answered, never kept.
   */
  resume(): void {
    this.live = true;
    this.epoch += 1;
    this.clearedAt = this.epoch;
  }

  /** Forgets everything and keeps nothing until `resume` (invalidations may be missed meanwhile). */
  pause(): void {
    this.live = false;
    this.epoch += 1;
    this.clearedAt = this.epoch;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keepable(epoch: number, tags: readonly string[]): boolean {
    if (!this.live || this.clearedAt > epoch) return false;
    return tags.every((tag) => (this.tagEpochs.get(tag) ?? 0) <= epoch);
  }

  private file(key: string, answer: CachedAnswer): void {
    this.entries.set(key, answer);
    if (this.entries.get(key) !== answer) return; // too large to keep
    for (const tag of answer.tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
  }

  private unfile(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
