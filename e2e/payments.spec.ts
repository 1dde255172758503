import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { startServer, type RunningServer } from "../scripts/start-server";
import { startEmailjsFake, type EmailjsCall } from "../test-fakes/emailjs";
import { startPaystackFake } from "../test-fakes/paystack";
import { islandsStarted } from "./support/islands";
import { fillBilling, shopper } from "./support/orders";

const PAYSTACK_API_URL = process.env.PAYSTACK_API_URL ?? "";
const EMAILJS_API_URL = process.env.EMAILJS_API_URL ?? "";

/** Paystack's inline script, faked: the shopper starts a bank transfer, then closes the window. */
const CLOSING_INLINE_SCRIPT = `
window.PaystackPop = {
  setup: function (options) {
    return {
      openIframe: function () {
        window.__paystackOpened({ ref: options.ref, amount: options.amount, channels: options.channels }).then(function () {
          options.onClose();
        });
      }
    };
  }
};`;

const customer = shopper();

async function emailsAbout(request: APIRequestContext, base: string, reference: string): Promise<EmailjsCall[]> {
  const { calls } = (await (await request.get(`${base}/__calls`)).json()) as { calls: EmailjsCall[] };
  return calls.filter((c) => c.fields.reference === reference);
}
const sentTemplates = (calls: EmailjsCall[]) =>
  calls
    .filter((c) => c.status === 200)
    .map((c) => `${c.fields.template_id} ${c.fields.status}`)
    .sort();

async function placeOrderInTheBrowser(page: Page) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/checkout");
  await islandsStarted(page);
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
}

test("a bank transfer that lands after the popup closed: the shop finds it within 2 minutes by itself, the order page updates, both emails go out once", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fromBrowser: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/orders\/[^/]+\/verify|\/api\/paystack\/webhook/.test(r.url())) fromBrowser.push(r.url());
  });
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: CLOSING_INLINE_SCRIPT }),
  );
  let opened: { ref: string; amount: number; channels: string[]; at: number } | undefined;
  await page.exposeFunction("__paystackOpened", async (o: { ref: string; amount: number; channels: string[] }) => {
    opened = { ...o, at: Date.now() };
    // The transfer is on its way: Paystack reports it ongoing, then successful a few seconds later.
    const set = await fetch(`${PAYSTACK_API_URL}/__control`, {
      method: "POST",
      body: JSON.stringify({
        reference: o.ref,
        amount: o.amount,
        currency: "NGN",
        status: "ongoing",
        succeedAfterMs: 3000,
      }),
    });
    expect(set.ok).toBe(true);
  });

  await placeOrderInTheBrowser(page);
  await expect(page.getByRole("status").filter({ hasText: "If you sent a bank transfer" })).toBeVisible();
  expect(opened?.channels).toEqual(["card", "bank_transfer", "ussd", "bank"]);
  const reference = opened!.ref;

  await page.goto(`/order/${reference}`);
  await islandsStarted(page);
  const status = page.getByRole("region", { name: "Payment status" });
  // The shop has not heard of the transfer yet: the page says so, and that a transfer is followed.
  await expect(status).toContainText("Not paid yet");
  await expect(status).toContainText("If you sent a bank transfer, we will email you as soon as it is confirmed");

  // No reload: the page follows the order until the shop's own re-check finds the payment.
  await expect(status).toContainText("Paid", { timeout: 150_000 });
  expect(Date.now() - opened!.at).toBeLessThan(120_000);
  expect(fromBrowser).toEqual([]);

  await expect
    .poll(async () => sentTemplates(await emailsAbout(request, EMAILJS_API_URL, reference)), { timeout: 15_000 })
    .toEqual(["template_customer_fake confirmed", "template_order_fake paid"]);
  const [owner] = (await emailsAbout(request, EMAILJS_API_URL, reference)).filter(
    (c) => c.fields.template_id === "template_order_fake",
  );
  expect(owner?.fields).toMatchObject({
    customer_name: "Ada Obi",
    total: "₦15,000",
    order_url: expect.stringMatching(new RegExp(`/admin/orders/${reference}$`)),
  });
});

test("a restart between the payment and the relay still sends exactly one email of each kind", async ({ request }) => {
  test.setTimeout(120_000);
  const [emailjs, paystack] = await Promise.all([startEmailjsFake(), startPaystackFake()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-restart-"));
  const env = {
    DATA_DIR: dataDir,
    ...emailjs.env,
    ...paystack.env,
    RECONCILE_SCHEDULE_SECONDS: "1",
    RECONCILE_POLL_SECONDS: "0.5",
  };
  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  try {
    // EmailJS is down while the first server runs: the payment is found, its emails wait.
    emailjs.failNext(1000);
    server = await startServer(env);
    const placed = await request.post(`${server.url}/api/orders`, {
      data: { customer, lines: [{ productId: 42, size: "M", quantity: 1 }] },
    });
    expect(placed.status()).toBe(201);
    const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
    paystack.transactions.set(reference, { reference, status: "success", amount: amountMinor, currency: "NGN" });
    const url = server.url;
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${url}/api/orders/${reference}/status`)).json()) as { status: string }).status,
        { timeout: 20_000 },
      )
      .toBe("paid");
    await expect
      .poll(() => emailjs.calls.filter((c) => c.fields.reference === reference).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await stop();

    emailjs.reset();
    server = await startServer(env);
    await expect
      .poll(() => sentTemplates(emailjs.calls.filter((c) => c.fields.reference === reference)), { timeout: 30_000 })
      .toEqual(["template_customer_fake confirmed", "template_order_fake paid"]);
    // Nothing more follows: each email was sent once.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(emailjs.calls.filter((c) => c.fields.reference === reference)).toHaveLength(2);
  } finally {
    await stop();
    await Promise.all([emailjs.close(), paystack.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
