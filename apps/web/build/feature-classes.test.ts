import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A stylesheet, once loaded, stays in the document for the rest of the visit: a class that two
 * features both style gets both looks on whichever page the shopper opens second. The shared
 * classes live in lib/ and layouts/ (pu-, sh-, ptf-…), which any feature may refine; a class
 * styled in one feature's folder must not be styled in another's.
 */
const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../src");

/** Every class a stylesheet names in its selectors (comments left out). */
function classesIn(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const names = new Set<string>();
  // Selectors only: the text before each block's opening brace.
  for (const [, selectors] of text.matchAll(/([^{}]+)\{/g))
    for (const [, name] of selectors!.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)) names.add(name!);
  return names;
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".css"))
    .map((name) => path.join(dir, name));
}

describe("feature stylesheets", () => {
  it("never style a class another feature styles", () => {
    const shared = new Set<string>();
    for (const file of [...stylesheets(path.join(src, "lib")), ...stylesheets(path.join(src, "layouts"))])
      for (const name of classesIn(file)) shared.add(name);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    const features = path.join(src, "features");
    for (const feature of readdirSync(features)) {
      for (const file of stylesheets(path.join(features, feature))) {
        for (const name of classesIn(file)) {
          if (shared.has(name)) continue;
          const first = owner.get(name);
          if (first === undefined) owner.set(name, feature);
          else if (first !== feature) clashes.push(`.${name}: ${first} and ${feature}`);
        }
      }
    }
    expect(owner.size).toBeGreaterThan(100);
    expect(clashes).toEqual([]);
  });
});
