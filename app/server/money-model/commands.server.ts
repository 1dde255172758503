// The model and its commands: random sequences of what a shopper, Paystack and the owner do to one
// shopper's orders in naira and in dollars. The model keeps what each flow said it did (what came
// into an order, what left it, what each credit code holds); after every step `check` compares it,
// and every reader, with each order's account as its rows in the database make it.
import fc from "fast-check";
import { nairaUnits, type LedgerCurrency } from "~/features/currency";
import type { Group } from "../aso-ebi/store.server";
import * as flows from "./shop-flows.server";

/** An order as the model follows it. */
interface ModelOrder {
  reference: string;
  currency: LedgerCurrency;
  /** What came in and stays: Paystack, codes and moves in (kobo, or cents). */
  cameIn: number;
  /** What left it: refunds, store credit, moves out. */
  wentOut: number;
  /** What codes and moves paid of it: given back to them when it is cancelled. */
  byCodes: { code?: string; amount: number }[];
  cancelled: boolean;
  /** What the order is for: pieces to make (an order or an aso-ebi share), a fitting's fee, a gift card. */
  kind: "pieces" | "share" | "fee" | "gift";
  /** A fee's fitting: its key, the order its fee moved onto (if it did), and whether it was cancelled. */
  fitting?: { key: string; movedTo: string | null; cancelled: boolean };
  /** A share's aso-ebi group. */
  group?: Group;
}

export interface Model {
  orders: ModelOrder[];
  /** Store credit codes she was sent, and what each still holds. */
  codes: { code: string; currency: LedgerCurrency; balance: number }[];
}

export interface Real {
  shop: flows.Shop;
  /** Compares the model and every reader with each order's account; throws on a disagreement. */
  check: (model: Model) => Promise<void>;
}

type Command = fc.AsyncCommand<Model, Real>;

const nth = (model: Model, i: number) => model.orders[i % model.orders.length]!;
const hasOrders = (m: Readonly<Model>) => m.orders.length > 0;

export class Place implements Command {
  constructor(
    readonly currency: LedgerCurrency,
    readonly plan: "full" | "deposit",
    readonly withCredit: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const code = this.withCredit ? model.codes.find((c) => c.currency === this.currency && c.balance > 0) : undefined;
    const order = await flows.place(real.shop, this.currency, this.plan, code?.code);
    const spent = code ? Math.min(code.balance, order.amountMinor) : 0;
    if (code) code.balance -= spent;
    model.orders.push({
      reference: order.reference,
      currency: this.currency,
      cameIn: spent,
      wentOut: 0,
      byCodes: code ? [{ code: code.code, amount: spent }] : [],
      cancelled: false,
      kind: "pieces",
    });
    await real.check(model);
  }
  toString = () => `place(${this.currency}, ${this.plan}${this.withCredit ? ", with her credit code" : ""})`;
}

export class Pay implements Command {
  constructor(
    readonly i: number,
    readonly again: "once" | "twice" | "recheck",
  ) {}
  check = hasOrders;
  async run(model: Model, real: Real) {
    const o = nth(model, this.i);
    const paid = await flows.pay(real.shop, o.reference, this.again);
    if (paid) o.cameIn += paid.amount;
    await real.check(model);
  }
  toString = () => `pay(#${this.i}, ${this.again})`;
}

export class Refund implements Command {
  constructor(
    readonly i: number,
    readonly part: number,
  ) {}
  check = hasOrders;
  async run(model: Model, real: Real) {
    const o = nth(model, this.i);
    o.wentOut += await flows.refund(real.shop, o.reference, this.part);
    await real.check(model);
  }
  toString = () => `refund(#${this.i}, ${this.part} of what it may)`;
}

export class Credit implements Command {
  constructor(
    readonly i: number,
    readonly part: number,
  ) {}
  check = hasOrders;
  async run(model: Model, real: Real) {
    const o = nth(model, this.i);
    const issued = await flows.credit(real.shop, o.reference, this.part);
    if (issued) {
      o.wentOut += issued.amount;
      model.codes.push({ code: issued.code, currency: o.currency, balance: issued.amount });
    }
    await real.check(model);
  }
  toString = () => `credit(#${this.i}, ${this.part} of what it may)`;
}

export class Move implements Command {
  constructor(readonly i: number) {}
  check = hasOrders;
  async run(model: Model, real: Real) {
    const from = nth(model, this.i);
    const moved = await flows.move(real.shop, from.reference);
    if (moved) {
      const to = model.orders.find((o) => o.reference === moved.to)!;
      from.wentOut += moved.amount;
      to.cameIn += moved.amount;
      to.byCodes.push({ amount: moved.amount });
    }
    await real.check(model);
  }
  toString = () => `move(#${this.i} to her newest unpaid order)`;
}

export class Cancel implements Command {
  constructor(
    readonly i: number,
    readonly then: "nothing" | "refund" | "credit",
  ) {}
  check = hasOrders;
  async run(model: Model, real: Real) {
    const o = nth(model, this.i);
    if (!o.cancelled && (await flows.cancel(real.shop, o.reference))) {
      o.cancelled = true;
      // What codes paid goes back to them; what a move brought, to the move's code (hers, never shown).
      for (const spend of o.byCodes.splice(0)) {
        o.cameIn -= spend.amount;
        const code = model.codes.find((c) => c.code === spend.code);
        if (code) code.balance += spend.amount;
      }
    }
    await real.check(model);
    if (this.then === "nothing") return;
    if (this.then === "refund") o.wentOut += await flows.refund(real.shop, o.reference, 1);
    else {
      const issued = await flows.credit(real.shop, o.reference, 1);
      if (issued) {
        o.wentOut += issued.amount;
        model.codes.push({ code: issued.code, currency: o.currency, balance: issued.amount });
      }
    }
    await real.check(model);
  }
  toString = () => `cancel(#${this.i}${this.then === "nothing" ? "" : `, then ${this.then} the rest`})`;
}

/** A new order of the model's, of `kind`, which took `cameIn` and gave `wentOut`. */
const newOrder = (
  reference: string,
  currency: LedgerCurrency,
  kind: ModelOrder["kind"],
  cameIn: number,
  wentOut = 0,
): ModelOrder => ({ reference, currency, cameIn, wentOut, byCodes: [], cancelled: false, kind });

/**
 * She books a fitting for one of her orders (or for none) and pays its fee: the fee moves onto that
 * order when it can take it (open, in naira), paying part of it as a move in that goes back to its
 * code if that order is cancelled.
 */
export class BookFitting implements Command {
  constructor(readonly i: number | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const forOrder = this.i === null || model.orders.length === 0 ? null : nth(model, this.i);
    const booked = await flows.bookFitting(real.shop, forOrder?.reference ?? null);
    const fee = nairaUnits(flows.FITTING_FEE);
    const order = newOrder(booked.feeOrder, "NGN", "fee", fee, booked.movedTo ? fee : 0);
    order.fitting = { key: booked.key, movedTo: booked.movedTo, cancelled: false };
    model.orders.push(order);
    if (booked.movedTo) {
      const to = model.orders.find((o) => o.reference === booked.movedTo)!;
      to.cameIn += fee;
      to.byCodes.push({ amount: fee });
    }
    await real.check(model);
  }
  toString = () => `bookFitting(${this.i === null ? "for no order" : `for #${this.i}`}, fee paid)`;
}

/** She cancels her newest open fitting from its page, choosing a refund (where offered) or store credit. */
export class CancelFitting implements Command {
  constructor(readonly prefer: "refund" | "credit") {}
  check = (m: Readonly<Model>) => m.orders.some((o) => o.fitting && !o.fitting.cancelled);
  async run(model: Model, real: Real) {
    const o = model.orders.findLast((o) => o.fitting && !o.fitting.cancelled)!;
    const done = await flows.cancelFitting(real.shop, o.fitting!.key, this.prefer);
    o.fitting!.cancelled = true;
    if (done) {
      o.wentOut += done.left;
      if (done.code) model.codes.push({ code: done.code, currency: "NGN", balance: done.left });
    }
    // Its fee's order is cancelled with it, unless the fee stayed on her order.
    if (!o.fitting!.movedTo) o.cancelled = true;
    await real.check(model);
  }
  toString = () => `cancelFitting(${this.prefer})`;
}

/** She buys a gift card for herself and pays it; then, if `spend`, spends its code on a new naira order. */
export class BuyGiftCard implements Command {
  constructor(readonly spend: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const card = await flows.buyGiftCardAndPay(real.shop);
    const amount = nairaUnits(flows.GIFT_CARD);
    model.orders.push(newOrder(card.reference, "NGN", "gift", amount, amount));
    model.codes.unshift({ code: card.code, currency: "NGN", balance: amount });
    await real.check(model);
    if (this.spend) await new Place("NGN", "full", true).run(model, real);
  }
  toString = () => `buyGiftCard(${this.spend ? "then spent on an order" : "kept"})`;
}

/** She joins her friend's aso-ebi group and pays her share, in naira or (from abroad) dollars. */
export class JoinGroup implements Command {
  constructor(
    readonly currency: LedgerCurrency,
    readonly plan: "full" | "deposit",
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const share = await flows.joinAndPayShare(real.shop, this.currency, this.plan);
    const order = newOrder(share.reference, this.currency, "share", share.paid);
    order.group = share.group;
    model.orders.push(order);
    await real.check(model);
  }
  toString = () => `joinGroup(${this.currency}, ${this.plan}, share paid)`;
}

const index = fc.nat({ max: 3 });
const part = fc.constantFrom(0.25, 0.5, 1);
const currency = fc.constantFrom<LedgerCurrency>("NGN", "USD");

const pay = fc
  .tuple(index, fc.constantFrom("once" as const, "twice" as const, "recheck" as const))
  .map(([i, a]) => new Pay(i, a));
/** Placing an order, in either currency and plan, with her credit code when she has one. */
export const place = fc
  .tuple(currency, fc.constantFrom("full" as const, "deposit" as const), fc.boolean())
  .map(([c, plan, credit]) => new Place(c, plan, credit));

/** The commands, placing and paying weighted so that a run has paid orders to act on. */
export const commands = [
  place,
  place,
  pay,
  pay,
  pay,
  fc.tuple(index, part).map(([i, p]) => new Refund(i, p)),
  fc.tuple(index, part).map(([i, p]) => new Credit(i, p)),
  index.map((i) => new Move(i)),
  fc
    .tuple(index, fc.constantFrom("nothing" as const, "refund" as const, "credit" as const))
    .map(([i, then]) => new Cancel(i, then)),
  fc.option(index).map((i) => new BookFitting(i)),
  fc.constantFrom("refund" as const, "credit" as const).map((p) => new CancelFitting(p)),
  fc.boolean().map((spend) => new BuyGiftCard(spend)),
  fc.tuple(currency, fc.constantFrom("full" as const, "deposit" as const)).map(([c, p]) => new JoinGroup(c, p)),
];
