import { describe, expect, it } from "vitest";
import { emptyDiscountForm, formOfDiscount, readDiscountForm, readWelcomeForm } from "./discount-form";

const slugs = ["naledi", "genesis"];
const typed = (f: Partial<typeof emptyDiscountForm>) => ({ ...emptyDiscountForm, ...f });

describe("readDiscountForm", () => {
  it("reads a code as shoppers type it, Lagos times, limits and collections", () => {
    const read = readDiscountForm(
      typed({
        code: "black-friday 26",
        value: "20",
        minimumOrder: "₦50,000",
        startsAt: "2026-11-28T00:00",
        endsAt: "2026-11-30T23:59",
        totalUses: "100",
        collectionsMode: "exclude",
        collections: ["genesis"],
      }),
      slugs,
    );
    expect(read).toEqual({
      ok: true,
      value: {
        code: "BLACKFRIDAY26",
        kind: "percent",
        value: 20,
        minimumOrder: 50_000,
        startsAt: new Date("2026-11-27T23:00:00Z"),
        endsAt: new Date("2026-11-30T22:59:00Z"),
        totalUses: 100,
        usesPerEmail: 1,
        collectionsMode: "exclude",
        collections: ["genesis"],
        includeSale: false,
        active: true,
      },
    });
    if (read.ok) expect(readDiscountForm(formOfDiscount(read.value), slugs)).toEqual(read);
  });

  it("gives each bad field its message", () => {
    const read = readDiscountForm(
      typed({
        code: "ab",
        value: "120",
        minimumOrder: "lots",
        startsAt: "2026-11-30T00:00",
        endsAt: "2026-11-29T00:00",
        totalUses: "0",
        usesPerEmail: "x",
        collectionsMode: "include",
        collections: [],
      }),
      slugs,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(
      ["code", "collections", "endsAt", "minimumOrder", "totalUses", "usesPerEmail", "value"].sort(),
    );
    expect(read.errors.value).toBe("A percentage is at most 100.");
    expect(readDiscountForm(typed({ code: "OK1", value: "5", collections: ["nowhere"] }), slugs)).toMatchObject({
      ok: false,
      errors: { collections: "Choose collections from the list." },
    });
  });
});

describe("readWelcomeForm", () => {
  it("reads the owner's welcome offer, off unless ticked", () => {
    expect(readWelcomeForm({ active: "", kind: "amount", value: "5,000", minimumOrder: "", validDays: "30" })).toEqual({
      ok: true,
      value: { active: false, kind: "amount", value: 5_000, minimumOrder: 0, validDays: 30 },
    });
    expect(readWelcomeForm({ active: "on", kind: "percent", value: "0", minimumOrder: "", validDays: "400" })).toEqual({
      ok: false,
      errors: {
        value: "Enter the percentage off, a whole number from 1 to 100.",
        validDays: "Give the days the code is valid as a whole number from 1 to 365, or leave it empty for no end.",
      },
    });
  });
});
