import { expect, type BrowserContext, type Page } from "@playwright/test";
import { nairaUnits } from "../../app/features/currency";

/**
 * Paystack's v1 inline script, faked: openIframe() hands the options to the test, which has the
 * fake Paystack API on loopback record the charge, then calls the callback as Paystack does.
 */
const FAKE_INLINE_SCRIPT = `
window.PaystackPop = {
  setup: function (options) {
    return {
      openIframe: function () {
        window.__paystackCharge(JSON.parse(JSON.stringify(options))).then(function () {
          options.callback({ reference: options.ref, status: "success", message: "Approved" });
        });
      }
    };
  }
};`;

export interface PaystackOptions {
  ref: string;
  amount: number;
  currency: string;
  metadata: { custom_fields: Array<{ display_name: string; variable_name: string; value: string }> };
}

/** Serves the fake script; each payment is recorded by the fake API as charged in full. Returns the options Paystack was opened with. */
export async function payWithFakePaystack(page: Page): Promise<PaystackOptions[]> {
  const opened: PaystackOptions[] = [];
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_INLINE_SCRIPT }),
  );
  await page.exposeFunction("__paystackCharge", async (o: PaystackOptions) => {
    opened.push(o);
    const body = JSON.stringify({ reference: o.ref, amount: o.amount, currency: o.currency, status: "success" });
    const response = await fetch(`${process.env.PAYSTACK_API_URL}/__control`, { method: "POST", body });
    expect(response.ok).toBe(true);
  });
  return opened;
}

/**
 * Paystack's inline script for a page or every tab of a context, faked: the first `closed` windows
 * are closed unpaid, the next ones paid in full through the fake Paystack API. Returns the
 * references the windows were opened with.
 */
export async function closeThenPay(target: Page | BrowserContext, closed = 1): Promise<string[]> {
  const opened: string[] = [];
  await target.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: `window.PaystackPop = { setup: function (o) { return { openIframe: function () {
        window.__paystack({ ref: o.ref, amount: o.amount }).then(function (paid) {
          if (paid) o.callback({ reference: o.ref, status: "success" }); else o.onClose();
        });
      } }; } };`,
    }),
  );
  await target.exposeFunction("__paystack", async (o: { ref: string; amount: number }) => {
    opened.push(o.ref);
    if (opened.length <= closed) return false;
    const body = JSON.stringify({ reference: o.ref, amount: o.amount, currency: "NGN", status: "success" });
    expect((await fetch(`${process.env.PAYSTACK_API_URL}/__control`, { method: "POST", body })).ok).toBe(true);
    return true;
  });
  return opened;
}

/**
 * A transfer of `naira` to her own account number: Paystack's fake sends the shop its signed
 * `charge.success` (channel dedicated_nuban) and answers once the shop has taken it.
 */
export async function transferToHerAccount(
  baseURL: string | undefined,
  transfer: { accountNumber: string; naira: number; reference: string },
) {
  const sent = await fetch(`${process.env.PAYSTACK_API_URL}/__transfer`, {
    method: "POST",
    body: JSON.stringify({
      url: `${baseURL}/api/paystack/webhook`,
      account_number: transfer.accountNumber,
      amount: nairaUnits(transfer.naira),
      reference: transfer.reference,
    }),
  });
  expect(((await sent.json()) as { status: number }).status).toBe(200);
}
