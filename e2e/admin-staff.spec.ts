import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { emailsSent, placePaidOrder, signIn } from "./support/admin";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });
// Two invitations, three browsers and a dozen form posts: slower than most on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A screenshot for a person to look at (SHOTS_DIR); the checks are the test. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Invites a person from the People page, and returns the link her email carries. */
async function invite(owner: Page, name: string, email: string, role: "Shop hand" | "Tailor") {
  await owner.goto("/admin/people");
  await owner.getByLabel("Her name").fill(name);
  await owner.getByLabel("Her email").fill(email);
  const roleField = owner.getByRole("region", { name: "Invite someone" }).getByLabel("Role", { exact: true });
  await roleField.selectOption({ label: role });
  await expect(roleField).toHaveValue(role === "Tailor" ? "tailor" : "shop_hand");
  await owner.getByRole("button", { name: "Send the invitation" }).click();
  await expect(owner.getByRole("status")).toHaveText("The invitation is on its way.");
  await expect(owner.getByRole("listitem").filter({ hasText: `${name} (${email}) · ${role}` })).toBeVisible();
  let link = "";
  await expect
    .poll(async () => {
      const [mail] = await emailsSent(owner.request, (f) => f.to_email === email);
      link = mail?.fields.order_url ?? "";
      return link;
    })
    .toMatch(/\/admin\/invitation\/[0-9a-f]{64}$/);
  return new URL(link).pathname;
}

/** Opens the invitation in a browser of her own, chooses her password and presses accept. */
async function accept(browser: Browser, path: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Your invitation" })).toBeVisible();
  await page.getByLabel("Your password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** The admin's menu on a phone, opened. */
async function menuLinks(page: Page) {
  const bar = page.getByRole("banner");
  await bar.getByText("Menu").click();
  return bar.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents();
}

test("the owner invites a shop hand and a tailor from her phone; each reaches only her part, every action names her, and removal signs her out", async ({
  page,
  browser,
}) => {
  const run = Math.random().toString(36).slice(2, 8);
  // One order the shop hand hands over, one the tailor makes.
  const reference = await placePaidOrder(page.request);
  const toMake = await placePaidOrder(page.request);
  await signIn(page, "/admin/people");
  await expectNoViolations(page, "the people page");
  await shot(page, "admin-people-390");

  // The shop hand: invited, she accepts by a press, and sees orders, not money.
  const handLink = await invite(page, "Ngozi", `ngozi-${run}@example.com`, "Shop hand");
  const hand = await accept(browser, handLink, "ngozis-own-password");
  await expect(hand.getByRole("heading", { name: "Welcome, Ngozi" })).toBeVisible();
  expect(await menuLinks(hand)).toEqual(["Home", "Orders", "Bespoke", "Messages"]);
  await hand.goto(`/admin/orders/${reference}`);
  await expect(hand.getByRole("region", { name: "Refunds" })).toHaveCount(0);
  // Nor does she cancel an order that took money, or mark one refunded: the owner's alone.
  await expect(hand.getByRole("button", { name: "Mark refunded" })).toHaveCount(0);
  await expect(hand.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await hand.getByRole("button", { name: "Mark ready for pickup" }).click();
  await expect(hand.getByRole("status")).toBeVisible();
  await expect(hand.getByRole("button", { name: "Mark ready for pickup" })).toHaveCount(0);
  // A refund posted by hand, as a form would: refused in words, nothing done.
  const refund = await hand.request.post(`/admin/orders/${reference}/refund`, {
    form: { amount: "1000", reason: "Trying" },
    headers: { Origin: new URL(hand.url()).origin },
  });
  expect(refund.status()).toBe(403);
  expect(await refund.text()).toContain("As shop hand, you cannot do this.");
  await hand.goto("/admin/credit");
  await expect(hand.getByRole("heading", { name: "Not for your role" })).toBeVisible();
  await expect(hand.getByText("As shop hand, you cannot open this page.")).toBeVisible();
  await expectNoViolations(hand, "the 403 page");
  await shot(hand, "admin-refused-390");

  // The tailor: production sheets and the two moves, and no naira anywhere she can go.
  const tailorLink = await invite(page, "Ibiere", `ibiere-${run}@example.com`, "Tailor");
  const tailor = await accept(browser, tailorLink, "ibieres-own-password");
  expect(await menuLinks(tailor)).toEqual(["Home", "Production", "Bespoke"]);
  await tailor.goto("/admin/production");
  await tailor.getByRole("link", { name: toMake }).click();
  await expect(tailor.getByRole("heading", { name: `Production sheet · ${toMake}` })).toBeVisible();
  await tailor.getByRole("button", { name: "Start production" }).click();
  await expect(tailor.getByRole("status")).toHaveText("Production started.");
  await tailor.getByRole("button", { name: "Mark ready" }).click();
  await expect(tailor.getByRole("status")).toHaveText("Marked ready: the shopper is told.");
  await expectNoViolations(tailor, "the tailor's production sheet");
  await shot(tailor, "admin-production-390");
  for (const path of ["/admin", "/admin/production", `/admin/production/${toMake}`, "/admin/bespoke"]) {
    await tailor.goto(path);
    await expect(tailor.locator("main")).toBeVisible();
    expect(await tailor.locator("body").innerText(), path).not.toContain("₦");
  }
  await tailor.goto(`/admin/orders/${reference}`);
  await expect(tailor.getByRole("heading", { name: "Not for your role" })).toBeVisible();

  // The owner reads who moved the order, filtered by person, and in the order's own history.
  await page.goto(`/admin/orders/${reference}`);
  const who = page.getByRole("region", { name: "Who did what" });
  await expect(who.getByText("Ngozi", { exact: true })).toHaveCount(2);
  // Her refund posted by hand is there too, refused, in words.
  await expect(
    who.getByRole("listitem").filter({ hasText: "refused: as shop hand, she cannot do this" }),
  ).toContainText("Ngozi");
  await page.goto(`/admin/orders/${toMake}`);
  await expect(page.getByRole("region", { name: "Who did what" }).getByText("Ibiere", { exact: true })).toHaveCount(2);
  await page.goto("/admin/audit");
  await page.getByLabel("Person").selectOption({ label: "Ngozi" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Moved the order to" }).first()).toContainText("Ngozi");
  await expect(page.getByRole("listitem").filter({ hasText: "Ibiere" })).toHaveCount(0);
  await expectNoViolations(page, "who did what");
  await shot(page, "admin-audit-390");

  // Removed, the shop hand's next page is the sign-in.
  await page.goto("/admin/people");
  await page.getByRole("button", { name: "Remove Ngozi" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "She is removed and signed out everywhere; the invitations still open for her email are withdrawn.",
  );
  await hand.goto("/admin/orders");
  await expect(hand.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
  await hand.context().close();
  await tailor.context().close();
});

test("an invitation link that was forged, or used, opens nothing", async ({ page }) => {
  await page.goto(`/admin/invitation/${"a".repeat(64)}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This invitation link is not one the shop sent. Ask the owner for a new invitation.",
  );
  await expect(page.getByLabel("Your password")).toHaveCount(0);
});
