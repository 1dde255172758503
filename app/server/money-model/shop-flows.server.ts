// The shop's own server flows, driven as the shopper, Paystack and the owner drive them: placing an
// order (in full or by deposit, a credit code spent on it), Paystack's word of a payment (again,
// and the shop's own re-check), the balance, a refund, store credit, a moved payment, a cancel.
// Each answers what it did, for the model to follow; nothing here decides what the order owes.
import { randomBytes } from "node:crypto";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { ledgerFieldValue } from "~/features/currency";
import { toPaystackUnits, type LedgerCurrency, type Payment } from "~/features/payments";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { paystackConfig, signWebhook, type PaystackRecord } from "../adapters/paystack.server";
import { placeOrder } from "../checkout/place-order.server";
import { issueCredit } from "../credit/credit-from-order.server";
import { movePayment, moveTargets } from "../credit/move-payment.server";
import { readOrderAccount } from "../payments/account.server";
import { paymentsOf } from "../payments/store.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { startRefund } from "../refunds/outgoing-refunds.server";
import { refundsOf } from "../refunds/store.server";
import type { Services } from "../services.server";
import { changeOrderState } from "../orders/change-state.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { startPayment } from "../orders/start-payment.server";
import { findOrder } from "../orders/store/index.server";
import { newestEmailParams } from "../outbox/store.server";

/** Pistachio Blouse: made to order (holds no stock, takes a deposit), ₦35,000; in dollars at the shop's rate. */
const BLOUSE = { productId: 12, size: "S", quantity: 1 };

const key = () => randomBytes(16).toString("hex");

/** One shopper's run: her email (every order of a run is hers, so a payment may move between them). */
export interface Shop {
  services: Services;
  email: string;
  /** A fresh client address per order: the checkout's limits are per address. */
  address: () => string;
}

/** Where she lives decides the currency: Lagos in naira, London in dollars (once the owner allows dollars). */
function orderBody(shop: Shop, currency: LedgerCurrency, plan: "full" | "deposit", creditCode: string) {
  const lines = [BLOUSE];
  const common = { lines, payPlan: plan, creditCode };
  if (currency === "NGN") return { ...common, customer: createCustomerForm({ email: shop.email }), delivery: "pickup" };
  const customer = createCustomerForm({
    email: shop.email,
    phone: "+44 7700 900123",
    address: "1 Example Street",
    city: "London",
    postcode: "SW1A 1AA",
    country: "United Kingdom",
    state: "London",
  });
  return { ...common, customer, delivery: "abroad", dutiesUnderstood: true };
}

/** The checkout places an order; a credit code she typed pays what it holds of it. */
export async function place(shop: Shop, currency: LedgerCurrency, plan: "full" | "deposit", creditCode = "") {
  const placed = await placeOrder(shop.services, orderBody(shop, currency, plan, creditCode), {
    clientAddress: shop.address(),
  });
  if (!placed.ok) throw new Error(`The checkout refused the order: ${JSON.stringify(placed)}`);
  const order = (await findOrder(shop.services.db, placed.order.reference))!;
  if (order.currency !== currency) throw new Error(`Placed in ${order.currency}, not ${currency}`);
  return order;
}

/** Paystack's charge.success for a payment, as Paystack sends it (its units, the payment's currency). */
const chargeOf = (p: Payment) => ({
  id: 4000 + p.attempt,
  reference: p.reference,
  status: "success",
  amount: toPaystackUnits(p.amount, p.currency),
  currency: p.currency,
  paid_at: new Date().toISOString(),
  channel: "card",
});

/** Paystack's webhook for the payment, signed as Paystack signs it. */
async function webhook(shop: Shop, p: Payment) {
  const body = Buffer.from(JSON.stringify({ event: "charge.success", data: chargeOf(p) }));
  const answer = await handleWebhook(shop.services, body, signWebhook(body, shop.services.env.PAYSTACK_SECRET_KEY!));
  if (answer.status !== 200) throw new Error(`The webhook answered ${answer.status}`);
}

/** The shop's own re-check of the payment, Paystack answering that it succeeded. */
async function recheck(shop: Shop, p: Payment) {
  const claimed = (await paymentsOf(shop.services.db, p.orderReference)).find((q) => q.reference === p.reference)!;
  const charge = chargeOf(p);
  const tx: PaystackRecord = {
    ...charge,
    paidAt: charge.paid_at,
    gatewayResponse: "Approved",
    domain: "test",
  };
  await recordVerdict(shop.services.db, claimed, tx, "reconcile");
}

/**
 * She pays what the order asks now: its open first payment (the whole, the deposit, or what a code
 * left), or, once made, the balance she starts from her page; or, late, a page she had open on an order
 * since cancelled (money the shop is to return). Paystack's word comes once, or twice
 * (a repeated webhook), or again through the shop's re-check. Answers what was paid, or null.
 */
export async function pay(shop: Shop, reference: string, again: "once" | "twice" | "recheck") {
  const { db } = shop.services;
  const order = (await findOrder(db, reference))!;
  if (order.status === "paid" && order.deposit) {
    const started = await startPayment(shop.services, reference, "http://shop.test", { address: "test", own: true });
    if (started.kind !== "redirect") return null;
  } else if (order.status !== "pending" && order.status !== "cancelled") return null;
  const open = (await paymentsOf(db, reference)).filter((p) => p.kind !== "credit" && p.status === "open").at(-1);
  if (!open) return null;
  await webhook(shop, open);
  if (again === "twice") await webhook(shop, open);
  if (again === "recheck") await recheck(shop, open);
  return open;
}

/** The owner refunds part of what the order may give back, from its payment holding most. */
export async function refund(shop: Shop, reference: string, part: number): Promise<number> {
  const { db, env } = shop.services;
  const order = (await findOrder(db, reference))!;
  const { account } = await readOrderAccount(db, order);
  const refunds = await refundsOf(db, reference);
  const held = (p: Payment) =>
    p.amount -
    refunds
      .filter((r) => r.paymentReference === p.reference && r.status !== "failed")
      .reduce((s, r) => s + r.amount, 0);
  const [payment] = (await paymentsOf(db, reference))
    .filter((p) => p.kind !== "credit" && p.status === "succeeded")
    .sort((a, b) => held(b) - held(a));
  const amount = payment ? Math.ceil(Math.min(held(payment), account.refundable) * part) : 0;
  if (amount <= 0) return 0;
  const outcome = await startRefund(db, paystackConfig(env), order, {
    paymentReference: payment!.reference,
    amount: String(amount),
    reason: "Returned",
    key: key(),
  });
  if (!outcome.ok) throw new Error(`The refund of ${amount} was refused: ${outcome.error}`);
  return amount;
}

/** The owner turns part of what the order may give into store credit (no fee): the amount, and the code she is sent. */
export async function credit(shop: Shop, reference: string, part: number) {
  const { db } = shop.services;
  const order = (await findOrder(db, reference))!;
  const { account } = await readOrderAccount(db, order);
  const amount = Math.ceil(account.creditable * part);
  if (amount <= 0) return null;
  const issued = await issueCredit(
    db,
    reference,
    {
      // Typed as the owner's form shows money: dollars and cents for a dollar order.
      amount: ledgerFieldValue(amount, account.currency),
      fee: "0",
      reason: "She chose another size",
      override: "She wrote in time",
      contactedAt: lagosDateTimeOf(new Date()).slice(0, 16),
      key: key(),
    },
    { who: "owner", siteUrl: "https://hazel.example" },
  );
  if (issued.kind !== "issued") throw new Error(`The credit of ${amount} was refused: ${JSON.stringify(issued)}`);
  // Her email says the code; nothing else shows it.
  const params = (await newestEmailParams(db, "store-credit:")) ?? { order_summary: "" };
  const code = /Your code: (\S+)/.exec(params.order_summary ?? "")?.[1];
  if (!code) throw new Error("The store credit email names no code");
  return { amount, code };
}

/** The owner moves what a cancelled order still holds to her newest order waiting for its first payment. */
export async function move(shop: Shop, reference: string) {
  const { db } = shop.services;
  const from = (await findOrder(db, reference))!;
  if (from.status !== "cancelled") return null;
  const [to] = await moveTargets(db, from);
  if (!to) return null;
  const moved = await movePayment(
    db,
    reference,
    { to: to.reference, reason: "She chose another dress", key: key() },
    "owner",
  );
  if (moved.kind === "refused" && moved.errors.to?.startsWith("Nothing")) return null;
  if (moved.kind !== "moved") throw new Error(`The move was refused: ${JSON.stringify(moved)}`);
  return { to: to.reference, amount: moved.amount };
}

/** The owner cancels the order: what codes and moves paid goes back to them (the order's reaction). */
export async function cancel(shop: Shop, reference: string): Promise<boolean> {
  const result = await changeOrderState(shop.services.db, {
    reference,
    to: "cancelled",
    source: "owner",
    note: "She changed her mind",
  });
  return result.kind === "changed";
}
