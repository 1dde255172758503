import type { APIRequestContext, Page } from "@playwright/test";
import { emailsSent, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";
import { visitorAddress } from "./support/visitor";

// A server of its own: the piece made here, sold out and restocked, changes the catalogue. The
// shopper asks without a script, confirms by the link of her email and is told once, when the
// owner adds pieces.
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The lists' emails the EmailJS fake received for this address. */
const listEmails = (request: APIRequestContext, email: string) =>
  emailsSent(request, (f) => f.template_id === "template_list_fake" && f.to_email === email);

/** Sets a size's pieces on the product's page in the admin and saves. */
async function setStock(page: Page, id: number, size: string, pieces: string) {
  await page.goto(`/admin/products/${id}`);
  await field(page, `Stock of ${size}`).fill(pieces);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}\\?done=saved$`));
}

test("a shopper who missed her size asks without a script, confirms by her email's link, and is emailed once when the owner adds pieces", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const run = `${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const name = `Waitlist Dress ${run}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  const email = `waiting-${run}@example.com`;
  let id = 0;

  await test.step("the owner makes a dress in S and M, ready to wear, M sold out", async () => {
    await signIn(page, "/admin/products/new");
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("hazelbee");
    await field(page, "Price (₦)").fill("30,000");
    await field(page, "Made to order").uncheck();
    for (const size of ["XS", "L", "XL", "2XL", "3XL"])
      await page.getByRole("checkbox", { name: size, exact: true }).uncheck();
    await field(page, "Stock of S").fill("4");
    await field(page, "Stock of M").fill("0");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    id = Number(/\/admin\/products\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
  });

  const shopper = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const her = await shopper.newPage();

  await test.step("without a script, her page offers the sold-out M only; a bad address is answered in words", async () => {
    await expect(async () => {
      await her.goto(`/hazelbee/shop/${slug}`);
      await expect(her.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    const form = her.getByRole("region", { name: "Sold out in M?" });
    await expect(form.getByLabel("Size").locator("option")).toHaveText(["M"]);
    await form.getByLabel("Your email").fill("not an address");
    await form.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(her.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await her.getByLabel("Your email").fill(email);
    await her.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(her.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(her).toHaveURL(new RegExp(`/lists/back-in-stock\\?product=${id}&size=M$`));
  });

  let confirmLink = "";
  await test.step("her email's link and its one button confirm the wait; the owner sees one shopper waiting for M", async () => {
    await expect.poll(async () => (await listEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
    const [confirm] = await listEmails(request, email);
    expect(confirm!.fields).toMatchObject({
      subject: `Confirm: email me when ${name} is back in M`,
      list_unsubscribe_post: "List-Unsubscribe=One-Click",
    });
    confirmLink = confirm!.fields.link_url!;
    await her.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
    await her.getByRole("button", { name: "Yes, confirm" }).click();
    await expect(her.getByRole("status")).toHaveText(
      `Thank you: we will email you once when ${name} in size M is back in stock.`,
    );
    await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByRole("heading", { level: 1, name: "Confirmed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/collections");
    await expectNoViolations(page, "the confirmation page");
    await page.goto(`/hazelbee/shop/${slug}`);
    await expect(page.getByRole("region", { name: "Sold out in M?" })).toBeVisible();
    await expectNoViolations(page, "a product page with the back-in-stock form");
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByText("M: 1 shopper waits for it to come back")).toBeVisible();
    await expectNoViolations(page, "the owner's product page with its waits");
  });

  await test.step("the owner adds two pieces of M: one email, with its page and a one-click unsubscribe", async () => {
    await setStock(page, id, "M", "2");
    await expect
      .poll(
        async () =>
          (await listEmails(request, email)).filter((c) => c.fields.subject === `${name} is back in M`).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const back = (await listEmails(request, email)).find((c) => c.fields.subject === `${name} is back in M`)!;
    expect(back.fields).toMatchObject({
      subject: `${name} is back in M`,
      link_url: expect.stringContaining(`/hazelbee/shop/${slug}`),
      list_unsubscribe: `<${back.fields.unsubscribe_url!.replace("/unsubscribe?", "/one-click?")}>`,
    });
    // Told, she waits no more: no size of the product counts a shopper waiting.
    await expect(page.getByText(/\d+ shoppers? waits?/)).toHaveCount(0);
  });

  await test.step("more pieces later tell her nothing more; her unsubscribe page works without a script", async () => {
    await setStock(page, id, "M", "0");
    await setStock(page, id, "M", "3");
    const [again] = (await listEmails(request, email)).filter((c) => c.fields.subject === `${name} is back in M`);
    const unsubscribe = again!.fields.unsubscribe_url!.replace(/^https?:\/\/[^/]+/, "");
    await her.goto(unsubscribe);
    await her.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(her.getByRole("status")).toContainText("You will get no more back-in-stock emails from Hazel.");
    expect((await listEmails(request, email)).filter((c) => c.fields.subject === `${name} is back in M`)).toHaveLength(
      1,
    );
  });
  await shopper.close();
});
