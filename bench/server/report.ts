import { execSync } from "node:child_process";
import os from "node:os";
import type { Check, DatabaseKind } from "./budgets.ts";
import type { LoadResult } from "./wrk.ts";

/** One line of the results: a load beside its node:http baseline, or a single figure. */
export interface Measure {
  name: string;
  /** How it was measured (address, connections). */
  detail: string;
  shop?: LoadResult;
  baseline?: LoadResult;
  /** A figure that is not a load (start time, memory, consistency). */
  value?: string;
  checks: Check[];
}

export interface DatabaseRun {
  database: DatabaseKind;
  workers: string;
  measures: Measure[];
  error?: string;
}

const int = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (Number.isNaN(n) ? "none" : n < 10 ? n.toFixed(2) : n.toFixed(1));

function shopCell(m: Measure): string {
  if (!m.shop) return m.value ?? "";
  const failed = m.shop.failed > 0 ? `, **${int(m.shop.failed)} failed**` : "";
  return `${int(m.shop.perSecond)}/s, p50 ${ms(m.shop.p50)} ms, p99 ${ms(m.shop.p99)} ms${failed}`;
}

function baselineCell(m: Measure): string {
  if (!m.baseline) return "";
  return `${int(m.baseline.perSecond)}/s, p99 ${ms(m.baseline.p99)} ms`;
}

export function share(m: Measure): number | null {
  return m.shop && m.baseline ? m.shop.perSecond / m.baseline.perSecond : null;
}

function table(run: DatabaseRun): string {
  const lines = ["| case | shop | node:http, same bytes | share | budget | |", "|---|---|---|---|---|---|"];
  for (const m of run.measures) {
    const s = share(m);
    const verdict = m.checks.length === 0 ? "" : m.checks.every((c) => c.ok) ? "ok" : "**missed**";
    lines.push(
      `| ${m.name}<br><sub>${m.detail}</sub> | ${shopCell(m)} | ${baselineCell(m)} | ${s === null ? "" : `${Math.round(s * 100)} %`} | ${m.checks
        .map((c) => (c.ok ? c.budget : `**${c.budget}**`))
        .join("<br>")} | ${verdict} |`,
    );
  }
  return lines.join("\n");
}

export function missedBudgets(runs: DatabaseRun[]): string[] {
  const missed: string[] = [];
  for (const run of runs) {
    if (run.error) missed.push(`${run.database}: the run failed: ${run.error.split("\n")[0]}`);
    for (const m of run.measures) {
      for (const c of m.checks) if (!c.ok) missed.push(`${run.database}, ${m.name}: ${c.budget}`);
    }
  }
  return missed;
}

function commit(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function markdown(
  runs: DatabaseRun[],
  settings: { seconds: number; rounds: number; loadBefore: number[] },
): string {
  const cpu = os.cpus();
  const missed = missedBudgets(runs);
  const parts = [
    "# Server benchmark results",
    "",
    "Written by `npm run bench` (`bench/run.ts`); the budgets are those of issue 12.",
    "",
    `- ${new Date().toISOString()}, commit ${commit()}, Node ${process.version}`,
    `- ${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 1024 ** 3)} GB; load average (1, 5, 15 min) ${settings.loadBefore.map((n) => n.toFixed(1)).join(", ")} before the run and ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")} after it (other work on the machine takes from the shop and the baseline alike)`,
    `- The shop runs in its own process (\`npm start\`, the compiled server); wrk sends the load from another process (2 threads, browser headers: \`Accept-Encoding: gzip, deflate, br\`).`,
    `- Each load case alternates the shop and a bare \`node:http\` server sending the very bytes the shop sent for that request (status, headers, body), ${settings.rounds} rounds of ${settings.seconds} s each after a 1 s warm-up; figures are the sums over the rounds, p99 the worst round.`,
    "- Memory is the resident size of the server process and every process under it; peak is sampled every 200 ms through the whole run.",
    "",
  ];
  for (const run of runs) {
    parts.push(`## ${run.database}${run.workers === "1" ? "" : `, WORKERS=${run.workers}`}`, "");
    if (run.error) parts.push(`The run failed: \`${run.error.split("\n")[0]}\``, "");
    parts.push(table(run), "");
  }
  parts.push("## Budgets", "");
  parts.push(missed.length === 0 ? "Every budget held." : missed.map((m) => `- missed: ${m}`).join("\n"));
  return `${parts.join("\n")}\n`;
}
