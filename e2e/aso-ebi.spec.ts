// Aso-ebi at a phone's width: a coordinator opens a group from a made-to-order style, three guests
// join (one without a script, one with measurements), two pay, she reminds the third and sees
// "2 of 3 paid", and her private page shows nothing private of anyone and opens only with its secret.
// A share's order page names its group, with a link to the group's page.
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { emailsSent } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { phone, visitorAddress } from "./support/visitor";

test.use({ viewport: phone });
// Three guests' orders through Paystack's page and axe passes: slower than most on a busy machine.
test.describe.configure({ timeout: 180_000 });
const RELAYED = { timeout: 60_000 };

interface Guest {
  first: string;
  email: string;
  phone: string;
  address: string;
  measurements?: { bust: string; waist: string; hips: string };
  /** Delivered to Lagos (elsewhere in Nigeria) instead of picked up. */
  lagos?: boolean;
}

/** A guest in a browser of her own (scripted or not), from an address of her own. */
async function guestPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  return context.newPage();
}

/** Fills the join form on the group's page: her details, her size or measurements, pickup or Lagos. */
async function fillJoin(page: Page, groupUrl: string, g: Guest) {
  await page.goto(groupUrl);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The style she is asked to wear: its picture, and its name a link to its page.
  await expect(page.getByRole("img", { name: "Rigel Dress" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rigel Dress" })).toHaveAttribute("href", /^\/[\w-]+\/rigel-dress$/);
  await page.getByLabel("First name").fill(g.first);
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(g.email);
  await page.getByLabel("Phone").fill(g.phone);
  if (g.measurements) {
    await page.getByRole("radio", { name: "My measurements instead" }).check();
    await page.getByLabel("Bust", { exact: true }).fill(g.measurements.bust);
    await page.getByLabel("Waist", { exact: true }).fill(g.measurements.waist);
    await page.getByLabel("Hips", { exact: true }).fill(g.measurements.hips);
  } else {
    await page.getByLabel("Size", { exact: true }).selectOption("M");
  }
  // Each delivery choice says its price before her total, with or without a script.
  await expect(page.getByRole("radio", { name: "Pickup at the atelier, Port Harcourt Free" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Delivery in Port Harcourt and Obio/Akpor ₦3,000" })).toBeVisible();
  await expect(
    page.getByRole("radio", { name: /^Delivery elsewhere in Nigeria ₦[\d,]+ to ₦[\d,]+, by state$/ }),
  ).toBeVisible();
  // Picked up at the atelier: no address asked for, with or without a script.
  await expect(page.getByLabel("State or region")).toBeHidden();
  await expect(page.getByLabel("Address", { exact: true })).toBeHidden();
  if (g.lagos) {
    await page.getByRole("radio", { name: "Delivery elsewhere in Nigeria" }).check();
    await page.getByLabel("State or region").fill("Lagos");
    await page.getByLabel("Address", { exact: true }).fill(g.address);
  }
}

/** Joins without a script: Paystack's own page. */
async function join(page: Page, groupUrl: string, g: Guest) {
  await fillJoin(page, groupUrl, g);
  // Her total first, for the delivery she chose: what Paystack then asks for now, her form kept.
  await page.getByRole("button", { name: "See my total" }).click();
  const total = page.getByRole("status", { name: "Your total" });
  await expect(total).toContainText(/Total₦[\d,]+/);
  const now = (await total.innerText()).match(/You pay ₦([\d,]+) now \(75% deposit\)/)?.[1];
  expect(now, "a deposit group's share says what she pays now").toBeDefined();
  await expect(page.getByLabel("Email")).toHaveValue(g.email);
  // Her place named, the price beside her choice is the one her total shows.
  if (g.lagos) await expect(page.getByRole("radio", { name: "Delivery elsewhere in Nigeria ₦7,500" })).toBeChecked();
  // One tap joins and pays: its button names the deposit Paystack's page then asks for.
  await page.getByRole("button", { name: `Join and pay ₦${now} deposit`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Pay NGN ${now!.replace(/,/g, "")}` })).toBeVisible();
}

/** Pays on Paystack's page (the fake) and is back on her order's page. */
async function pay(page: Page) {
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[0-9A-Z]{12}/);
}

test("a group of three: two pay, a reminder, and her private page says 2 of 3 paid without anyone's private details", async ({
  page,
  browser,
  request,
}) => {
  const id = randomBytes(4).toString("hex");
  const today = lagosToday();

  // The coordinator, from the style's page.
  await page.goto("/naledi/rigel-dress");
  await page.getByRole("link", { name: "Order for your bridal party" }).click();
  await expect(page.getByRole("heading", { name: "Order for your bridal party" })).toBeVisible();
  await expectNoViolations(page, "the coordinator's form");
  await page.getByLabel("Group name").fill(`Amaka's bridesmaids ${id}`);
  await page.getByLabel("Event", { exact: true }).fill("Amaka and Tobi's wedding");
  // A deadline after the event is refused in words.
  await page.getByLabel("Event date").fill(addDays(today, 120));
  await page.getByLabel("Last day to join").fill(addDays(today, 130));
  await page.getByLabel("First name").fill("Chioma");
  await page.getByLabel("Last name").fill("Eze");
  await page.getByLabel("Email").fill(`coordinator-${id}@example.com`);
  await page.getByLabel("Phone").fill("+234 803 000 1111");
  await page.getByRole("radio", { name: /75% deposit/ }).check();
  await page.getByRole("button", { name: "Open the group" }).click();
  await expect(page.getByText("The last day to join must be on or before the event.")).toBeVisible();
  await page.getByLabel("Last day to join").fill(addDays(today, 30));
  await page.getByRole("button", { name: "Open the group" }).click();
  await expect(page.getByRole("heading", { name: `Amaka's bridesmaids ${id} is open` })).toBeVisible();
  await expectNoViolations(page, "the group opened");
  const groupUrl = await page.getByLabel("The group's page").inputValue();
  // One tap copies it, to paste in her WhatsApp group.
  await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(2);
  const coordinatorUrl = await page.getByLabel("Your private page").inputValue();
  expect(await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")).toMatch(
    /^https:\/\/wa\.me\/\?text=.*aso-ebi/,
  );

  const guests: Guest[] = [1, 2, 3].map((n) => ({
    first: `Guest${n}${id}`,
    email: `guest${n}-${id}@example.com`,
    phone: `+234 803 777 ${1000 + n}`,
    address: `${n} Hidden Close ${id}`,
  }));
  guests[1]!.measurements = { bust: "93.5", waist: "71", hips: "101" };

  // The first with a script, delivered to Lagos; the second without one and with measurements: both pay.
  guests[0]!.lagos = true;
  const first = await guestPage(browser, true);
  await join(first, groupUrl, guests[0]!);
  await expectNoViolations(first, "Paystack's page reached");
  await pay(first);
  // Her order's page names her group, with a link to its page.
  await expect(first.getByRole("link", { name: `Amaka's bridesmaids ${id}` })).toHaveAttribute(
    "href",
    new URL(groupUrl).pathname,
  );
  const second = await guestPage(browser, false);
  await join(second, groupUrl, guests[1]!);
  await pay(second);
  // Her own page shows the measurements she gave, her piece made to them.
  await expect(second.getByText("Size: Made to your measurements")).toBeVisible();
  await expect(second.getByRole("definition").filter({ hasText: "93.5 cm" })).toBeVisible();
  // The third joins and goes away without paying.
  const third = await guestPage(browser, true);
  await join(third, groupUrl, guests[2]!);

  // Her private page: its headers, the totals from the accounts, the words she may see.
  const response = await page.goto(coordinatorUrl);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // Other sites are sent the origin alone, never her address and its secret.
  expect(response?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByTestId("group-totals")).toHaveText(/^2 of 3 paid, ₦[\d,]+ collected$/);
  await expectNoViolations(page, "the coordinator's page");
  // The group's link to share, beside its Copy link button: copied, and said so.
  await expect(page.getByLabel("The group's page, to share")).toHaveValue(groupUrl);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const members = page.getByRole("list", { name: "Members" }).getByRole("listitem");
  await expect(members).toHaveCount(3);
  await expect(members.nth(0)).toContainText("Paid: deposit");
  await expect(members.nth(1)).toContainText("measurements given");
  await expect(members.nth(2)).toContainText("Paid: nothing");

  // Privacy: no address, phone, email or measurement of anyone.
  const html = await page.content();
  for (const g of guests) {
    expect(html).not.toContain(g.address);
    expect(html).not.toContain(g.email);
    expect(html).not.toContain(g.phone);
  }
  for (const figure of ["93.5", ">101<", ">71<"]) expect(html).not.toContain(figure);

  // A reminder to the unpaid: once today.
  await members.nth(2).getByRole("button", { name: "Remind by email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reminder sent" })).toHaveText(
    "Reminder sent by email to 1 guest.",
  );
  await expect(members.nth(2)).toContainText("Reminded by email today");
  await expect(members.nth(2).getByRole("button", { name: "Remind by email" })).toHaveCount(0);
  expect(await members.nth(2).getByRole("link", { name: "Remind on WhatsApp" }).getAttribute("href")).toMatch(
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect
    .poll(
      async () =>
        (await emailsSent(request, (f) => f.to_email === guests[2]!.email && /share of/.test(f.status ?? ""))).length,
      RELAYED,
    )
    .toBe(1);

  // A wrong or guessed secret opens nothing, the same answer as an unknown group.
  const wrong = await request.get(coordinatorUrl.replace(/coordinator\/.+$/, `coordinator/${"A".repeat(43)}`));
  const unknown = await request.get(coordinatorUrl.replace(/aso-ebi\/[^/]+\//, `aso-ebi/${"B".repeat(22)}/`));
  expect(wrong.status()).toBe(404);
  expect(unknown.status()).toBe(404);
});
