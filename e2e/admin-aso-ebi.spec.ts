import { randomBytes } from "node:crypto";
import { placePaidOrder, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { PAYSTACK_FAKE_KEYS } from "../test-fakes/paystack";
import { expect } from "./support/test";
import { testOnPostgresShop as test, type PostgresShop } from "./support/postgres-shop";

// The owner's side of an aso-ebi group: one whose deadline passed with its minimum missed (she goes
// ahead, or returns every payment once), and one still open (she starts cutting, without waiting
// for every deposit or once every deposit is in). A shop of its own on a PostgreSQL database of its
// own, so the test can open a group whose last day to join is already behind it, and make ordinary
// orders its members' shares.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/**
 * A group of three for a wedding in sixty days whose last day to join was yesterday (Lagos), with a
 * minimum of three (or, `open`, a group without a minimum open for ten days more): two guests paid
 * their shares, the third did not. Returns its id and its shares' references.
 */
async function missedGroup(
  shop: PostgresShop,
  request: import("@playwright/test").APIRequestContext,
  name: string,
  { open = false } = {},
) {
  const { rows } = await shop.db.query<{ id: string }>(
    `insert into aso_ebi_groups (page_key, coordinator_key_hash, name, event_name, event_on, join_by, minimum,
       atelier_note, pay_plan, product_id, first_name, last_name, email, phone)
     values ($1, $2, $3, 'Adaeze and Tobi''s wedding', (now() at time zone 'Africa/Lagos')::date + 60,
       (now() at time zone 'Africa/Lagos')::date + $4::int, $5::int, 'Emerald aso-oke, gold gele', 'full', 42,
       'Ngozi', 'Eze', 'ngozi@example.com', '+234 803 000 0000')
     returning id`,
    [randomBytes(16).toString("base64url"), randomBytes(32).toString("hex"), name, open ? 10 : -1, open ? null : 3],
  );
  const id = rows[0]!.id;
  const shares = [
    await placePaidOrder(request, { firstName: "Amaka", email: "amaka@example.com" }),
    await placePaidOrder(request, { firstName: "Bisi", email: "bisi@example.com" }),
    await placeOrder(request),
  ];
  await shop.db.query("update orders set group_id = $1 where reference = any($2::text[])", [id, shares]);
  return { id, shares };
}

test("the owner sees the group whose minimum was missed, and goes ahead; accessible at 390 px", async ({
  page,
  request,
  shop,
}) => {
  // A name of its own: the shop is the worker's, and a repeated run finds the groups before it.
  const name = `Adaeze's bridesmaids ${randomBytes(3).toString("hex")}`;
  const { id, shares } = await missedGroup(shop, request, name);
  // Before her choice, a guest's page says the atelier is deciding.
  await page.goto(`/order/${shares[0]}`);
  await expect(page.getByTestId("group-news")).toContainText("the atelier now decides whether it goes ahead");
  await signIn(page, "/admin/orders");
  await page.getByRole("link", { name: "Aso-ebi groups" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aso-ebi groups");
  const row = page.getByRole("list", { name: "Groups" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("3 members, 2 paid, ₦60,000 collected");
  await expect(row).toContainText("Minimum not met: your choice");
  await expectNoViolations(page, "the aso-ebi groups list");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/aso-ebi/${id}$`));
  await expect(page.getByTestId("group-totals")).toHaveText("2 of 3 paid, ₦60,000 collected");
  const choice = page.getByRole("region", { name: "The minimum was not met" });
  await expect(choice).toContainText("at least 3 paid guests by its deadline and has 2");
  await expect(page.getByRole("region", { name: "Pieces per size" })).toContainText("M5");
  await expect(page.getByTestId("cutting-gate")).toHaveText("Choose first what happens to the group (below).");
  await expectNoViolations(page, "a group whose minimum was missed");

  await choice.getByRole("button", { name: "Go ahead" }).click();
  await expect(page.getByRole("status")).toHaveText("The group goes ahead with the members it has.");
  await expect(page.getByTestId("group-outcome")).toHaveText("You chose to go ahead with the members the group has.");
  await expect(page.getByTestId("group-state")).toHaveText("Closed: you chose to go ahead");
  await expect(page.getByRole("region", { name: "The minimum was not met" })).toHaveCount(0);
  await expect(page.getByTestId("cutting-gate")).toHaveText(
    "1 share has not paid a deposit yet: cutting waits for every deposit.",
  );
  await expectNoViolations(page, "a group going ahead");

  // The same choice from a tab opened before it: nothing more is done, and she is told.
  const again = await page.request.post(`/admin/aso-ebi/${id}`, {
    form: { intent: "outcome", outcome: "go-ahead" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(again.headers().location).toBe(`/admin/aso-ebi/${id}?done=already`);
  // Everyone was told once: the coordinator and each of the three guests, by one stored email each.
  const told = await shop.db.query<{ n: number }>("select count(*)::int as n from outbox where alert_key like $1", [
    `aso-ebi-decision:${id}:%`,
  ]);
  expect(told.rows[0]!.n).toBe(4);
  const guestPage = await page.context().newPage();
  await guestPage.goto(`/order/${shares[0]}`);
  await expect(guestPage.getByTestId("group-news")).toHaveText(
    /^The atelier decided that the group goes ahead: your piece is being made for the event on \w+day \d+ \w+ \d{4}\.$/,
  );
  await expectNoViolations(guestPage, "a guest's page after the decision");
  await guestPage.close();

  await page.getByRole("link", { name: "Production sheet by size" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Production sheet · ${name}`);
  await expect(page.getByRole("list", { name: "Pieces by size" }).getByRole("listitem")).toContainText([
    "Size M · Ada Obi",
    "Size M × 2 · Amaka Obi",
    "Size M × 2 · Bisi Obi",
  ]);
  await expectNoViolations(page, "the group's production sheet");
});

test("without JavaScript: an extension refused in words, then the owner goes ahead and prints the sheet by size", async ({
  browser,
  request,
  shop,
  baseURL,
}) => {
  const name = `Ronke's bridal party ${randomBytes(3).toString("hex")}`;
  const { id } = await missedGroup(shop, request, name);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    baseURL,
  });
  const page = await context.newPage();
  await signIn(page, `/admin/aso-ebi/${id}`);
  const choice = page.getByRole("region", { name: "The minimum was not met" });
  await choice.getByRole("button", { name: "Extend the deadline" }).click();
  await expect(page.getByText("Give the new last day to join as a date.")).toBeVisible();
  await expect(page.getByLabel("New last day to join")).toHaveAttribute("aria-invalid", "true");
  await page
    .getByRole("region", { name: "The minimum was not met" })
    .getByRole("button", { name: "Return every payment" })
    .click();
  await expect(page.getByText("Tick the box to confirm every payment goes back.")).toBeVisible();
  await page.getByRole("region", { name: "The minimum was not met" }).getByRole("button", { name: "Go ahead" }).click();
  await expect(page.getByRole("status")).toHaveText("The group goes ahead with the members it has.");

  await page.getByRole("link", { name: "Production sheet by size" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Production sheet · ${name}`);
  await expect(page.getByRole("main")).toContainText("Emerald aso-oke, gold gele");
  await expect(page.getByRole("list", { name: "Pieces by size" }).getByRole("listitem")).toHaveCount(3);
  await context.close();
});

/** Pays an order through the Paystack fake, as a shopper back from its page would. */
async function payShare(shop: PostgresShop, request: import("@playwright/test").APIRequestContext, reference: string) {
  const { rows } = await shop.db.query<{ amount_minor: string }>(
    "select amount_minor from orders where reference = $1",
    [reference],
  );
  const body = JSON.stringify({ reference, amount: Number(rows[0]!.amount_minor), currency: "NGN", status: "success" });
  expect((await fetch(`${process.env.PAYSTACK_API_URL}/__control`, { method: "POST", body })).ok).toBe(true);
  expect((await request.post(`/api/orders/${reference}/verify`)).ok()).toBe(true);
}

test("Start cutting: the paid shares without waiting when she says so, the last once her deposit is in; at 390 px", async ({
  page,
  request,
  shop,
}) => {
  const name = `Kemi's bridesmaids ${randomBytes(3).toString("hex")}`;
  const { id, shares } = await missedGroup(shop, request, name, { open: true });
  await signIn(page, `/admin/aso-ebi/${id}`);
  const cutting = page.getByRole("region", { name: "Cutting" });
  await expect(page.getByTestId("cutting-gate")).toHaveText(
    "1 share has not paid a deposit yet: cutting waits for every deposit.",
  );
  await expect(cutting.getByRole("button", { name: "Start cutting" })).toHaveCount(0);

  // She does not wait: the two paid shares are cut, the unpaid one waits.
  await cutting.getByRole("button", { name: "Cut the paid shares without waiting" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Noted: the paid shares may be cut without waiting for every deposit.",
  );
  await expect(page.getByTestId("cutting-gate")).toHaveText(
    "You chose to cut without waiting: 2 paid shares can be cut; 1 not paid waits.",
  );
  await expectNoViolations(page, "cutting without waiting");
  await page.getByRole("region", { name: "Cutting" }).getByRole("button", { name: "Start cutting" }).click();
  await expect(page.getByRole("status")).toHaveText("Cutting started: the paid shares are in production.");
  const members = page.getByRole("list", { name: "Members" }).getByRole("listitem");
  await expect(members.filter({ hasText: "In production" })).toHaveCount(2);
  const states = await shop.db.query<{ reference: string; status: string }>(
    "select reference, status from orders where group_id = $1",
    [id],
  );
  expect(Object.fromEntries(states.rows.map((r) => [r.reference, r.status]))).toEqual({
    [shares[0]!]: "in_production",
    [shares[1]!]: "in_production",
    [shares[2]!]: "pending",
  });

  // Her word taken back, then the last deposit comes in: every share has paid, cutting is open.
  await page
    .getByRole("region", { name: "Cutting" })
    .getByRole("button", { name: "Wait for every deposit again" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Noted: cutting waits for every deposit again.");
  await payShare(shop, request, shares[2]!);
  await page.reload();
  await expect(page.getByTestId("cutting-gate")).toHaveText(
    "Every share has paid at least its deposit: 1 ready to cut.",
  );
  await page.getByRole("region", { name: "Cutting" }).getByRole("button", { name: "Start cutting" }).click();
  await expect(page.getByRole("status")).toHaveText("Cutting started: the paid shares are in production.");
  await expect(page.getByTestId("cutting-gate")).toHaveText("Cutting has started: every paid share is in production.");
  await expect(members.filter({ hasText: "In production" })).toHaveCount(3);
});

test("return every payment of a group that missed its minimum: one through Paystack, one as credit, pressed in two tabs, returned once; at 390 px", async ({
  page,
  request,
  shop,
}) => {
  const name = `Tolu's bridal party ${randomBytes(3).toString("hex")}`;
  const { id, shares } = await missedGroup(shop, request, name);
  await signIn(page, `/admin/aso-ebi/${id}`);
  // A second tab, opened before she chooses.
  const other = await page.context().newPage();
  await other.goto(`/admin/aso-ebi/${id}`);

  const choose = async (tab: typeof page) => {
    const choice = tab.getByRole("region", { name: "The minimum was not met" });
    await choice.getByLabel("Amaka Obi: ₦30,000 back").selectOption("Through Paystack");
    await choice.getByLabel("Bisi Obi: ₦30,000 back").selectOption("As store credit");
    await choice.getByLabel("Yes, return every payment and cancel the group's orders").check();
    await choice.getByRole("button", { name: "Return every payment" }).click();
  };
  await expectNoViolations(page, "the choice with a way back per member");
  await choose(page);
  await expect(page.getByRole("status")).toHaveText(
    "Every payment is on its way back, and the group's orders are cancelled.",
  );
  await expect(page.getByTestId("group-state")).toHaveText("Called off: payments returned");
  await expect(page.getByTestId("group-outcome")).toHaveText(
    "You called the group off: every payment was returned and its orders cancelled.",
  );
  await expectNoViolations(page, "a group called off");
  await choose(other);
  await expect(other.getByRole("status")).toHaveText("This group's outcome was already chosen: nothing more was done.");

  // Once: one Paystack refund of Amaka's payment, one credit for Bisi, nothing for the unpaid share.
  // In kobo, as the ledger keeps money.
  const refunds = await shop.db.query<{ order_reference: string; amount: number }>(
    "select order_reference, amount::integer as amount from refunds where order_reference = any($1::text[])",
    [shares],
  );
  expect(refunds.rows).toEqual([{ order_reference: shares[0], amount: 3_000_000 }]);
  const atPaystack = await fetch(`${process.env.PAYSTACK_API_URL}/refund?transaction=${shares[0]}`, {
    headers: { Authorization: `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}` },
  });
  expect(((await atPaystack.json()) as { data: unknown[] }).data).toHaveLength(1);
  const credit = await shop.db.query<{ order_reference: string; amount: number }>(
    "select order_reference, amount::integer as amount from credit_entries where kind = 'issued' and order_reference = any($1::text[])",
    [shares],
  );
  expect(credit.rows).toEqual([{ order_reference: shares[1], amount: 3_000_000 }]);
  const states = await shop.db.query<{ status: string }>("select distinct status from orders where group_id = $1", [
    id,
  ]);
  expect(states.rows).toEqual([{ status: "cancelled" }]);
});
