import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssColors, cssVarName, rootCss } from "../src/lib/theme-css-vars.ts";

const web = path.resolve(import.meta.dirname, "..");
/** Where the colours and breakpoints are written. */
const TOKENS = ["theme-tokens.ts", "theme-colors.ts", "theme-css-vars.ts"].map((f) =>
  path.join(web, "src/lib", f),
);

/**
 * The web app's sources and build scripts (stylesheets, components, the inline skeleton and splash)
 * as text, by file, leaving out the tests and the three files where the theme is written.
 */
function readSources(): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.(tsx?|css)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !TOKENS.includes(full)
      )
        found[path.relative(web, full)] = readFileSync(full, "utf8");
    }
  };
  walk(path.join(web, "src"));
  walk(path.join(web, "build"));
  found["index.html"] = readFileSync(path.join(web, "index.html"), "utf8");
  return found;
}

const SOURCES = readSources();

/** Each place in the sources where `pattern` matches, as "file: match". */
function hits(pattern: RegExp): string[] {
  return Object.entries(SOURCES).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`),
  );
}

describe("the theme is written once (lib/theme-tokens.ts)", () => {
  it("reads the sources", () => {
    expect(Object.keys(SOURCES)).toEqual(
      expect.arrayContaining(["src/layouts/shell.css", "build/start-script.ts", "index.html"]),
    );
  });

  it("no colour literal outside the tokens: plain CSS reads var(--shop-…), components the tokens or the palette", () => {
    expect(hits(/#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?)\(/gi)).toEqual([]);
  });

  it("no breakpoint in pixels in a media query: CSS names one (`@media (--shop-md-up)`), components use theme.breakpoints", () => {
    expect(hits(/\((?:min|max)-width:\s*[\d.]+px\)/g)).toEqual([]);
  });

  it("every custom property a stylesheet reads is one index.html defines, and every one defined is read", () => {
    const defined = Object.keys(cssColors).map((name) => cssVarName(name as keyof typeof cssColors));
    // The stylesheets write the property; the inline skeleton and splash are written with cssVar("name").
    const read = new Set([
      ...hits(/var\((--shop-[a-z0-9-]+)\)/g).map((hit) => hit.replace(/^.*var\((.*)\)$/, "$1")),
      ...hits(/cssVar\("(\w+)"\)/g).map((hit) =>
        cssVarName(hit.replace(/^.*cssVar\("(\w+)"\)$/, "$1") as never),
      ),
    ]);
    expect([...read].filter((name) => !defined.includes(name))).toEqual([]);
    expect(defined.filter((name) => !read.has(name))).toEqual([]);
    expect(rootCss()).toContain("--shop-primary:#0d47a1");
  });

  it("a media query in a stylesheet names a breakpoint the theme has", () => {
    expect(hits(/@media \(--shop-(?!(?:xs|sm|md|lg|xl)-up\))[^)]*\)/g)).toEqual([]);
  });
});
