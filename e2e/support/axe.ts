import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: Promise<string> | undefined;

/**
 * Runs axe-core in the page (WCAG 2.1 A and AA, best practices) and answers the serious and
 * critical violations, described for a person. Evaluated through the DevTools protocol: the shop's
 * CSP (script-src 'self') rightly refuses an inline <script>, and the check should run against the
 * real headers. Other sites' frames (the About-us map) are not ours to check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(await axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      iframes: false,
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    at ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`)
          .join("\n")}`,
    );
}

/** Fails with the serious violations of the page in `state` (animations reduced, as axe reads them). */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found = await seriousViolations(page);
  expect(found, `${state} has accessibility violations:\n${found.join("\n")}`).toEqual([]);
}
