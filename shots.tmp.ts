import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3461";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
async function ctx(viewport: { width: number; height: number }) {
  const c = await browser.newContext({ viewport, baseURL: base });
  await c.addInitScript(() => { try { sessionStorage.setItem("splashShown", "1"); } catch {} });
  return c;
}
const which = process.argv[2] ?? "all";
if (which === "register" || which === "all") {
  const c = await ctx(PHONE); const p = await c.newPage();
  await p.goto("/register");
  await p.getByLabel("Phone").pressSequentially("9612345678");
  await p.getByLabel("Full name").click();
  await p.getByRole("button", { name: "Register" }).click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: "/tmp/shots/register-phone.png", fullPage: true });
  console.log("focused:", await p.evaluate(() => document.activeElement?.getAttribute("aria-invalid") + " " + (document.activeElement as HTMLInputElement)?.id));
  await c.close();
}
if (which === "admin" || which === "all") {
  const login = await (await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@shop.local", password: "admin-pass-123" }) })).json();
  for (const [name, vp] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    const c = await ctx(vp); const p = await c.newPage();
    await p.goto("/robots.txt");
    await p.evaluate((s) => { localStorage.setItem("token", s.token); localStorage.setItem("userRole", s.userRole); localStorage.setItem("userName", s.fullName); }, login.data);
    await p.goto("/admin/ad-productList");
    await p.waitForTimeout(4000);
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/shots/admin-list-${name}.png`, fullPage: name === "desktop" });
    console.log(name, "scrollWidth", await p.evaluate(() => document.documentElement.scrollWidth));
    await p.goto("/admin/ad-product");
    await p.getByRole("button", { name: "Add", exact: true }).click();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `/tmp/shots/admin-add-${name}.png`, fullPage: true });
    await c.close();
  }
}
await browser.close();
