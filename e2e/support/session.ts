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

/**
 * Puts a session into a browser context's storage, as the login screen does. Written once, on a
 * small same-origin page, so a journey that logs out afterwards really stays logged out.
 */
export async function signInContext(context: BrowserContext, session: Session): Promise<void> {
  const page = await context.newPage();
  await page.goto("/robots.txt");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userRole", s.userRole);
    localStorage.setItem("userName", s.fullName);
  }, session);
  await page.close();
}

/**
 * The seeded admin's session, logged in once by the global setup for every journey: logins from
 * this one address are rate limited like anyone's.
 */
export function adminSession(): Session {
  return inject("adminSession");
}

/** A page signed in as the seeded admin. */
export async function adminPage(context: BrowserContext): Promise<Page> {
  await signInContext(context, adminSession());
  return context.newPage();
}
