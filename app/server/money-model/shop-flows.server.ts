// The shop's own server flows, driven as the shopper, Paystack and the owner drive them: placing an
// order (in full or by deposit, a credit code spent on it), Paystack's word of a payment (again,
// and the shop's own re-check), the balance, a refund, store credit, a moved payment, a cancel.
// Each answers what it did, for the model to follow; nothing here decides what the order owes.
import { groupForm } from "../aso-ebi/test-group-form";
import { randomBytes } from "node:crypto";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { ledgerFieldValue, roundedShare } from "~/features/currency";
import { type LedgerCurrency, type Payment } from "~/features/payments";
import { lagosDateTimeOf, lagosDayOf } from "~/lib/lagos-clock";
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
import { createGroup } from "../aso-ebi/create-group.server";
import { joinGroup } from "../aso-ebi/join-group.server";
import type { Group } from "../aso-ebi/store.server";
import { bookAppointment } from "../appointments/book.server";
import { appointmentPage, cancelAppointment, slotsOfType } from "../appointments/manage.server";
import { findByKey, insertType } from "../appointments/store/index.server";
import { buyGiftCard } from "../gift-cards/buy-gift-card.server";
import { giftCardAlertKey } from "../gift-cards/issue.server";

/** Pistachio Blouse: made to order (holds no stock, takes a deposit), ₦35,000; in dollars at the shop's rate. */
const BLOUSE = { productId: 12, size: "S", quantity: 1 };
/** Rigel Dress: made to order, a style an aso-ebi group may choose. */
const RIGEL = 5;

const key = () => randomBytes(16).toString("hex");

/** One shopper's run: her email (every order of a run is hers, so a payment may move between them). */
export interface Shop {
  services: Services;
  email: string;
  /** A fresh client address per order: the checkout's limits are per address. */
  address: () => string;
  /** Her friend's aso-ebi groups she joins, one per plan, opened on the first join. */
  groups?: Map<"full" | "deposit", Group>;
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
  amount: p.amount,
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
  // As the owner types it: whole naira, or cents.
  const amount = payment
    ? roundedShare(Math.min(held(payment), account.refundable) * part, 100, payment.currency, "down")
    : 0;
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
  const amount = roundedShare(account.creditable * part, 100, account.currency, "down");
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

/** A fitting's fee (whole naira): fees are charged in naira only. */
export const FITTING_FEE = 10_000;
let fittings = 0;

/**
 * She books a fitting (a type of its own, so a seat is free) for her order `forOrder` (or for none),
 * and pays its fee through Paystack: paid, the fee counts towards that order when it can take it
 * (open, in naira). Answers the fitting's key and fee order, and where the fee moved, if it did.
 */
export async function bookFitting(shop: Shop, forOrder: string | null) {
  const { db } = shop.services;
  const type = await insertType(db, {
    name: `Fitting ${++fittings}`,
    minutes: 60,
    seats: 1,
    bufferMinutes: 15,
    fee: FITTING_FEE,
    cutoffHours: 0,
  });
  const [slot] = await slotsOfType(db, type);
  if (!slot) throw new Error("The fitting has no free time");
  const booked = await bookAppointment(
    shop.services,
    {
      type: String(type),
      slot: lagosDateTimeOf(slot.startsAt),
      name: "Ada Obi",
      email: shop.email,
      phone: "+234 803 000 0000",
      forOrder: forOrder ?? "",
    },
    { clientAddress: shop.address() },
  );
  if (!booked.ok && booked.errors.forOrder?.includes("has ended") && forOrder) {
    // An order that has ended takes no fee: she is told so in words, and books for none.
    if (!["cancelled", "refunded", "expired"].includes((await findOrder(db, forOrder))!.status))
      throw new Error(`The booking was refused for an open order: ${JSON.stringify(booked)}`);
    return bookFitting(shop, null);
  }
  if (!booked.ok || !booked.feeOrder) throw new Error(`The booking was refused: ${JSON.stringify(booked)}`);
  const paid = await pay(shop, booked.feeOrder, "once");
  if (!paid) throw new Error(`The fee of ${booked.feeOrder} asked for no payment`);
  const fitting = await findByKey(db, booked.key);
  if (fitting?.status !== "booked") throw new Error(`The fitting, its fee paid, is ${fitting?.status}`);
  const { account } = await readOrderAccount(db, (await findOrder(db, booked.feeOrder))!);
  return { key: booked.key, feeOrder: booked.feeOrder, movedTo: account.movedOnward > 0 ? forOrder : null };
}

/**
 * She cancels the fitting from its page, choosing a refund to her card where the page offers it
 * (else store credit): a refund chosen is made. Answers what left the fee's order, and the credit
 * code she was sent (null when the fee stayed on her order, or was refunded).
 */
export async function cancelFitting(shop: Shop, key: string, prefer: "refund" | "credit") {
  const { db } = shop.services;
  const page = await appointmentPage(shop.services, key);
  if (!page?.open) return null;
  const feeOrder = (await findOrder(db, page.a.feeOrder!))!;
  const before = (await readOrderAccount(db, feeOrder)).account;
  const choice = prefer === "refund" && page.refundable ? "refund" : "credit";
  const done = await cancelAppointment(shop.services, key, choice);
  if (!done.ok) throw new Error(`The fitting could not be cancelled: ${done.error}`);
  const fitting = await findByKey(db, key);
  if (fitting?.status !== "cancelled") throw new Error(`The fitting, cancelled, is ${fitting?.status}`);
  if (choice === "refund" && !done.done.startsWith("refund"))
    throw new Error(`She chose the refund offered; the fitting was cancelled with ${done.done}`);
  if (done.done === "kept" || done.done === "cancelled") return { left: 0, code: null };
  if (done.done.startsWith("refund")) return { left: before.refundable, code: null };
  const params = (await newestEmailParams(db, `appointment-credit:${fitting.id}`)) ?? { order_summary: "" };
  const code = /Store credit code (\S+):/.exec(params.order_summary ?? "")?.[1];
  if (!code) throw new Error("The fitting's store credit email names no code");
  return { left: before.creditable, code };
}

/** Gift cards are sold in these amounts (whole naira). */
export const GIFT_CARD = 25_000;

/** She buys a gift card for herself and pays it: answers its order and the code its email sends her. */
export async function buyGiftCardAndPay(shop: Shop) {
  const bought = await buyGiftCard(
    shop.services,
    {
      amount: String(GIFT_CARD),
      buyerName: "Ada Obi",
      buyerEmail: shop.email,
      recipientName: "",
      recipientEmail: "",
      sendOn: lagosDayOf(new Date()),
      message: "",
    },
    { clientAddress: shop.address() },
  );
  if (!bought.ok) throw new Error(`The gift card was refused: ${JSON.stringify(bought)}`);
  const { reference } = bought.order;
  if (!(await pay(shop, reference, "once"))) throw new Error(`The gift card ${reference} asked for no payment`);
  const params = (await newestEmailParams(shop.services.db, giftCardAlertKey(reference))) ?? { order_summary: "" };
  const code = /Your code: (\S+)/.exec(params.order_summary ?? "")?.[1];
  if (!code) throw new Error("The gift card's email names no code");
  return { reference, code };
}

/** Where a guest lives decides her share's currency: Port Harcourt in naira, London in dollars. */
function guestForm(shop: Shop, currency: LedgerCurrency): Record<string, string> {
  const home = { country: "Nigeria", state: "Rivers", city: "", address: "5 Close, Port Harcourt", postcode: "" };
  const abroad = {
    country: "United Kingdom",
    state: "London",
    city: "London",
    address: "1 Example Street",
    postcode: "SW1A 1AA",
  };
  return {
    firstName: "Ada",
    lastName: "Obi",
    email: shop.email,
    phone: currency === "NGN" ? "+234 803 555 0001" : "+44 7700 900123",
    comments: "",
    fit: "size",
    size: "M",
    delivery: "pickup",
    ...(currency === "NGN" ? home : abroad),
  };
}

/**
 * She joins her friend's aso-ebi group (one per run and plan, opened by its coordinator) and pays
 * her share from its order: answers the share's order and its group (for the coordinator's page).
 */
export async function joinAndPayShare(shop: Shop, currency: LedgerCurrency, plan: "full" | "deposit") {
  shop.groups ??= new Map();
  let group = shop.groups.get(plan);
  if (!group) {
    const today = lagosDayOf(new Date());
    const made = await createGroup(shop.services, String(RIGEL), groupForm(today, { payPlan: plan }));
    if (!made.ok) throw new Error(`The group was refused: ${JSON.stringify(made)}`);
    group = made.group;
    shop.groups.set(plan, group);
  }
  const form = guestForm(shop, currency);
  const joined = await joinGroup(shop.services, group.pageKey, (name) => form[name] ?? "", {
    clientAddress: shop.address(),
  });
  if (!joined.ok) throw new Error(`She could not join: ${JSON.stringify(joined)}`);
  const order = (await findOrder(shop.services.db, joined.reference))!;
  if (order.currency !== currency) throw new Error(`Her share is in ${order.currency}, not ${currency}`);
  const paid = await pay(shop, joined.reference, "once");
  return { reference: joined.reference, group, paid: paid?.amount ?? 0 };
}
