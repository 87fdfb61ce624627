import "@testing-library/jest-dom/vitest";
import { installZodMessages } from "@shop/shared/zod-messages";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

installZodMessages();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
