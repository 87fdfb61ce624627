import "@testing-library/jest-dom/vitest";
import { installZodMessages } from "@shop/shared/zod-messages";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

installZodMessages();
// Screens load lazily (the route table splits every page): on a busy two-core machine the first
// render of a screen can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
