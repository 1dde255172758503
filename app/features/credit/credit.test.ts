import { describe, expect, it } from "vitest";
import { nairaMoney, nairaUnits } from "~/features/currency";
import {
  balanceOf,
  codeFromBytes,
  formatCode,
  handlingFee,
  looksLikeCode,
  normaliseCode,
  readCreditForm,
  spendFrom,
  windowChecks,
} from "./credit";

const day = 24 * 3_600_000;
const delivered = new Date("2026-11-01T10:00:00Z");
const at = (ms: number) => new Date(delivered.getTime() + ms);

describe("the handling fee", () => {
  it("is 25% of the amount, to the nearest naira", () => {
    expect(handlingFee(nairaMoney(40_000))).toBe(nairaUnits(10_000));
    expect(handlingFee(nairaMoney(15_002))).toBe(nairaUnits(3_751)); // 3750.5 rounds up
    expect(handlingFee(nairaMoney(15_001))).toBe(nairaUnits(3_750));
    expect(handlingFee(nairaMoney(0))).toBe(nairaUnits(0));
    expect(handlingFee(nairaMoney(10_000), 10)).toBe(nairaUnits(1_000));
  });
});

describe("the terms' window", () => {
  const rules = (checks: ReturnType<typeof windowChecks>) => Object.fromEntries(checks.map((c) => [c.rule, c.ok]));

  it("passes an order delivered 2 days ago, with her message within a day, and no sale piece", () => {
    const checks = windowChecks({
      deliveredAt: delivered,
      contactedAt: at(3_600_000),
      now: at(2 * day),
      saleItems: [],
    });
    expect(rules(checks)).toEqual({ days: true, contacted: true, sale: true });
  });

  it("fails past 7 days, a message after 24 hours, and sale pieces, saying which", () => {
    const checks = windowChecks({
      deliveredAt: delivered,
      contactedAt: at(25 * 3_600_000),
      now: at(8 * day),
      saleItems: ["Coral Dress"],
    });
    expect(rules(checks)).toEqual({ days: false, contacted: false, sale: false });
    expect(checks.map((c) => c.text).join(" ")).toContain("Coral Dress");
    expect(checks.find((c) => c.rule === "days")?.text).toContain("8 days");
  });

  it("holds exactly 7 days and 24 hours as within", () => {
    const checks = windowChecks({ deliveredAt: delivered, contactedAt: at(day), now: at(7 * day), saleItems: [] });
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it("fails an order not delivered yet", () => {
    const checks = windowChecks({ deliveredAt: null, contactedAt: null, now: delivered, saleItems: [] });
    expect(rules(checks)).toEqual({ delivered: false, sale: true });
  });
});

describe("the owner's credit form", () => {
  const fine = windowChecks({ deliveredAt: delivered, contactedAt: null, now: at(day), saleItems: [] });
  const late = windowChecks({ deliveredAt: delivered, contactedAt: null, now: at(9 * day), saleItems: [] });
  const form = (over: Partial<Record<"amount" | "fee" | "reason" | "override", string>> = {}) => ({
    amount: "40,000",
    fee: "10000",
    reason: "Too small at the waist",
    override: "",
    ...over,
  });

  it("gives the amount less the fee", () => {
    const read = readCreditForm(form(), 4_000_000, fine);
    expect(read).toEqual({
      ok: true,
      value: { amount: 4_000_000, fee: 1_000_000, credit: 3_000_000, reason: "Too small at the waist", override: "" },
    });
  });

  it("refuses more than the order may still give, a fee not below the amount, and no reason", () => {
    const read = readCreditForm(form({ amount: "50000", reason: " " }), 4_000_000, fine);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.amount).toContain("₦40,000");
    expect(read.errors.reason).toBeDefined();
    const fee = readCreditForm(form({ fee: "40000" }), 4_000_000, fine);
    expect(!fee.ok && fee.errors.fee).toBe("The fee must be less than the amount.");
    const words = readCreditForm(form({ amount: "forty" }), 4_000_000, fine);
    expect(!words.ok && words.errors.amount).toBe('"forty" is not an amount: type it like ₦35,000 or 35k.');
  });

  it("needs a reason to override a rule the order does not meet", () => {
    const read = readCreditForm(form(), 4_000_000, late);
    expect(!read.ok && read.errors.override).toContain("say why");
    expect(readCreditForm(form({ override: "She wrote on day 6" }), 4_000_000, late).ok).toBe(true);
  });

  it("reads a dollar order's amounts as dollars and keeps them in cents, its cap said in dollars", () => {
    const read = readCreditForm(form({ amount: "$120.50", fee: "25" }), 12_050, fine, "USD");
    expect(read.ok && read.value).toMatchObject({ amount: 12_050, fee: 2_500, credit: 9_550 });
    const more = readCreditForm(form({ amount: "120.51", fee: "" }), 12_050, fine, "USD");
    expect(!more.ok && more.errors.amount).toContain("At most $120.50:");
    const words = readCreditForm(form({ amount: "", fee: "x" }), 12_050, fine, "USD");
    expect(!words.ok && words.errors).toMatchObject({
      amount: "Type an amount: type it like $120.50.",
      fee: '"x" is not an amount: type it like $120.50. Leave it empty for the terms\' 25%, 0 for none.',
    });
  });

  it("takes an empty fee as the terms' 25% of the amount typed, not of what the order holds", () => {
    const read = readCreditForm(form({ amount: "50k", fee: "" }), 13_050_000, fine);
    expect(read.ok && read.value).toMatchObject({ amount: 5_000_000, fee: 1_250_000, credit: 3_750_000 });
    const cents = readCreditForm(form({ amount: "$50.01", fee: " " }), 13_050, fine, "USD");
    expect(cents.ok && cents.value).toMatchObject({ amount: 5_001, fee: 1_250, credit: 3_751 });
    const none = readCreditForm(form({ fee: "0" }), 4_000_000, fine);
    expect(none.ok && none.value.credit).toBe(4_000_000);
  });
});

describe("the ledger's sums", () => {
  it("is the sum of the rows", () => {
    expect(balanceOf([])).toBe(0);
    expect(balanceOf([{ amount: 30_000 }, { amount: -12_000 }, { amount: 12_000 }, { amount: -30_000 }])).toBe(0);
    expect(balanceOf([{ amount: 30_000 }, { amount: -12_000 }])).toBe(18_000);
  });

  it("spends at most the balance, at most what the order asks", () => {
    expect(spendFrom(30_000, 45_000)).toBe(30_000);
    expect(spendFrom(30_000, 20_000)).toBe(20_000);
    expect(spendFrom(0, 20_000)).toBe(0);
    expect(spendFrom(-5, 20_000)).toBe(0);
  });
});

describe("codes", () => {
  it("are 20 characters of the alphabet, shown in fives, read back whatever she types", () => {
    const code = codeFromBytes(new Uint8Array(Array.from({ length: 20 }, (_, i) => i * 13)));
    expect(code).toHaveLength(20);
    expect(looksLikeCode(code)).toBe(true);
    const shown = formatCode(code);
    expect(shown).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    expect(normaliseCode(` ${shown.toLowerCase()} `)).toBe(code);
    expect(looksLikeCode("ABC")).toBe(false);
    expect(looksLikeCode("O".repeat(20))).toBe(false);
  });
});
