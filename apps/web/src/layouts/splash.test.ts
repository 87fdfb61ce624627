import { afterEach, describe, expect, it } from "vitest";
import { SPLASH_KEY } from "../lib/splash-flag.ts";
import { SPLASH_ID } from "./splash.ts";
import { splashBody } from "./splash-markup.ts";

/** Loads a page at an address as the browser would: the markup, then its inline script runs. */
function loadPageAt(pathname: string): void {
  window.history.replaceState(null, "", pathname);
  document.body.innerHTML = `<div id="root"></div>${splashBody}`;
  const script = document.body.querySelector("script")?.textContent ?? "";
  new Function(script)();
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("welcome splash in index.html", () => {
  it("greets a session that comes in through the front door, once", () => {
    loadPageAt("/");
    const splash = document.getElementById(SPLASH_ID);
    expect(splash).toHaveAccessibleName("Welcome to Koshi IT, loading");
    expect(splash).toHaveTextContent("Welcome to Koshi IT");
    expect(document.getElementById("root")).toHaveAttribute("inert");
    expect(sessionStorage.getItem(SPLASH_KEY)).toBe("1");

    loadPageAt("/");
    expect(document.getElementById(SPLASH_ID)).toBeNull();
    expect(document.getElementById("root")).not.toHaveAttribute("inert");
  });

  it("lets a deep link open its page directly, and counts the session as greeted", () => {
    for (const pathname of ["/singleProduct/3", "/product", "/cart"]) {
      sessionStorage.clear();
      loadPageAt(pathname);
      expect(document.getElementById(SPLASH_ID), pathname).toBeNull();
      expect(sessionStorage.getItem(SPLASH_KEY)).toBe("1");
    }
    loadPageAt("/");
    expect(document.getElementById(SPLASH_ID)).toBeNull();
  });
});
