import pino from "pino";

/**
 * What the log holds in memory while its reader does not read (a full pipe, a stalled journald):
 * about 13,000 request lines. Past it, new lines are dropped, counted and reported.
 */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
const STDOUT = 1;

/**
 * Standard output for the log, through pino's own asynchronous destination (sonic-boom): lines
 * are gathered in memory and written by the thread pool, so a reader that stops reading never
 * holds up the event loop. The gathering is bounded: past `maxBytes` a line is dropped, and once
 * everything gathered is written the number dropped is reported in the log (`onDropped`).
 */
export class LogOutput {
  private readonly stream: ReturnType<typeof pino.destination>;
  /** Told how many lines were dropped, once the output has caught up (the app logs it). */
  onDropped: (lines: number) => void = () => {};
  private dropped = 0;
  private closed = false;

  /** `fd`: standard output unless given (tests write to a pipe of their own). */
  constructor(fd = STDOUT, maxBytes = MAX_PENDING_BYTES) {
    this.stream = pino.destination({ dest: fd, sync: false, maxLength: maxBytes });
    this.stream.on("drop", () => {
      this.dropped += 1;
    });
    // Everything gathered has been written: the reader reads again.
    this.stream.on("drain", () => {
      if (this.dropped === 0) return;
      const lines = this.dropped;
      this.dropped = 0;
      this.onDropped(lines);
    });
    // A write that failed for good (not a full pipe, which is retried): the next line tries again.
    // An output that cannot be written must not stop the shop.
    this.stream.on("error", () => {});
  }

  /** What pino writes to. A line logged after `close` (a late callback) is left out, not thrown. */
  write(line: string): void {
    if (!this.closed) this.stream.write(line);
  }

  /** Lines dropped and not reported yet. */
  get droppedNow(): number {
    return this.dropped;
  }

  /**
   * Writes what is gathered and ends the output, in order, for a clean stop: resolves true once
   * written, false when the reader did not take it within `timeoutMs` (then it is let go).
   */
  close(timeoutMs = 2000): Promise<boolean> {
    const stream = this.stream;
    if (this.closed) return Promise.resolve(true);
    this.closed = true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stream.destroy();
        resolve(false);
      }, timeoutMs);
      stream.once("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
      stream.end();
    });
  }
}
