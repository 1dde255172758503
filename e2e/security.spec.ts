import { expect, test } from "./support/test";
import { islandsStarted } from "./support/islands";

for (const [kind, address] of [
  ["pre-rendered", "/"],
  ["server-rendered", "/cart"],
] as const) {
  test(`a ${kind} page carries the security headers and its scripts still run`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
    const response = await page.goto(address);
    const headers = response!.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' https://js.paystack.co;");
    // The menu button works only when the page's islands script was allowed to run.
    await islandsStarted(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(violations).toEqual([]);
  });
}
