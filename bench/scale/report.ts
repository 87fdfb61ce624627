import { execSync } from "node:child_process";
import os from "node:os";
import type { ScaleSize } from "../../apps/server/src/test/scale-data.ts";
import type { Filled } from "./data.ts";
import { median } from "./http.ts";

export interface Check {
  budget: string;
  ok: boolean;
}

/** One line of the table: a call's cold and warm times (ms), its size before compression. */
export interface Row {
  group: string;
  name: string;
  detail: string;
  cold: number[];
  warm: number[];
  bytes: number;
  status: string;
  /** A figure that is not a time (items, memory). */
  note?: string;
  checks: Check[];
}

export interface ScaleRun {
  database: "PostgreSQL" | "PGlite";
  size: ScaleSize;
  filled?: Filled;
  startMs?: number;
  rows: Row[];
  error?: string;
}

const ms = (n: number) => (Number.isNaN(n) ? "" : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en"));

function coldCell(row: Row): string {
  if (row.cold.length === 0) return row.note ?? "";
  if (row.cold.length === 1) return `${ms(row.cold[0]!)}${row.note ? ` (${row.note})` : ""}`;
  return `${ms(median(row.cold))} (${ms(Math.min(...row.cold))}–${ms(Math.max(...row.cold))})`;
}

function table(run: ScaleRun): string {
  const lines = [
    "| | call | cold, ms: median (range) | warm, ms | size | budget | |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const row of run.rows) {
    const verdict = row.checks.every((c) => c.ok) ? "ok" : "**missed**";
    const size = row.bytes > 0 ? `${(row.bytes / 1024).toFixed(row.bytes < 10_240 ? 1 : 0)} KB` : "";
    lines.push(
      `| ${row.group} | ${row.name}<br><sub>${row.detail.replaceAll("|", "\\|")}</sub> | ${coldCell(row)} | ${row.warm.length ? ms(median(row.warm)) : ""} | ${size} | ${row.checks
        .map((c) => (c.ok ? c.budget : `**${c.budget}**`))
        .join("<br>")} | ${verdict} |`,
    );
  }
  return lines.join("\n");
}

function commit(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function scaleMarkdown(
  runs: ScaleRun[],
  settings: { cold: number; warm: number; loadBefore: number[] },
): string {
  const cpu = os.cpus();
  const parts = [
    "# Scale benchmark results",
    "",
    "Written by `npm run bench:scale` (`bench/scale.ts`): the shop after five years of data.",
    "",
    `- ${new Date().toISOString()}, commit ${commit()}, Node ${process.version}`,
    `- ${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 1024 ** 3)} GB; load average (1, 5, 15 min) ${settings.loadBefore.map((n) => n.toFixed(1)).join(", ")} before the run and ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")} after it: other work on this machine slows every figure`,
    "- The shop runs in its own process (`npm start`, the compiled server); each call is sent from this process over one kept-alive connection with a browser's headers.",
    `- Cold: ${settings.cold} samples, each right after a sale (an order placed through the API) of a product the answer shows, or of the best seller; the figure is their median, their range beside it. Warm: the median of ${settings.warm} calls in a row. Size: the answer before compression.`,
    "- The embedded database's budgets are twice PostgreSQL's.",
    "",
  ];
  for (const run of runs) {
    parts.push(`## ${run.database}`, "");
    const s = run.filled?.summary;
    if (s)
      parts.push(
        `${s.products.toLocaleString("en")} products (${s.deletedProducts.toLocaleString("en")} deleted), ${s.customers.toLocaleString("en")} customers, ${s.orders.toLocaleString("en")} orders with ${s.orderLines.toLocaleString("en")} lines, ${s.orderEvents.toLocaleString("en")} timeline rows, ${s.stockHistory.toLocaleString("en")} stock-history rows, ${s.mails.toLocaleString("en")} e-mails and ${s.messages.toLocaleString("en")} messages, beside the demo data; made in ${Math.round(s.ms / 1000)} s, then vacuumed and analyzed in ${Math.round((run.filled?.vacuumMs ?? 0) / 1000)} s. Start: ${Math.round(run.startMs ?? 0)} ms.`,
        "",
      );
    if (run.error) parts.push(`The run failed: \`${run.error.split("\n")[0]}\``, "");
    parts.push(table(run), "");
  }
  const missed = runs.flatMap((run) =>
    run.rows.flatMap((row) =>
      row.checks.filter((c) => !c.ok).map((c) => `${run.database}, ${row.name}: ${c.budget}`),
    ),
  );
  parts.push("## Budgets", "");
  parts.push(missed.length === 0 ? "Every budget held." : missed.map((m) => `- missed: ${m}`).join("\n"));
  return `${parts.join("\n")}\n`;
}
