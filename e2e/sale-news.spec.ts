import type { APIRequestContext, Page } from "@playwright/test";
import { lagosDateTimeOf } from "../app/lib/lagos-clock";
import { emailsSent, signIn, type EmailjsCall } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";
import { visitorAddress } from "./support/visitor";

// A server of its own, looking for sales to announce every second: the sales made here change the
// shop's prices. Two subscribers confirm; the owner's sale is announced when it starts, never
// before; one leaves with one click (RFC 8058) and hears nothing of the next sale, the other does.
const test = testOnOwnShop({ REMINDERS_POLL_SECONDS: "1" });

test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/** The lists' emails the EmailJS fake received for this address, with when each arrived. */
const listEmails = async (request: APIRequestContext, email: string) =>
  (await emailsSent(request, (f) => f.template_id === "template_list_fake" && f.to_email === email)) as (EmailjsCall & {
    at: number;
  })[];

/** Signs up through the newsletter form's plain POST, then confirms by her email's link and its button. */
async function subscribe(page: Page, request: APIRequestContext, email: string) {
  const sent = await request.post("/api/messages", {
    form: { kind: "newsletter", from_email: email },
    headers: { "X-Forwarded-For": visitorAddress() },
  });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await listEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [confirm] = await listEmails(request, email);
  expect(confirm!.fields.subject).toBe("Confirm your Hazel subscription");
  await page.goto(path(confirm!.fields.link_url!));
  await page.getByRole("button", { name: "Yes, confirm" }).click();
  await expect(page.getByRole("status")).toContainText("you will hear of Hazel's sales and news");
}

/** Schedules a 20%-off sale of the whole shop from `start` for a day, announced to the subscribers. */
async function scheduleAnnounced(page: Page, name: string, start: Date) {
  await page.goto("/admin/sales/new");
  await field(page, "Name").fill(name);
  await field(page, "Starts (Lagos time)").fill(lagosDateTimeOf(start).slice(0, 16));
  await field(page, "Ends (Lagos time)").fill(lagosDateTimeOf(new Date(start.getTime() + 86_400_000)).slice(0, 16));
  await field(page, "Percentage off (%)").fill("20");
  await page.getByRole("checkbox", { name: "Announce to subscribers" }).check();
  await page.getByRole("button", { name: "Schedule sale" }).click();
  await expect(page).toHaveURL(/\/admin\/sales\/\d+\?done=(scheduled|started)$/);
}

test("subscribers hear of a sale when it starts and not before, and one who leaves with one click hears of no other", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = `${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const ada = `ada-${run}@example.com`;
  const bisi = `bisi-${run}@example.com`;
  const first = `Flash ${run}`;
  const second = `Encore ${run}`;
  const shopper = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const her = await shopper.newPage();

  await test.step("two subscribers confirm by their emails' links", async () => {
    await subscribe(her, request, ada);
    await subscribe(her, request, bisi);
  });

  let start = new Date();
  await test.step("the owner schedules a sale a minute ahead, announced; nothing goes before its start", async () => {
    await signIn(page, "/admin/sales/new");
    await expectNoViolations(page, "the new sale form with its announce box");
    // The next whole minute at least 40 seconds away (the field takes minutes): room to save it
    // before it starts on a busy machine.
    start = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    await scheduleAnnounced(page, first, start);
    expect(Date.now()).toBeLessThan(start.getTime());
    expect((await listEmails(request, ada)).filter((c) => c.fields.subject === `${first} is on at Hazel`)).toEqual([]);
  });

  await test.step("at its start each subscriber gets one email, with her own unsubscribe link and header data", async () => {
    const news = async (email: string) =>
      (await listEmails(request, email)).filter((c) => c.fields.subject === `${first} is on at Hazel`);
    await expect.poll(async () => (await news(ada)).length + (await news(bisi)).length, { timeout: 120_000 }).toBe(2);
    const [toAda] = await news(ada);
    const [toBisi] = await news(bisi);
    expect(toAda!.at).toBeGreaterThanOrEqual(start.getTime());
    expect(toAda!.fields).toMatchObject({
      message: expect.stringContaining("20% off"),
      list_unsubscribe: `<${toAda!.fields.unsubscribe_url!.replace("/unsubscribe?", "/one-click?")}>`,
      list_unsubscribe_post: "List-Unsubscribe=One-Click",
    });
    expect(toAda!.fields.unsubscribe_url).not.toBe(toBisi!.fields.unsubscribe_url);
    expect(JSON.stringify(toAda!.fields)).not.toContain("bisi");

    // A mail scanner follows the header's address: it lands on her page's button, nobody unsubscribed.
    const header = path(/^<(.+)>$/.exec(toAda!.fields.list_unsubscribe!)![1]!);
    await her.goto(header);
    await expect(her).toHaveURL(/\/lists\/unsubscribe\?key=/);
    await expect(her.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expect(her.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    // Ada's mail program unsubscribes her in one click (RFC 8058): a POST to the header's address,
    // done within the request, answered 200 with an empty body.
    const oneClick = await request.post(header, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe("");
    await her.goto(path(toAda!.fields.unsubscribe_url!));
    await expect(her.getByRole("heading", { level: 1, name: "Unsubscribed" })).toBeVisible();
  });

  await test.step("the next sale, started as it is saved, reaches Bisi and not Ada", async () => {
    await scheduleAnnounced(page, second, new Date(Date.now() - 60_000));
    const news = async (email: string) =>
      (await listEmails(request, email)).filter((c) => c.fields.subject === `${second} is on at Hazel`);
    await expect.poll(async () => (await news(bisi)).length, { timeout: 30_000 }).toBe(1);
    expect(await news(ada)).toEqual([]);
    await page.reload();
    await expect(page.getByText(/^Announced to the subscribers when it started/)).toBeVisible();
    // Its figures: queued to Bisi alone (Ada left), and how the lists' emails go.
    const figures = page.getByRole("region", { name: "Sale news" });
    await expect(figures.getByText("Mailgun is not set", { exact: false })).toBeVisible();
    await expect(figures.getByRole("definition").first()).toHaveText("1");
    // On her phone: every figure within the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await figures.scrollIntoViewIfNeeded();
    for (const box of await figures.locator("dl > div").all()) {
      const { x, width } = (await box.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }
    expect(await figures.getByRole("term").allTextContents()).toEqual([
      "Queued",
      "Sent",
      "Delivered",
      "Bounced",
      "Complained",
      "Unsubscribed",
    ]);
    if (process.env.SHOTS_DIR) await figures.screenshot({ path: `${process.env.SHOTS_DIR}/sale-news-figures-390.png` });
  });
  await shopper.close();
});
