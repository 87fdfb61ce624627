import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { adminPage, apiLogin, signInContext } from "./support/session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new customer's details, unique to this run. */
function newCustomer(name: string) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: name,
    email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@test.np`,
    phone: `98${tag.slice(-8)}`,
    password: "momo-and-chiya-1",
  };
}

async function registerThroughApi(customer: ReturnType<typeof newCustomer>) {
  const res = await fetch(`${baseUrl()}/api/users/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(customer),
  });
  expect(res.status).toBe(200);
}

/** What the server says of a token now: 200 while its session lives, 401 once it has ended. */
async function tokenStatus(token: string | null): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/auth/check-auth`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  // Enter in the password field submits the login form.
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

/** The reset code from the newest .eml in DATA_DIR/outbox addressed to `email`. */
async function codeFromOutbox(email: string): Promise<string> {
  const outbox = path.join(inject("dataDir"), "outbox");
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[]))
        .filter((f) => f.endsWith(".eml"))
        .sort();
      for (const file of files.reverse()) {
        const text = await readFile(path.join(outbox, file), "utf8");
        if (text.includes(`To: ${email}`)) {
          found = /reset code is (\d{6})/.exec(text)?.[1];
          if (found) return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

describe("accounts in the browser", () => {
  it("registers, logs in, sees the profile, changes the password and logs out", async () => {
    const customer = newCustomer("Sita Rai");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Please fill all the fields").waitFor();
    await page.getByLabel("Full name").fill(customer.fullName);
    await page.getByLabel("Email").fill("sita@wrong");
    await page.getByLabel("Phone").pressSequentially("12");
    // The phone field keeps the digits as typed and says what is wrong on leaving it.
    expect(await page.getByLabel("Phone").inputValue()).toBe("12");
    await page.getByLabel("Phone").fill(customer.phone);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email format." }).waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Email").fill(customer.email);
    await screenshot(page, "accounts-register-phone");
    await page.getByRole("button", { name: "Register" }).click();
    // Registering logs in: straight to the catalog, as a login would.
    await page.waitForURL(`${baseUrl()}/product`);
    await page.getByText("Registration successful. You are now logged in.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("userRole"))).toBe("Customer");
    await page.evaluate(() => localStorage.clear());

    await fillLogin(page, customer.email, "not-my-password");
    await page.getByText("User Login failed").waitFor();
    await page.getByRole("alert").filter({ hasText: "The e-mail or password is not right." }).waitFor();
    await screenshot(page, "accounts-login-failed-phone");

    await fillLogin(page, customer.email, customer.password);
    await page.waitForURL(`${baseUrl()}/product`);
    expect(await page.evaluate(() => localStorage.getItem("userRole"))).toBe("Customer");

    await page.goto("/profile");
    await page.getByRole("heading", { name: customer.fullName }).waitFor();
    await page.getByText(customer.email).waitFor();
    // Exact: the e-mail holds the same run tag, and may hold the phone's digits too.
    await page.getByText(customer.phone, { exact: true }).waitFor();
    await screenshot(page, "accounts-profile-phone");

    await page.getByLabel("Current Password", { exact: true }).fill(customer.password);
    await page.getByLabel("New Password", { exact: true }).fill("new-secret-pass-2");
    await page.getByLabel("Confirm Password", { exact: true }).fill("new-secret-pass-2");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password Changed successfully").waitFor();
    // Still signed in with the fresh token: a reload shows the same profile.
    await page.reload();
    await page.getByRole("heading", { name: customer.fullName }).waitFor();

    await page.getByRole("button", { name: "Log Out" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Logout" })
      .getByText("Are you sure you want to log out?")
      .waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(await tokenStatus(token)).toBe(200);
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // Ended on the server too: a copy of the token is worthless.
    expect(await tokenStatus(token)).toBe(401);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    // Everything about the user is gone; only the flag that the welcome splash was seen stays.
    expect(stored).toEqual({ local: [], session: ["splashShown"] });

    // The old password no longer works; the new one does.
    await fillLogin(page, customer.email, customer.password);
    await page.getByText("User Login failed").waitFor();
    await fillLogin(page, customer.email, "new-secret-pass-2");
    await page.waitForURL(`${baseUrl()}/product`);
    await context.close();
  });

  it("resets a forgotten password with the code from the e-mail", async () => {
    const customer = newCustomer("Hari Limbu");
    await registerThroughApi(customer);
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    // Without a held e-mail the later steps send you to /login.
    await page.goto("/emailVerify");
    await page.waitForURL(`${baseUrl()}/login`);

    await page.getByRole("link", { name: "Forgot Password" }).click();
    await page.waitForURL(`${baseUrl()}/passreset`);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter your email" }).waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Email").fill(customer.email.toUpperCase());
    await screenshot(page, "accounts-passreset-phone");
    await page.getByRole("button", { name: "Verify" }).click();
    await page
      .getByText(/a 6-digit code is on its way/)
      .first()
      .waitFor();
    await page.waitForURL(`${baseUrl()}/emailVerify`);

    const code = await codeFromOutbox(customer.email);
    await page.getByLabel("Verification code").fill(code);
    await screenshot(page, "accounts-email-verify-phone");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL(`${baseUrl()}/changePassword`);

    await page.getByLabel("New Password", { exact: true }).fill("reset-pass-33");
    await page.getByLabel("Confirm Password", { exact: true }).fill("reset-pass-34");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "The new password and its confirmation are not the same." })
      .waitFor();
    expect(await page.getByLabel("Confirm Password", { exact: true }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    await page.getByLabel("Confirm Password", { exact: true }).fill("reset-pass-33");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password Changed successfully").waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => sessionStorage.getItem("passwordReset"))).not.toContain(customer.email);

    await fillLogin(page, customer.email, "reset-pass-33");
    await page.waitForURL(`${baseUrl()}/product`);
    await context.close();
  });

  it("sends a Customer who opens /admin to /", async () => {
    const customer = newCustomer("Maya Gurung");
    await registerThroughApi(customer);
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).waitFor();
    await screenshot(page, "accounts-login-desktop");
    await fillLogin(page, customer.email, customer.password);
    await page.waitForURL(`${baseUrl()}/product`);
    await page.goto("/profile");
    await page.getByRole("heading", { name: customer.fullName }).waitFor();
    await screenshot(page, "accounts-profile-desktop");
    await page.goto("/admin/ad-user");
    await page.waitForURL(`${baseUrl()}/`);
    // Pretending to be an admin in storage does not help: the server says who the token belongs to.
    await page.evaluate(() => localStorage.setItem("userRole", "Admin"));
    await page.goto("/admin/ad-user");
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it("lets an admin deactivate a customer, who then cannot log in", async () => {
    const customer = newCustomer("Bikash Tamang");
    await registerThroughApi(customer);
    const context = await newContext(browser, DESKTOP);
    // Its own admin session: this journey logs out at the end, which ends the session everywhere.
    const session = await apiLogin(inject("adminEmail"), inject("adminPassword"));
    await signInContext(context, session);
    const page = await context.newPage();
    await page.goto("/admin/ad-user");
    await page.getByLabel("Search users").fill(customer.email);
    const row = page.getByRole("row").filter({ hasText: customer.email });
    await row.waitFor();
    // The search runs on the server: the list narrows once its answer is in.
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await page.getByLabel("Search users").fill("");
    await page.getByLabel("Search users").fill(customer.fullName);
    await row.waitFor();
    await screenshot(page, "accounts-admin-users-desktop");
    await row.getByRole("switch", { name: `Active status of ${customer.fullName}` }).click();
    await page.getByText("User status changed successfully").waitFor();
    await row.getByText("Deactive").waitFor();

    const visitor = await (await newContext(browser, PHONE)).newPage();
    await fillLogin(visitor, customer.email, customer.password);
    await visitor.getByText("User Login failed").waitFor();
    await visitor.getByRole("alert").filter({ hasText: "deactivated" }).waitFor();
    await screenshot(visitor, "accounts-login-deactivated-phone");

    // Delete asks first, then the row shows Restore.
    await row.getByRole("button", { name: `Delete ${customer.fullName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await row.getByRole("button", { name: `Delete ${customer.fullName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("done successfully").waitFor();
    await row.getByRole("button", { name: `Restore ${customer.fullName}` }).waitFor();

    await visitor.context().close();

    // The sidebar's Log out clears the admin session.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await tokenStatus(session.token)).toBe(401);
    await context.close();
  });

  it("shows the admin Users page on a phone", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto("/admin/ad-user");
    await page.getByRole("table", { name: "Users" }).waitFor();
    await screenshot(page, "accounts-admin-users-phone");
    await context.close();
  });
});
