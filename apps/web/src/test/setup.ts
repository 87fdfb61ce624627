import "@testing-library/jest-dom/vitest";
import { installZodMessages } from "@shop/shared/zod-messages";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

installZodMessages();
// Screens load lazily (the route table splits every page): on a busy two-core machine the first
// render of a screen can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
// The built shop's runtime (preact/compat, as here) runs effects after the next frame, with a
// 35 ms timer beside the frame. A timer still pending when a file's last test ends would fire once
// jsdom is gone and throw ("cancelAnimationFrame is not defined"): each file waits it out.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
