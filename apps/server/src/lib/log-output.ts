import { writeSync } from "node:fs";

/** The size of a block: one system call writes this much at most. */
const BLOCK_BYTES = 8 * 1024;
/** The longest a quiet shop's line waits before it is written. */
const EVERY_MS = 250;
const STDOUT = 1;
/** The most bytes one UTF-16 code unit can take in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Standard output for log lines, written in blocks: lines are copied as UTF-8 into one buffer and
 * written 8 KB at a time, or every quarter of a second, and whatever is left when the process ends.
 *
 * Why blocks: one write per line cost about a tenth of a cached answer's CPU. Why written here
 * and synchronously, not by sonic-boom (pino's destination): its `minLength` re-measured the bytes
 * of its whole pending block at every line (about 3 µs a line), each asynchronous write cost the
 * main thread more than a block written directly (about 9 µs per 8 KB, 0.3 µs a line), and a
 * block still on its way when the process ends is written after the last lines, or lost. Node
 * writes its own standard output synchronously to files and pipes for the same reason.
 *
 * Why a buffer and not one growing string: a block gathered as a string is a tree of thousands
 * of pieces that outlives the young generation and must be flattened to be written; each line
 * copied into the buffer at once leaves nothing behind.
 */
export class LogOutput {
  private readonly block = Buffer.allocUnsafe(BLOCK_BYTES);
  private used = 0;

  /** `fd`: standard output unless given (tests write to a file). */
  constructor(private readonly fd = STDOUT) {
    setInterval(() => this.flush(), EVERY_MS).unref();
    process.on("exit", () => this.flush());
  }

  write(line: string): void {
    // Room for the line at its largest: then it is copied in one go, never split.
    if (this.used + line.length * MAX_BYTES_PER_UNIT > BLOCK_BYTES) {
      this.flush();
      if (line.length * MAX_BYTES_PER_UNIT > BLOCK_BYTES) {
        writeAllSync(this.fd, Buffer.from(line));
        return;
      }
    }
    this.used += this.block.write(line, this.used);
  }

  /** Writes what was gathered, now. */
  flush(): void {
    if (this.used === 0) return;
    const bytes = this.block.subarray(0, this.used);
    this.used = 0;
    writeAllSync(this.fd, bytes);
  }
}

/**
 * Writes all of `bytes`, waiting a little when the reader (a full pipe someone opened without
 * blocking) is not ready; after a second of that, or on any other error, the block is dropped:
 * a log that cannot be written must not stop the shop.
 */
function writeAllSync(fd: number, bytes: Buffer): void {
  let offset = 0;
  let waits = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "EAGAIN" && code !== "EBUSY") || waits++ >= 100) return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
