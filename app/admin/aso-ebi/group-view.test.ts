import { describe, expect, it } from "vitest";
import { bySize, cuttingGate, gateWords, MEASURED, piecesPerSize, type Share } from "./group-view";
import { readOutcomeForm } from "./outcome-form";

const share = (overrides: Partial<Share>): Share => ({
  reference: "HZ-1",
  name: "Ada Obi",
  country: "Nigeria",
  state: "paid",
  size: "M",
  pieces: 1,
  measurements: [],
  accountStatus: "paid-in-full",
  total: 25_000,
  netPaid: 25_000,
  owedNow: 0,
  currency: "NGN",
  money: "Paid in full",
  readyBy: null,
  ...overrides,
});

describe("the owner's group view", () => {
  it("sorts by size, measurements last, and counts live pieces per size", () => {
    const shares = [
      share({ name: "Zara", size: MEASURED }),
      share({ name: "Bisi", size: "L" }),
      share({ name: "Amaka", size: "XS" }),
      share({ name: "Chika", size: "L", pieces: 2 }),
      share({ name: "Dami", size: "L", state: "expired" }),
    ];
    expect(bySize(shares).map((s) => s.name)).toEqual(["Amaka", "Bisi", "Chika", "Dami", "Zara"]);
    expect(piecesPerSize(shares)).toEqual([
      { size: "XS", pieces: 1 },
      { size: "L", pieces: 3 },
      { size: MEASURED, pieces: 1 },
    ]);
  });

  it("opens the cutting gate when every live share paid its deposit, or when she says not to wait", () => {
    const paid = share({ accountStatus: "deposit-paid" });
    const unpaid = share({ state: "pending", accountStatus: "unpaid" });
    const lapsed = share({ state: "expired", accountStatus: "unpaid" });
    expect(cuttingGate([paid, lapsed], "closed", false)).toEqual({ kind: "open", ready: 1 });
    expect(cuttingGate([paid, unpaid], "closed", false)).toEqual({ kind: "waiting", unpaid: 1, ready: 1 });
    expect(cuttingGate([paid, unpaid], "closed", true)).toEqual({ kind: "overridden", unpaid: 1, ready: 1 });
    expect(cuttingGate([unpaid], "open", true)).toEqual({ kind: "waiting", unpaid: 1, ready: 0 });
    expect(cuttingGate([share({ state: "in_production" })], "decided", false)).toEqual({ kind: "started" });
    expect(gateWords(cuttingGate([paid], "minimum-missed", true))).toBe(
      "Choose first what happens to the group (below).",
    );
    expect(cuttingGate([paid], "returned", true).kind).toBe("closed");
    expect(cuttingGate([], "open", false)).toEqual({ kind: "closed", why: "No share has been placed yet." });
  });

  it("reads her choice: an extension after today and not after the event, a return ticked, the way back per member", () => {
    const facts = { today: "2026-11-27", eventOn: "2027-01-16", paystack: true };
    expect(readOutcomeForm({ outcome: "maybe" }, facts).ok).toBe(false);
    expect(readOutcomeForm({ outcome: "extended", extendedTo: "2026-02-30" }, facts)).toMatchObject({
      errors: { extendedTo: "Give the new last day to join as a date." },
    });
    expect(readOutcomeForm({ outcome: "extended", extendedTo: "2027-01-16" }, facts)).toMatchObject({
      ok: true,
      choice: { outcome: "extended", extendedTo: "2027-01-16" },
    });
    const back = readOutcomeForm(
      { outcome: "returned", confirm: "yes", "method-HZ-1": "paystack", "method-HZ-2": "credit" },
      { ...facts, paystack: false },
    );
    expect(back.ok && [...back.choice.methods]).toEqual([
      ["HZ-1", "credit"],
      ["HZ-2", "credit"],
    ]);
  });
});
