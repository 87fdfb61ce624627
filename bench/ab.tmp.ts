import { launchSlowBrowser, slowVisit } from "./slow-profile.ts";
const pages = (process.env.PAGES ?? "/login,/register,/aboutUs,/service,/compare,/passreset").split(",");
const runs = Number(process.env.RUNS ?? 5);
const targets: [string, string][] = [["base", "http://127.0.0.1:4321"], ["lead", "http://127.0.0.1:4320"]];
const browser = await launchSlowBrowser();
const out: Record<string, { fc: number[]; usable: number[] }> = {};
for (let r = 0; r < runs; r++)
  for (const p of pages)
    for (const [tag, base] of r % 2 ? [...targets].reverse() : targets) {
      const run = await slowVisit(browser, base, p, "page");
      const o = (out[`${p} ${tag}`] ??= { fc: [], usable: [] });
      o.fc.push(run.firstContent);
      o.usable.push(run.usable);
    }
await browser.close();
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, v] of Object.entries(out))
  console.log(k.padEnd(22), "fc", med(v.fc).toFixed(0), "usable", med(v.usable).toFixed(0), "all", v.usable.map((x) => x.toFixed(0)).join(" "));
