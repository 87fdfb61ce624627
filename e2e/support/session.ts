import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl } from "./browser.ts";

export interface Session {
  token: string;
  userRole: string;
  fullName: string;
}

/** Logs in through the API (not the login screen) and returns the session values. */
export async function apiLogin(email: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { status: number; data: Session; message?: string };
  if (body.status !== 200) throw new Error(`login failed for ${email}: ${body.message}`);
  return body.data;
}

export function adminCredentials() {
  return { email: inject("adminEmail"), password: inject("adminPassword") };
}

/** Puts a session into a browser context's storage, as the login screen does, before pages load. */
export async function signInContext(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript((s) => {
    // Once per tab, so a journey that logs out stays logged out.
    if (!sessionStorage.getItem("e2eSignedIn")) {
      sessionStorage.setItem("e2eSignedIn", "1");
      localStorage.setItem("token", s.token);
      localStorage.setItem("userRole", s.userRole);
      localStorage.setItem("userName", s.fullName);
    }
  }, session);
}

/** A page signed in as the seeded admin. */
export async function adminPage(context: BrowserContext): Promise<Page> {
  const { email, password } = adminCredentials();
  await signInContext(context, await apiLogin(email, password));
  return context.newPage();
}
