import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LogOutput } from "./log-output.ts";

const dirs: string[] = [];
const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) {
    try {
      closeSync(fd);
    } catch {
      // the output closed its end itself
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pipe (a named one) whose reading end this test holds: it reads only when it wants to. */
function pipe(): { reader: number; writer: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "log-output-"));
  dirs.push(dir);
  const file = path.join(dir, "pipe");
  execFileSync("mkfifo", [file]);
  const reader = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(file, constants.O_WRONLY | constants.O_NONBLOCK);
  fds.push(reader, writer);
  return { reader, writer };
}

/** Everything in the pipe now. */
function readAll(fd: number): string {
  const chunk = Buffer.alloc(64 * 1024);
  let text = "";
  for (;;) {
    try {
      const n = readSync(fd, chunk);
      if (n === 0) return text;
      text += chunk.subarray(0, n).toString();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") return text;
      throw error;
    }
  }
}

const line = (i: number) => `${JSON.stringify({ level: 30, i, msg: "x".repeat(200) })}\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the log's output", () => {
  it("writes every line, in order, and all of it before a clean stop ends", async () => {
    const { reader, writer } = pipe();
    const output = new LogOutput(writer);
    for (let i = 0; i < 100; i++) output.write(line(i));
    expect(await output.close()).toBe(true);
    const lines = readAll(reader).trim().split("\n");
    expect(lines.map((l) => JSON.parse(l).i)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it("never waits for a reader that stopped: drops past its bound, and reports how many once it caught up", async () => {
    const { reader, writer } = pipe();
    const output = new LogOutput(writer, 256 * 1024);
    let reported = 0;
    output.onDropped = (lines) => {
      reported += lines;
      output.write(`${JSON.stringify({ msg: "dropped", lines })}\n`);
    };
    // Far more than the pipe (64 KB) and the bound (256 KB) hold, written with nobody reading.
    const written = 5_000;
    const started = performance.now();
    for (let i = 0; i < written; i++) output.write(line(i));
    // Writing never waited for the reader: each line was gathered or dropped at once.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(output.droppedNow).toBeGreaterThan(0);
    expect(reported).toBe(0);

    // The reader reads again: what was gathered arrives, then the report.
    let text = "";
    for (let i = 0; i < 200 && reported === 0; i++) {
      text += readAll(reader);
      await sleep(50);
    }
    for (let i = 0; i < 10; i++) {
      await sleep(50);
      text += readAll(reader);
    }
    const lines = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const kept = lines.filter((l) => l.i !== undefined).map((l) => l.i as number);
    expect(reported).toBeGreaterThan(0);
    // Lines come whole and in order; each one is either written or counted as dropped.
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(kept.length + reported).toBe(written);
    expect(lines.at(-1)).toEqual({ msg: "dropped", lines: reported });
    await output.close();
  });

  it("lets go of a reader that never reads again when the shop stops", async () => {
    const { writer } = pipe();
    const output = new LogOutput(writer, 256 * 1024);
    for (let i = 0; i < 2_000; i++) output.write(line(i));
    expect(await output.close(300)).toBe(false);
    // A late line after the stop is left out, not thrown at whoever logged it.
    expect(() => output.write(line(0))).not.toThrow();
  });
});
