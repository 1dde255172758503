// Any history of an order's money, played through the caps, keeps the account's promises.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accountLines,
  capFor,
  cuttingWaitsFor,
  dueNow,
  moneyGate,
  orderAccount,
  owedBy,
  type AccountRows,
  type OrderAccount,
  type PaystackPaymentRow,
  type RefundRow,
} from ".";

const ORDER = "HZL-ABCDEFGHJKMN";
const WAYS = ["refund", "credit", "move"] as const;
const REFUND_STATUSES = [
  "sending",
  "unsent",
  "pending",
  "processing",
  "processed",
  "failed",
  "needs-attention",
] as const satisfies readonly RefundRow["status"][];

const naira = fc.integer({ min: 1, max: 2_000_000 });
/** The part of a cap an owner takes, in percent. */
const share = fc.integer({ min: 1, max: 100 });
const payment = fc.record({
  kind: fc.constantFrom("full", "deposit", "balance", "retry"),
  status: fc.constantFrom("open", "reported", "succeeded", "review"),
  amount: naira,
});
const step = fc.oneof(
  fc.record({ op: fc.constant("pay"), payment }),
  fc.record({ op: fc.constant("spend"), codeKind: fc.constantFrom("credit", "gift"), amount: naira }),
  fc.record({ op: fc.constant("move-in"), amount: naira }),
  fc.record({ op: fc.constant("refund"), share, status: fc.constantFrom(...REFUND_STATUSES) }),
  fc.record({ op: fc.constant("settle"), index: fc.nat(), to: fc.constantFrom("processed", "failed") }),
  fc.record({ op: fc.constant("credit"), share }),
  fc.record({ op: fc.constant("move-out"), share }),
  fc.record({ op: fc.constant("cancel") }),
  fc.record({ op: fc.constant("hand-over") }),
  // Her part, paid to the kobo: what a plan's (or any order's) next payment asks.
  fc.record({ op: fc.constant("pay-part") }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const DAYS = ["2026-11-29", "2026-12-10", "2026-12-20", "2027-01-05", "2027-01-20", "2027-02-01"];

/** A plan's parts: the first `firstPercent` of the total, the rest evenly, the last what is left. */
function planParts(total: number, firstPercent: number, count: number) {
  const first = Math.ceil((total * firstPercent) / 100);
  const each = Math.floor((total - first) / (count - 1));
  return Array.from({ length: count }, (_, i) => ({
    amount: i === 0 ? first : i === count - 1 ? total - first - each * (count - 2) : each,
    dueDay: DAYS[i]!,
  }));
}

const start = fc
  .record({
    total: fc.integer({ min: 1_000, max: 5_000_000 }),
    kind: fc.constantFrom("full", "deposit", "plan"),
    firstPercent: fc.integer({ min: 30, max: 75 }),
    parts: fc.integer({ min: 2, max: 6 }),
  })
  .map(({ total, kind, firstPercent, parts }): AccountRows => ({
    total,
    plan:
      kind === "deposit"
        ? { kind: "deposit", deposit: Math.ceil(total * 0.75), balanceDueDay: "2026-12-15" }
        : kind === "plan"
          ? (() => {
              const list = planParts(total, firstPercent, parts);
              return { kind: "plan", parts: list, cutShare: list[0]!.amount };
            })()
          : { kind: "full" },
    stage: "open",
    discount: null,
    payments: [],
    codeSpends: [],
    refunds: [],
    creditIssued: [],
    movesOut: [],
    movesIn: [],
  }));

/** The rows after one step: money taken out only within its cap, as the flows take it. */
function play(rows: AccountRows, s: Step): AccountRows {
  const open = rows.stage === "open";
  const taken = (way: (typeof WAYS)[number], pct: number) => Math.floor((capFor(orderAccount(rows), way) * pct) / 100);
  switch (s.op) {
    case "pay": {
      const reference = `${ORDER}-${rows.payments.length + 1}`;
      return { ...rows, payments: [...rows.payments, { reference, ...s.payment }] };
    }
    case "spend":
      if (!open) return rows;
      return {
        ...rows,
        codeSpends: [
          ...rows.codeSpends,
          { codeKind: s.codeKind, codeLast4: "AB12", amount: s.amount, returned: false },
        ],
      };
    case "move-in":
      if (!open) return rows;
      return {
        ...rows,
        movesIn: [...rows.movesIn, { fromOrder: "HZL-PQRSTUVWXYZ2", amount: s.amount, returned: false }],
      };
    case "refund": {
      const amount = taken("refund", s.share);
      const paid = rows.payments.find((p) => p.status === "succeeded");
      if (amount <= 0 || !paid) return rows;
      return { ...rows, refunds: [...rows.refunds, { paymentReference: paid.reference, amount, status: s.status }] };
    }
    case "settle": {
      const i = rows.refunds.length > 0 ? s.index % rows.refunds.length : -1;
      const r = rows.refunds[i];
      if (!r || r.status === "processed" || r.status === "failed") return rows;
      return { ...rows, refunds: rows.refunds.map((x, j) => (j === i ? { ...x, status: s.to } : x)) };
    }
    case "credit": {
      const amount = taken("credit", s.share);
      return amount > 0 ? { ...rows, creditIssued: [...rows.creditIssued, { codeLast4: "CR34", amount }] } : rows;
    }
    case "move-out": {
      const amount = taken("move", s.share);
      return amount > 0 ? { ...rows, movesOut: [...rows.movesOut, { toOrder: "HZL-2345678923AB", amount }] } : rows;
    }
    case "cancel":
      // What codes and moves paid goes back to them; a handed-over order is not cancelled.
      if (!open) return rows;
      return {
        ...rows,
        stage: "cancelled",
        codeSpends: rows.codeSpends.map((c) => ({ ...c, returned: true })),
        movesIn: rows.movesIn.map((m) => ({ ...m, returned: true })),
      };
    case "hand-over":
      return open ? { ...rows, stage: "handed-over" } : rows;
    case "pay-part": {
      const due = dueNow(orderAccount(rows), "paid");
      if (!open || !due) return rows;
      const reference = `${ORDER}-${rows.payments.length + 1}`;
      const paid = { reference, kind: "balance" as const, status: "succeeded" as const, amount: due.money.amount };
      return { ...rows, payments: [...rows.payments, paid] };
    }
  }
}

const sum = (rows: readonly { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

/** Every figure, summed again from the rows by the plainest reading. */
function expectSums(rows: AccountRows, a: OrderAccount) {
  const kept = <T extends { returned: boolean }>(list: readonly T[]) => list.filter((r) => !r.returned);
  expect(a.paidByPaystack).toBe(sum(rows.payments.filter((p) => p.status === "succeeded")));
  expect(a.paidByCredit).toBe(sum(kept(rows.codeSpends).filter((c) => c.codeKind === "credit")));
  expect(a.paidByGiftCards).toBe(sum(kept(rows.codeSpends).filter((c) => c.codeKind === "gift")));
  expect(a.movedIn).toBe(sum(kept(rows.movesIn)));
  expect(a.paid).toBe(a.paidByPaystack + a.paidByCredit + a.paidByGiftCards + a.movedIn);
  expect(a.refunded.processed).toBe(sum(rows.refunds.filter((r) => r.status === "processed")));
  expect(a.refunded.pending).toBe(sum(rows.refunds.filter((r) => !["processed", "failed"].includes(r.status))));
  expect(a.creditIssued).toBe(sum(rows.creditIssued));
  expect(a.movedOut).toBe(sum(rows.movesOut));
  expect(a.movesOut).toEqual(rows.movesOut);
  expect(a.netPaid).toBe(a.paid - a.refunded.processed - a.refunded.pending - a.creditIssued - a.movedOut);
  expect(sum(accountLines(rows))).toBe(a.netPaid);
}

function expectPromises(rows: AccountRows) {
  const a = orderAccount(rows);
  expectSums(rows, a);
  // Nothing returns more than was paid.
  expect(a.netPaid).toBeGreaterThanOrEqual(0);
  if (a.stage === "open") {
    expect(Math.min(a.netPaid, a.total) + a.owedNow).toBe(a.total);
    expect(a.overpaid).toBe(Math.max(0, a.netPaid - a.total));
  } else if (a.stage === "handed-over") {
    expect(a.owedNow).toBe(Math.max(0, a.total - a.paid));
    expect(a.overpaid).toBe(Math.max(0, a.netPaid - a.total));
  } else {
    expect(a.owedNow).toBe(0);
    expect(a.overpaid).toBe(a.netPaid);
  }
  for (const way of WAYS) {
    expect(capFor(a, way)).toBeGreaterThanOrEqual(0);
    expect(capFor(a, way)).toBeLessThanOrEqual(a.netPaid);
  }
  expect(a.refundable).toBeLessThanOrEqual(a.paidByPaystack - a.refunded.processed - a.refunded.pending);
  expectPlanPromises(rows, a);
}

/** A plan's parts and gates, read from the same account: one story for her, her reminders and the owner. */
function expectPlanPromises(rows: AccountRows, a: OrderAccount) {
  // Every gate that hands the order over opens exactly when nothing is owed.
  for (const to of ["shipped", "collected", "delivered"]) expect(moneyGate(to, a) !== undefined).toBe(a.owedNow > 0);
  if (rows.plan.kind !== "plan") {
    expect(a.parts).toBeNull();
    expect(cuttingWaitsFor(a)).toBe(0);
    return;
  }
  const parts = a.parts!;
  expect(sum(parts)).toBe(a.total);
  expect(parts.reduce((s, p) => s + p.paid, 0)).toBe(a.towards);
  expect(a.towards).toBe(a.stage === "cancelled" ? 0 : a.total - a.owedNow);
  // Parts are paid in order: none is touched before the one ahead of it is whole.
  parts.forEach((p, i) => {
    expect(p.paid).toBeGreaterThanOrEqual(0);
    expect(p.paid).toBeLessThanOrEqual(p.amount);
    if (i > 0 && p.paid > 0) expect(parts[i - 1]!.paid).toBe(parts[i - 1]!.amount);
  });
  expect(a.nextPart).toEqual(parts.find((p) => p.paid < p.amount) ?? null);
  if (a.stage !== "cancelled") expect(a.nextPart === null).toBe(a.owedNow === 0);
  expect(a.dueDay).toBe(a.nextPart?.dueDay ?? null);
  // Cutting opens exactly when the share is counted.
  const cutOpen = a.stage !== "open" || a.towards >= rows.plan.cutShare;
  expect(cuttingWaitsFor(a) === 0).toBe(cutOpen);
  expect(moneyGate("in_production", a) === undefined).toBe(cutOpen);
  if (cutOpen && a.stage === "open")
    expect(a.status === "deposit-paid" || a.owedNow === 0 || a.overpaid > 0).toBe(true);
  // What is due by a day never exceeds what is owed, and by the last part's day it is all of it.
  for (const day of DAYS) expect(owedBy(a, day)).toBeLessThanOrEqual(a.owedNow);
  expect(owedBy(a, "2099-01-01")).toBe(a.owedNow);
  const due = dueNow(a, "paid", DAYS[0]);
  if (a.owedNow > 0) {
    expect(due!.money.amount).toBeGreaterThan(0);
    expect(due!.money.amount).toBeLessThanOrEqual(a.owedNow);
  } else expect(due).toBeUndefined();
}

describe("an order's account, whatever happened to its money", () => {
  it("pays a plan part by part, each next date moving on, cutting opening at the first part", () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 6 }), (first, payments) => {
        if (first.plan.kind !== "plan") return;
        let rows = first;
        for (let i = 0; i < payments; i++) {
          const before = orderAccount(rows);
          rows = play(rows, { op: "pay-part" });
          const after = orderAccount(rows);
          if (!before.nextPart) break;
          // A part paid, early or not, moves the next date to the part after it.
          expect(after.nextPart?.number ?? null).toBe(
            before.nextPart.number < before.parts!.length ? before.nextPart.number + 1 : null,
          );
          expect(cuttingWaitsFor(after)).toBe(0);
        }
      }),
    );
  });

  it("keeps every promise after every step taken within the caps", () => {
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 40 }), (first, steps) => {
        let rows = first;
        expectPromises(rows);
        for (const s of steps) {
          rows = play(rows, s);
          expectPromises(rows);
        }
      }),
    );
  });

  it("has nothing left to give once a cap is taken whole", () => {
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 40 }), fc.constantFrom(...WAYS), (first, steps, way) => {
        const rows = steps.reduce(play, first);
        const cap = capFor(orderAccount(rows), way);
        const whole = play(rows, { op: way === "move" ? "move-out" : way, share: 100, status: "processed" });
        const after = orderAccount(whole);
        expect(capFor(after, way)).toBe(0);
        if (way !== "refund") for (const w of WAYS) expect(capFor(after, w)).toBe(0);
        expect(after.netPaid).toBe(orderAccount(rows).netPaid - cap);
      }),
    );
  });

  it("never gives a negative cap, and still sums its rows, whatever the rows say", () => {
    const any = fc.record({
      total: fc.integer({ min: 1, max: 5_000_000 }),
      plan: fc.constant({ kind: "full" } as const),
      stage: fc.constantFrom("open", "handed-over", "cancelled"),
      discount: fc.constant(null),
      payments: fc.array(payment.map((p): PaystackPaymentRow => ({ reference: ORDER, ...p }))),
      codeSpends: fc.array(
        fc.record({
          codeKind: fc.constantFrom("credit", "gift"),
          codeLast4: fc.constant("AB12"),
          amount: naira,
          returned: fc.boolean(),
        }),
      ),
      refunds: fc.array(
        fc.record({ paymentReference: fc.constant(ORDER), amount: naira, status: fc.constantFrom(...REFUND_STATUSES) }),
      ),
      creditIssued: fc.array(fc.record({ codeLast4: fc.constant("CR34"), amount: naira })),
      movesOut: fc.array(fc.record({ toOrder: fc.constant("HZL-2345678923AB"), amount: naira })),
      movesIn: fc.array(
        fc.record({ fromOrder: fc.constant("HZL-PQRSTUVWXYZ2"), amount: naira, returned: fc.boolean() }),
      ),
    });
    fc.assert(
      fc.property(any, (rows) => {
        const a = orderAccount(rows);
        expectSums(rows, a);
        for (const way of WAYS) expect(capFor(a, way)).toBeGreaterThanOrEqual(0);
        expect(a.owedNow).toBeGreaterThanOrEqual(0);
        expect(a.overpaid).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
