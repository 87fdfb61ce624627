import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "../../test/test-app.ts";

let addressCounter = 0;

/**
 * An API call through app.inject that also checks the one rule every answer keeps: no password
 * hash ever leaves the server. Each call comes from its own address unless one is given, so the
 * per-address limits are tested only where a test means to.
 */
export async function call(t: TestApp, options: InjectOptions) {
  addressCounter += 1;
  const res = await t.app.inject({
    remoteAddress: `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
    ...options,
  });
  expect(res.body).not.toMatch(/\$argon2|password_?hash/i);
  return res;
}

/** The reset code from the last e-mail sent to an address. */
export function codeFrom(t: TestApp, email: string): string {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code was sent to ${email}`);
  return code;
}
