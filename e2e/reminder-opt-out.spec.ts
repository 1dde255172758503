import type { APIRequestContext } from "@playwright/test";
import type { EmailjsCall } from "../test-fakes/emailjs";
import { expectNoViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A shopper stops her order's reminders from the link in her reminder email, with no script; the
// link alone (a mail scanner opening it) stops nothing, only the order's own random key opens it,
// and neither her order's page nor its .data request carries that key. Reminders of an unpaid
// order are due a second after it is placed, looked for every second, at any hour.
const test = testOnOwnShop({ UNPAID_REMINDER_SECONDS: "1", REMINDERS_POLL_SECONDS: "1", REMINDER_DAYTIME: "0-24" });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** The "no more reminders" link of the order's reminder email, once it is sent. */
async function stopLinkOf(request: APIRequestContext, reference: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { calls } = (await (await request.get(`${process.env.EMAILJS_API_URL}/__calls`)).json()) as {
          calls: EmailjsCall[];
        };
        const note = calls.find((c) => c.fields.reference === reference && /reminders\?key=/.test(c.fields.note ?? ""));
        link = new RegExp(`https?://\\S+/order/${reference}/reminders\\?key=[0-9a-f]{32}`).exec(
          note?.fields.note ?? "",
        )?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("her email's link leads to one button that stops this order's reminders; her page carries no key", async ({
    page,
    request,
  }) => {
    const reference = await placeOrder(request);
    const stop = await stopLinkOf(request, reference);
    const key = new URLSearchParams(stop.split("?")[1]).get("key")!;
    await page.goto(`/order/${reference}`);
    await expect(page.getByText(/Each reminder has a link to stop them\./)).toBeVisible();
    expect(await page.content()).not.toContain(key);
    expect(await (await page.request.get(`/order/${reference}.data`)).text()).not.toContain(key);

    await page.goto(stop);
    await expect(page.getByRole("heading", { name: `Reminders for order ${reference}` })).toBeVisible();
    await page.getByRole("button", { name: "No more reminders for this order" }).click();
    await expect(page.getByRole("status")).toContainText(`You will get no more reminders about order ${reference}`);
    await page.goto(`/order/${reference}`);
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Not paid yet");
    await expect(page.getByText(/We email a reminder/)).toHaveCount(0);
  });

  test("a key that is not the order's own opens nothing", async ({ page, request }) => {
    const reference = await placeOrder(request);
    const answer = await page.goto(`/order/${reference}/reminders?key=${"0".repeat(32)}`);
    expect(answer?.status()).toBe(404);
    expect((await page.request.get(`/order/${reference}/reminders`)).status()).toBe(404);
  });
});

test("the reminders page has no accessibility violations", async ({ page, request }) => {
  const reference = await placeOrder(request);
  await page.goto(await stopLinkOf(request, reference));
  await expect(page.getByRole("button", { name: "No more reminders for this order" })).toBeVisible();
  await expectNoViolations(page, "the reminders page");
});
