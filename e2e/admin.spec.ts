import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { startServer } from "../scripts/start-server";
import { expect, test } from "./support/test";
import { emailsSent, openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { shopper } from "./support/orders";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { expectNoViolations } from "./support/axe";

test("the owner signs in, is refused a wrong password, and signs out", async ({ page }) => {
  await page.goto("/admin/messages");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fmessages$/);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That password is not right. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Messages and subscribers" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "hazel_admin");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/admin" });

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
});

test("signing out everywhere ends the owner's session in her other browser too, without JavaScript", async ({
  browser,
}) => {
  // A server of its own: ending every session on the shared one would sign out the tests beside it.
  // A fresh embedded database starts in seconds, in a minute or more on a busy machine.
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-everywhere-"));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  const phone = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const desk = await browser.newContext({ baseURL: server.url });
  try {
    const [onPhone, onDesk] = [await phone.newPage(), await desk.newPage()];
    await signIn(onPhone, "/admin/messages");
    await signIn(onDesk, "/admin");
    await onPhone.getByRole("navigation", { name: "Admin" }).getByText("More").click();
    await onPhone.getByRole("link", { name: "Sign out everywhere" }).click();
    await expect(onPhone.getByRole("heading", { level: 1 })).toHaveText("Sign out everywhere?");
    await onPhone.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(onPhone.getByRole("status")).toHaveText("You are signed out on every device.");
    await expect(onPhone.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();

    // The desk's cookie is still there, but its session has ended.
    expect((await desk.cookies()).some((c) => c.name === "hazel_admin")).toBe(true);
    await onDesk.getByRole("navigation", { name: "Admin" }).getByText("More").click();
    await onDesk.getByRole("link", { name: "Messages" }).click();
    await expect(onDesk).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fmessages$/);
    await expect(onDesk.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
  } finally {
    await phone.close();
    await desk.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("no admin address gives anything away without a session", async ({ request, playwright }) => {
  const reference = await placePaidOrder(request, { email: "private@example.com" });
  const pages = [
    "/admin",
    "/admin?stage=paid",
    `/admin/orders/${reference}`,
    "/admin/messages",
    "/admin/subscribers.csv",
    "/admin/orders.csv?from=2020-01-01&to=2099-12-31",
  ];
  for (const address of pages) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(302);
    expect(response.headers()["location"], address).toMatch(/^\/admin\/sign-in/);
    expect(response.headers()["cache-control"], address).toBe("private, no-store");
    expect(await response.text(), address).not.toContain("private@example.com");
  }
  const signInPage = await request.get("/admin/sign-in");
  expect(signInPage.headers()["cache-control"]).toBe("private, no-store");
  expect(signInPage.headers()["x-robots-tag"]).toContain("noindex");

  // Actions without a session go to the sign-in page and change nothing; from another site they are refused.
  for (const form of ["stage", "credit", "move", "refund"]) {
    const post = await request.post(`/admin/orders/${reference}/${form}`, {
      form: { intent: "move", to: "in_production" },
      maxRedirects: 0,
    });
    expect(post.status(), form).toBe(303);
    expect(post.headers()["location"], form).toBe("/admin/sign-in");
  }
  const crossSite = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { Origin: "https://evil.example" },
  });
  const forged = await crossSite.post("/admin/sign-in", { form: { password: TEST_ADMIN_PASSWORD }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect(forged.headers()["set-cookie"]).toBeUndefined();
  await crossSite.dispose();
  const order = await request.get(`/order/${reference}`);
  await expect(await order.text()).toContain("Paid");
});

test("an order's whole life, from paid to delivered, with the shopper told by email", async ({ page, request }) => {
  const email = `life-${Date.now()}@example.com`;
  const reference = await placePaidOrder(
    request,
    {
      email,
      firstName: "Ngozi",
      lastName: "Amadi",
      comments: "Please hem the dress 2 cm shorter.",
    },
    "nigeria",
  );
  await signIn(page, "/admin/orders");

  await page.getByLabel("Search orders").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 order matching")).toBeVisible();
  await page.getByRole("link", { name: "Ngozi Amadi" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Ngozi Amadi" })).toBeVisible();
  const shopper = page.getByRole("region", { name: "Shopper" });
  await expect(shopper).toContainText("Please hem the dress 2 cm shorter.");
  await expect(shopper).toContainText("12 Aba Road, Port Harcourt");
  await expect(page.getByRole("region", { name: "Items" })).toContainText("BB Ensemble · Size M · 2 × ₦15,000");
  const payment = page.getByRole("region", { name: "Money" });
  await expect(payment).toContainText(reference);
  await expect(payment).toContainText("card");
  // The pieces and the delivery to Lagos.
  await expect(payment).toContainText("₦37,500");

  // A delivery's one next step is Mark shipped; production and ready wait under More actions.
  const next = page.getByRole("region", { name: "Next steps" });
  await expect(next.getByRole("button")).toHaveText(["Mark shipped"]);
  await openMoreActions(page);
  await page.getByRole("button", { name: "Start production" }).click();
  await expect(page.getByRole("status")).toHaveText("The order moved on.");
  await openMoreActions(page);
  await page.getByLabel("Note for the shopper", { exact: true }).fill("Ready at the atelier, 12 Aba Road, from 10am.");
  await page.getByRole("button", { name: "Mark ready" }).click();
  await expect(page.getByRole("status")).toContainText("Marked ready");
  // Shipping asks for the tracking note first.
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByLabel("Tracking note for the shopper")).toBeFocused();
  await page.getByLabel("Tracking note for the shopper").fill("GIG Logistics, tracking GIG-123456");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("status")).toContainText("Marked shipped");
  await openMoreActions(page);
  await page.getByLabel("Note (only you see it)").fill("Paid for gift wrapping in cash.");
  await page.getByRole("button", { name: "Add note" }).click();
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.getByRole("status")).toHaveText("The order moved on.");

  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveText([
    /^Delivered/,
    /^Note.*Paid for gift wrapping in cash\./,
    /^Shipped.*GIG-123456/,
    /^Ready.*from 10am\./,
    /^In production/,
    /^Paid/,
    /^Placed/,
  ]);
  await expect(page.getByRole("heading", { name: "Next steps" })).toBeAttached();
  await expect(
    page.getByRole("button", { name: /^(Start production|Mark (ready|shipped|collected|delivered))$/ }),
  ).toHaveCount(0);

  // The shopper's page says where the order is, and since when.
  await page.goto(`/order/${reference}`);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText(/Delivered.*Since/);

  // Her emails: confirmed, ready with the note, shipped with the tracking note.
  await expect
    .poll(
      async () =>
        (await emailsSent(request, (f) => f.to_email === email)).map((c) => [c.fields.status, c.fields.note ?? ""]),
      { timeout: 20_000 },
    )
    .toEqual([
      ["confirmed", ""],
      ["ready", "Ready at the atelier, 12 Aba Road, from 10am."],
      ["shipped", "GIG Logistics, tracking GIG-123456"],
    ]);
});

test("the owner finds orders by stage and by reference, name or phone", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const reference = await placePaidOrder(request, {
    firstName: "Search",
    lastName: `Case${tag}`,
    phone: "+234 809 555 0101",
  });
  await signIn(page, "/admin/orders?stage=paid");
  await expect(page.getByRole("link", { name: /^Paid \d+$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: `Search Case${tag}` })).toBeVisible();
  for (const search of [reference.toLowerCase(), `case${tag}`, "0809 555 0101"]) {
    await page.goto(`/admin?q=${encodeURIComponent(search)}`);
    await expect(page.getByRole("link", { name: `Search Case${tag}` }), search).toBeVisible();
  }
  await page.goto(`/admin?stage=delivered&q=case${tag}`);
  await expect(page.getByText("0 orders matching")).toBeVisible();
});

test("the CSV files hold the subscribers and the orders of the chosen days", async ({ page, request }) => {
  const email = `=csv-${Date.now()}@example.com`;
  const sent = await request.post("/api/messages", { data: { kind: "newsletter", from_email: email.slice(1) } });
  expect(sent.ok()).toBe(true);
  const reference = await placePaidOrder(request, {
    firstName: "Comma",
    lastName: "Quote",
    address: 'Flat 2, "Rose Court"',
  });
  await signIn(page, "/admin/messages");

  const bytes = async (address: string) => {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="hazel-/);
    return response.body();
  };
  const subscribers = await bytes("/admin/subscribers.csv");
  expect([...subscribers.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const subscriberLines = subscribers.toString("utf8").slice(1).split("\r\n");
  expect(subscriberLines[0]).toBe("Email,Name,First signed up (WAT),Through,News list");
  expect(subscriberLines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^${email.slice(1)},,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,Newsletter,Not confirmed yet$`),
    ),
  );

  // The orders' export is on Orders, where she looks for it.
  await page.goto("/admin/orders");
  const download = page.waitForEvent("download");
  const today = lagosToday();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Download orders (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`hazel-orders-${today}-to-${today}.csv`);
  const orders = await bytes(`/admin/orders.csv?from=${today}&to=${today}`);
  expect([...orders.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = orders
    .toString("utf8")
    .split("\r\n")
    .find((l) => l.startsWith(reference));
  expect(row).toContain(
    `Paid,yes,Comma,Quote,ada@example.com,'+234 803 123 4567,"Flat 2, ""Rose Court""",,,Rivers,Nigeria,,2 × BB Ensemble (M) at 15000,2,30000,`,
  );
  const yesterday = addDays(today, -1);
  expect((await bytes(`/admin/orders.csv?from=${yesterday}&to=${yesterday}`)).toString("utf8")).not.toContain(
    reference,
  );
});

test("a contact message is relayed to the owner's email again on request", async ({ page, request }) => {
  const email = `again-${Date.now()}@example.com`;
  const sent = await request.post("/api/messages", {
    data: { kind: "contact", from_name: "Ifeoma", from_email: email, message: "Do you ship to Accra?" },
  });
  expect(sent.ok()).toBe(true);
  await expect
    .poll(async () => (await emailsSent(request, (f) => f.from_email === email)).length, { timeout: 15_000 })
    .toBe(1);

  await signIn(page, "/admin/messages");
  // This run's message: the server keeps earlier runs' messages from Ifeoma too.
  const message = page.getByRole("listitem", { name: "Message from Ifeoma" }).filter({ hasText: email });
  await expect(message).toContainText("Do you ship to Accra?");
  await expect(message).toContainText("Sent to your email");
  await message.getByRole("button", { name: "Relay again" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is queued to be sent to your email again.");
  await expect
    .poll(
      async () => (await emailsSent(request, (f) => f.from_email === email)).filter((c) => c.status === 200).length,
      { timeout: 15_000 },
    )
    .toBe(2);
  await expect(async () => {
    await page.reload();
    await expect(message).toContainText("Sent to your email", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

for (const { name, viewport } of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "wide", viewport: { width: 1440, height: 900 } },
]) {
  test(`the admin's pages are accessible on a ${name}`, async ({ page, request }) => {
    // Four pages, five axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const reference = await placePaidOrder(request, { comments: "Gift for my sister." });
    await page.goto("/admin/sign-in");
    await expectNoViolations(page, "sign-in");
    await page.getByLabel("Password").fill("wrong-wrong-wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectNoViolations(page, "sign-in with an error");
    await signIn(page, "/admin/orders");
    await expectNoViolations(page, "orders");
    await page.goto(`/admin/orders/${reference}`);
    await expectNoViolations(page, "order");
    await page.goto("/admin/messages");
    await expectNoViolations(page, "messages");
  });
}

test("a payment that lands after the owner cancelled is money to return: on her order page, and emailed to her once", async ({
  page,
  request,
}) => {
  const placed = await request.post("/api/orders", {
    data: { customer: shopper(), lines: [{ productId: 42, size: "M", quantity: 2 }] },
  });
  const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
  // The shopper's verify before her transfer is sent: the order keeps waiting, nobody is emailed.
  const early = await request.post(`/api/orders/${reference}/verify`);
  expect(await early.json()).toEqual({ reference, status: "pending" });

  await signIn(page, `/admin/orders/${reference}`);
  await openMoreActions(page);
  await page.getByLabel("Reason").fill("She asked to cancel before paying.");
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status")).toHaveText("The order is cancelled.");

  // Her transfer lands anyway, and Paystack's webhook says so twice.
  const data = {
    id: 77001,
    reference,
    status: "success",
    amount: amountMinor,
    currency: "NGN",
    channel: "bank_transfer",
  };
  for (let i = 0; i < 2; i++) {
    const posted = await request.post(`${process.env.PAYSTACK_API_URL}/__event`, {
      data: { url: `${process.env.E2E_BASE_URL}/api/paystack/webhook`, event: "charge.success", data },
    });
    expect(await posted.json()).toMatchObject({ status: 200 });
  }

  await page.reload();
  const money = page.getByRole("region", { name: "Money to return" });
  await expect(money).toContainText("₦30,000");
  await expect(money).toContainText(`${reference} (transaction 77001)`);
  await expect(money).toContainText("Refund it to the shopper through Paystack under Refunds");
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toHaveText(
    /^Money to return · Paystack · .*Paystack took ₦30,000/,
  );
  await expect(page.getByRole("region", { name: "Emails" }).getByRole("listitem")).toHaveText([
    /^To you: money to return/,
  ]);
  await expect
    .poll(
      async () =>
        (await emailsSent(request, (f) => f.reference === reference))
          .filter((c) => c.status === 200)
          .map((c) => c.fields.status),
      {
        timeout: 20_000,
      },
    )
    .toEqual(["money to return"]);
  const [email] = await emailsSent(request, (f) => f.reference === reference);
  expect(email?.fields.note).toMatch(
    /^Paystack took ₦30,000 \(reference HZL-\w+, transaction 77001, paid .+ WAT\) while the order was cancelled: return it to the shopper\.$/,
  );
});
