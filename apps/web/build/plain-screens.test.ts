import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The screens router.tsx loads with `plainPage` get no MUI theme and no MUI runtime: an MUI
 * component among them would be drawn with MUI's default theme, and would bring MUI's code back
 * into the first download of the shop's fastest pages. This reads the route table and follows each
 * such screen's static imports through the app's own files.
 */
const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../src");

/** The app's own files a module imports statically (its `import … from "./…"` lines). */
function ownImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms)) {
    if (/^import\s+type\s/.test(match[0])) continue;
    found.push(path.resolve(path.dirname(file), match[1]!));
  }
  return found.filter((f) => /\.tsx?$/.test(f));
}

/** The MUI packages a screen reaches through its static imports, with the file that names each. */
function muiReached(entry: string): string[] {
  const seen = new Set<string>();
  const reached: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/^import\s(?!type\s)[^;]*?from\s+"(@mui\/[^"]+)"/gms))
      reached.push(`${path.relative(src, file)}: ${match[1]}`);
    for (const next of ownImports(file)) visit(next);
  };
  visit(entry);
  return reached;
}

const routerText = readFileSync(path.join(src, "router.tsx"), "utf8");
const plainScreens = [
  ...routerText.matchAll(/plainPage\(\s*async \(\) => \(await import\("\.\/([^"]+)"\)\)/g),
].map((match) => match[1]!);

describe("the plain screens of the route table", () => {
  it("are found in router.tsx", () => {
    expect(plainScreens).toContain("features/catalog/product-page.tsx");
  });

  it("would see MUI in a screen that uses it", () => {
    expect(muiReached(path.join(src, "lib/confirm-dialog.tsx"))).toContain(
      "lib/confirm-dialog.tsx: @mui/material",
    );
  });

  it.each(plainScreens)("%s imports nothing of MUI", (screen) => {
    expect(muiReached(path.join(src, screen))).toEqual([]);
  });
});
