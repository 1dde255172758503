import { describe, expect, it } from "vitest";
import { decideDiscount, qualifies, type DiscountFacts, type DiscountRules } from "./discounts";

const now = new Date("2026-11-28T12:00:00Z");
const rules = (r: Partial<DiscountRules> = {}): DiscountRules => ({
  code: "BLACKFRIDAY",
  kind: "percent",
  value: 20,
  minimumOrder: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerEmail: null,
  collectionsMode: "all",
  collections: [],
  includeSale: false,
  active: true,
  onlyEmail: null,
  ...r,
});
const facts = (f: Partial<DiscountFacts> = {}): DiscountFacts => ({
  lines: [
    { collection: "naledi", onSale: false, lineTotal: 4_000_000 },
    { collection: "genesis", onSale: false, lineTotal: 1_000_000 },
    { collection: "naledi", onSale: true, lineTotal: 500_000 },
  ],
  orderTotal: 6_000_000,
  email: "ada@example.com",
  now,
  usesTotal: 0,
  usesByEmail: 0,
  ...f,
});

describe("decideDiscount", () => {
  it("takes a percentage off a dollar order in cents, and refuses naira off or a naira minimum in words", () => {
    expect(decideDiscount(rules({ value: 10 }), facts({ currency: "USD" }))).toMatchObject({
      ok: true,
      amount: 500_000,
    });
    const fixed = decideDiscount(rules({ kind: "amount", value: 5_000 }), facts({ currency: "USD" }));
    expect(fixed).toMatchObject({ ok: false, reason: "nairaOnly" });
    expect(!fixed.ok && fixed.text).toMatch(/takes naira off, and this order is in US dollars/);
    expect(decideDiscount(rules({ minimumOrder: 20_000 }), facts({ currency: "USD" }))).toMatchObject({ ok: false });
    expect(decideDiscount(rules({ kind: "amount", value: 5_000 }), facts())).toMatchObject({
      ok: true,
      amount: 500_000,
    });
  });

  it("takes a percentage of the qualifying lines, sale pieces left out, rounded down to the naira", () => {
    expect(decideDiscount(rules({ value: 15 }), facts())).toEqual({ ok: true, amount: 750_000, qualifying: 5_000_000 });
    expect(decideDiscount(rules({ value: 33 }), facts()).ok && decideDiscount(rules({ value: 33 }), facts())).toEqual({
      ok: true,
      amount: 1_650_000,
      qualifying: 5_000_000,
    });
  });

  it("counts sale pieces when the owner ticked so", () => {
    expect(decideDiscount(rules({ includeSale: true }), facts())).toMatchObject({ ok: true, qualifying: 5_500_000 });
  });

  it("covers only the collections included, or all but those excluded", () => {
    expect(decideDiscount(rules({ collectionsMode: "include", collections: ["genesis"] }), facts())).toMatchObject({
      amount: 200_000,
    });
    expect(decideDiscount(rules({ collectionsMode: "exclude", collections: ["genesis"] }), facts())).toMatchObject({
      amount: 800_000,
    });
    expect(
      qualifies(rules({ collectionsMode: "include", collections: ["naledi"] }), {
        collection: undefined,
        onSale: false,
        lineTotal: 1,
      }),
    ).toBe(false);
  });

  it("takes an amount at most what the qualifying lines come to, and never the whole order", () => {
    expect(decideDiscount(rules({ kind: "amount", value: 5_000 }), facts())).toMatchObject({ amount: 500_000 });
    expect(decideDiscount(rules({ kind: "amount", value: 90_000 }), facts())).toMatchObject({ amount: 5_000_000 });
    const all = facts({
      lines: [{ collection: "naledi", onSale: false, lineTotal: 1_000_000 }],
      orderTotal: 1_000_000,
    });
    expect(decideDiscount(rules({ value: 100 }), all)).toMatchObject({ ok: true, amount: 999_900 });
  });

  it("says why in words when it does not apply", () => {
    const reason = (r: Partial<DiscountRules>, f: Partial<DiscountFacts> = {}) => {
      const out = decideDiscount(rules(r), facts(f));
      return out.ok ? "applies" : `${out.reason}: ${out.text}`;
    };
    expect(decideDiscount(undefined, facts())).toMatchObject({ ok: false, reason: "unknown" });
    expect(reason({ active: false })).toMatch(/^off: .*not in use/);
    expect(reason({ startsAt: new Date("2026-11-29T00:00:00Z") })).toMatch(
      /^notStarted: .*starts on Sunday 29 November/,
    );
    expect(reason({ endsAt: new Date("2026-11-28T11:00:00Z") })).toMatch(/^ended: .*ended on/);
    expect(reason({ endsAt: new Date("2026-11-28T12:00:00Z") })).toMatch(/^ended/); // the end itself is over
    expect(reason({ minimumOrder: 60_000 })).toMatch(/^belowMinimum: .*at least ₦60,000/);
    expect(reason({ minimumOrder: 50_000 })).toBe("applies");
    expect(reason({ totalUses: 3 }, { usesTotal: 3 })).toMatch(/^usedUp/);
    expect(reason({ totalUses: 3 }, { usesTotal: 2 })).toBe("applies");
    expect(reason({ usesPerEmail: 1 }, { usesByEmail: 1 })).toMatch(/^alreadyUsed: .*this email address/);
    expect(reason({ onlyEmail: "bola@example.com" })).toMatch(/^notYours/);
    expect(reason({ onlyEmail: "ADA@example.com" })).toBe("applies");
    expect(reason({ collectionsMode: "include", collections: ["mysthique"] })).toMatch(/^noQualifying/);
  });
});
