import type { Page } from "@playwright/test";
import { emailsSent, signIn } from "./support/admin";
import { expect, test } from "./support/test";
import { phone } from "./support/visitor";

// A shop hand changes her own password from her phone's menu: her laptop is signed out, her phone
// stays in, and the new password is the one that signs her in.

test.use({ viewport: phone });
test.describe.configure({ timeout: 180_000 });

const FIRST = "her first long password";
const SECOND = "her second long password";

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a shop hand changes her password from the menu: her other devices are signed out, the new one signs her in", async ({
  browser,
  baseURL,
  page,
}) => {
  const email = `amaka-${Date.now()}@example.com`;
  await signIn(page, "/admin/people");
  await page.getByLabel("Her name").fill("Amaka");
  await page.getByLabel("Her email").fill(email);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("The invitation is on its way.");
  let link = "";
  await expect
    .poll(async () => (link = (await emailsSent(page.request, (f) => f.to_email === email))[0]?.fields.order_url ?? ""))
    .toMatch(/\/admin\/invitation\/[0-9a-f]{64}$/);

  const hers = await browser.newContext({ baseURL, viewport: phone });
  const mine = await hers.newPage();
  await mine.goto(new URL(link).pathname);
  await mine.getByLabel("Your password").fill(FIRST);
  await mine.getByLabel("The same password again").fill(FIRST);
  await mine.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(mine).toHaveURL(/\/admin$/);
  const laptopContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const laptop = await laptopContext.newPage();
  await signInAs(laptop, email, FIRST);
  await expect(laptop).toHaveURL(/\/admin$/);

  // From the phone's menu.
  const bar = mine.getByRole("banner");
  await bar.getByText("Menu").click();
  await bar.getByRole("link", { name: "Change my password" }).click();
  await expect(mine.getByRole("heading", { level: 1, name: "Change my password" })).toBeVisible();
  await mine.getByLabel("Current password").fill("not my password");
  await mine.getByLabel("New password", { exact: true }).fill(SECOND);
  await mine.getByLabel("The new password again").fill(SECOND);
  await mine.getByRole("button", { name: "Change my password" }).click();
  await expect(mine.getByRole("alert")).toHaveText("Your current password is not right.");
  await mine.getByLabel("Current password").fill(FIRST);
  await mine.getByLabel("New password", { exact: true }).fill(SECOND);
  await mine.getByLabel("The new password again").fill(SECOND);
  await mine.getByRole("button", { name: "Change my password" }).click();
  await expect(mine.getByRole("status")).toContainText("Your password is changed.");
  await shot(mine, "my-password-390");

  // The laptop is signed out; the phone stays in; only the new password signs in.
  await laptop.goto("/admin/my-password");
  await expect(laptop.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
  await signInAs(laptop, email, FIRST);
  await expect(laptop.getByText("That email and password do not match a person of this shop.")).toBeVisible();
  await signInAs(laptop, email, SECOND);
  await expect(laptop).toHaveURL(/\/admin$/);
  await laptop.goto("/admin/my-password");
  await shot(laptop, "my-password-1440");
  await mine.reload();
  await expect(mine.getByRole("heading", { level: 1, name: "Change my password" })).toBeVisible();
  await hers.close();
  await laptopContext.close();
});
