import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LogOutput } from "./log-output.ts";

const files: number[] = [];
function logFile() {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "log-output-")), "out.log");
  const fd = openSync(file, "a");
  files.push(fd);
  return { file, fd, read: () => readFileSync(file, "utf8") };
}
afterEach(() => {
  for (const fd of files.splice(0)) closeSync(fd);
});

const line = (i: number) => `{"n":${i},"msg":"request completed ${"x".repeat(200)}"}\n`;

describe("the log's output", () => {
  it("writes every line, in order, a block as soon as one has gathered, the rest soon after", async () => {
    const { fd, read } = logFile();
    const output = new LogOutput(fd);
    const lines = Array.from({ length: 200 }, (_, i) => line(i));
    for (const l of lines) output.write(l);
    // 200 lines are about 45 KB: the first 40 KB are written at once, the rest within 250 ms.
    const early = read();
    expect(early.length).toBeGreaterThanOrEqual(40 * 1024);
    expect(lines.join("").startsWith(early)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(read()).toBe(lines.join(""));
  });

  it("writes a quiet shop's single line within a quarter of a second or so", async () => {
    const { fd, read } = logFile();
    const output = new LogOutput(fd);
    output.write(line(1));
    expect(read()).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(read()).toBe(line(1));
  });

  it("writes everything it gathered, in order, when the process ends", () => {
    const { fd, read } = logFile();
    const output = new LogOutput(fd);
    const lines = Array.from({ length: 100 }, (_, i) => line(i));
    for (const l of lines) output.write(l);
    // What process.on("exit") calls: no turn of the event loop follows it.
    output.flush();
    expect(read()).toBe(lines.join(""));
  });
});
