import type { Page } from "@playwright/test";
import { emailsSent } from "./support/admin";
import { bookerEmail, fillAndBook, pickTime } from "./support/appointments";
import { expectNoViolations } from "./support/axe";
import { placeHerOrder, signInWithCode } from "./support/her-page";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// She books a first fitting (₦10,000, free to move or cancel until 48 hours before) and pays on
// Paystack's page (the fake), on a shop of her own whose reminders are looked for every second at
// any hour and fall due at once (2000 and 1000 hours before instead of 24 and 2): the clock driven
// the way the balance reminders' specs drive it.
const test = testOnOwnShop({
  REMINDERS_POLL_SECONDS: "1",
  REMINDER_DAYTIME: "0-24",
  APPOINTMENT_REMINDER_HOURS: "2000,1000",
});
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

/** Books a first fitting three days ahead or later and pays its fee on Paystack's page; returns her page's path. */
async function bookAndPay(page: Page, email: string): Promise<string> {
  await page.goto("/appointments");
  await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
  await expect(page.getByRole("heading", { name: "Book: First fitting" })).toBeVisible();
  await pickTime(page, { hoursAhead: 72 });
  await fillAndBook(page, email, /^Book and pay/);
  await expect(page.getByRole("heading", { name: "Pay NGN 10000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { name: "Your first fitting" })).toBeVisible();
  await expect(detail(page, "Status")).toHaveText("Booked");
  await expect(detail(page, "Fee")).toContainText("(paid)");
  return new URL(page.url()).pathname;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("she books and pays a fitting, is emailed and reminded twice, once each, and moves it", async ({
      page,
      request,
    }) => {
      const email = bookerEmail("fitting");
      const mine = await bookAndPay(page, email);
      const mails = async () => (await emailsSent(request, (f) => f.to_email === email)).map((c) => c.fields.status);
      await expect
        .poll(mails, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(["appointment booked", "appointment reminder", "appointment soon"]));

      const was = await detail(page, "When").textContent();
      // Moving it: a day, then a time, as she booked.
      await expect(page.getByRole("group", { name: "1. Choose a day" })).toBeVisible();
      await pickTime(page, { hoursAhead: 72 });
      await page.getByRole("button", { name: "Move to this time" }).click();
      await expect(page.getByRole("status")).toContainText("Moved: it is now");
      await expect(detail(page, "When")).not.toHaveText(was!);
      await expect(detail(page, "Status")).toHaveText("Booked");
      expect(new URL(page.url()).pathname).toBe(mine);
      // Each reminder once for the first time; the moved one's come once each again.
      await expect
        .poll(async () => (await mails()).filter((s) => s === "appointment reminder").length, { timeout: 20_000 })
        .toBe(2);
      await expect.poll(async () => (await mails()).filter((s) => s === "appointment soon").length).toBe(2);
    });

    test("she cancels before the cut-off and keeps the fee as store credit", async ({ page, request }) => {
      const email = bookerEmail("cancel");
      await bookAndPay(page, email);
      await expect(page.getByText(/^Free until /)).toBeVisible();
      await page.getByLabel("Keep it as store credit").check();
      await page.getByRole("button", { name: "Cancel the appointment" }).click();
      await expect(page.getByRole("status")).toContainText("Cancelled: your ₦10,000 fee is store credit");
      await expect(detail(page, "Status")).toHaveText("Cancelled");
      await expect(detail(page, "Fee")).toContainText("kept as store credit");
      await expect(page.getByRole("button", { name: "Cancel the appointment" })).toHaveCount(0);
      await expect
        .poll(async () => (await emailsSent(request, (f) => f.to_email === email)).map((c) => c.fields.status))
        .toContain("store credit");
    });

    test("her fitting's fee moved onto her order, then the fitting cancelled: the fee's order was moved and owes nothing", async ({
      page,
      request,
    }) => {
      const email = bookerEmail("moved");
      // A Resurgence Look 1, its ₦825,000 deposit paid: the fee counts towards its balance.
      const order = await placeHerOrder(request, email, { deposit: true });
      await page.goto(`/appointments?order=${order}`);
      await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
      await pickTime(page, { hoursAhead: 72 });
      await fillAndBook(page, email, /^Book and pay/);
      await expect(page.getByRole("heading", { name: "Pay NGN 10000" })).toBeVisible();
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(/\/appointments\/[0-9a-f]{32}$/);
      await expect(detail(page, "Fee")).toContainText(`(paid, counts towards order ${order})`);
      await expect(
        page.getByText(`Your fee counts towards order ${order} and stays there if you cancel.`),
      ).toBeVisible();
      await page.getByRole("button", { name: "Cancel the appointment" }).click();
      await expect(detail(page, "Status")).toHaveText("Cancelled");
      await expect(page.getByRole("button", { name: "Cancel the appointment" })).toHaveCount(0);

      // Her page: the fee's order says where its money went, and asks nothing.
      await signInWithCode(page, request, email);
      const orders = page.getByRole("region", { name: "Your orders" }).getByRole("listitem");
      const fee = orders.filter({ hasText: "Appointment" });
      await expect(fee).toContainText(`Moved to ${order} · nothing to pay`);
      await expect(fee.getByRole("button")).toHaveCount(0);
      // Her order's balance fell by the fee: ₦275,000 less ₦10,000.
      await expect(orders.filter({ hasText: order }).filter({ hasText: "Order" }).first()).toContainText("₦265,000");
      await fee.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/order\/HZL-/);
      await expect(page.getByText(`Moved to ${order} · nothing to pay`).first()).toBeVisible();
    });
  });
}

const timesOfTheDay = (page: Page) => page.getByRole("group", { name: /^2\. Choose a time on / });

test.describe("on a phone set to London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("her zone is chosen already and named, and her time shows beside Lagos's", async ({ page }) => {
    await page.goto("/appointments");
    await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
    await expect(page.getByText("Your phone is on Europe/London time.")).toBeVisible();
    await expect(page.getByLabel("Abroad? Show my time too")).toHaveValue("Europe/London");
    await expect(timesOfTheDay(page).getByRole("radio").first()).toHaveAccessibleName(
      /^\d\d:\d\d WAT \d\d:\d\d in London/,
    );
    await page.getByRole("button", { name: "Show the times" }).click();
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    await expect(timesOfTheDay(page)).toContainText("in London");
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`abroad, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, timezoneId: "Europe/London" });

    test("she books a consultation by day and time, sees both times on any device and in her email, and adds it to her calendar", async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      await page.goto("/appointments");
      await page.getByRole("link", { name: "Choose a time for Consultation" }).click();
      if (!javaScriptEnabled) {
        await page.getByLabel("Abroad? Show my time too").selectOption("Europe/London");
        await page.getByRole("button", { name: "Show the times" }).click();
      }
      const days = page.getByRole("group", { name: "1. Choose a day" }).getByRole("link");
      await expect(days.first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d+ times? free$/);
      await expect(days.first()).toHaveAttribute("aria-current", "date");
      // A consultation holds one at a time: no time of it is "last place".
      await expect(timesOfTheDay(page)).not.toContainText("last place");
      await pickTime(page, { hoursAhead: 48 });
      await expect(timesOfTheDay(page)).toContainText("in London");
      const email = bookerEmail("abroad");
      await fillAndBook(page, email, /^Book$/);
      await expect(page.getByRole("heading", { name: "Your consultation" })).toBeVisible();
      const when = /^\w{3} \d{1,2} \w{3}, \d\d:\d\d WAT · \d\d:\d\d in London$/;
      await expect(detail(page, "When")).toHaveText(when);
      // Her zone is kept with the appointment: another device, without this browser's cookie, shows it too.
      const other = await browser.newPage({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
      await other.goto(new URL(page.url()).pathname);
      await expect(detail(other, "When")).toHaveText(when);
      await other.close();
      // And her confirmation says her time beside Lagos's.
      await expect
        .poll(async () =>
          (await emailsSent(request, (f) => f.to_email === email && f.status === "appointment booked")).map(
            (c) => c.fields.order_summary,
          ),
        )
        .toEqual([expect.stringMatching(/WAT · \d\d:\d\d in London, at the Hazel atelier, 12 Example Close/)]);
      await expect(detail(page, "Where")).toContainText("12 Example Close, Old GRA, Port Harcourt");
      await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Example%20Close/,
      );
      await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
        "href",
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Consultation/,
      );
      const file = await page.getByRole("link", { name: "Calendar file (.ics)" }).getAttribute("href");
      const answer = await request.get(file!);
      expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await answer.text()).toMatch(
        /BEGIN:VEVENT\r\nUID:appointment-\d+@[^\r]+\r\nDTSTAMP:\d{8}T\d{6}Z\r\nDTSTART:\d{8}T\d{6}Z/,
      );
      expect((await request.get(`/appointments/${"0".repeat(32)}/calendar.ics`)).status()).toBe(404);
    });
  });
}

test.describe("on a phone set to a zone not listed", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("her own zone is offered and chosen", async ({ page }) => {
    await page.goto("/appointments");
    await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
    await expect(page.getByLabel("Abroad? Show my time too")).toHaveValue("Asia/Tokyo");
    await expect(page.getByRole("option", { name: "Asia/Tokyo (your phone)" })).toHaveCount(1);
    await expect(timesOfTheDay(page)).toContainText("in Tokyo");
  });
});

test("a guessed link opens nothing, and her page is private", async ({ page }) => {
  expect((await page.goto(`/appointments/${"0".repeat(32)}`))?.status()).toBe(404);
  const answer = await page.goto("/appointments");
  expect(answer?.headers()["cache-control"]).toContain("no-store");
});

test("the booking pages and her page have no accessibility violations", async ({ page }) => {
  await page.goto("/appointments");
  await expectNoViolations(page, "the appointments");
  await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
  await page.getByLabel("Abroad? Show my time too").selectOption("Europe/London");
  await page.getByRole("button", { name: "Show the times" }).click();
  await expect(timesOfTheDay(page)).toContainText("in London");
  await expectNoViolations(page, "a type's times");
  await bookAndPay(page, bookerEmail("axe"));
  await expectNoViolations(page, "her appointment");
});
