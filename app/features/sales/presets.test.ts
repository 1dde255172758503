import { describe, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import { instantOfLagosTime } from "~/lib/lagos-clock";
import { blackFridayPreset, decemberPreset } from "./presets";

const now = new Date("2026-11-25T10:00:00Z");

describe("sale presets", () => {
  it("schedules Black Friday from Friday to the end of Monday, Lagos time", () => {
    const preset = blackFridayPreset(seedRecords.products, now);
    expect(preset).toMatchObject({ name: "Black Friday", startsAt: "2026-11-27T00:00", endsAt: "2026-12-01T00:00" });
    expect(preset.scope.wholeShop).toBe(true);
  });

  it("schedules next year's Black Friday once this year's has ended", () => {
    const after = blackFridayPreset(seedRecords.products, instantOfLagosTime("2026-12-01T00:00")!);
    expect(after).toMatchObject({ startsAt: "2027-11-26T00:00", endsAt: "2027-11-30T00:00" });
    expect(blackFridayPreset(seedRecords.products, instantOfLagosTime("2026-11-30T23:59")!).startsAt).toBe(
      "2026-11-27T00:00",
    );
  });

  it("schedules December as the whole month", () => {
    expect(decemberPreset(seedRecords.products, now)).toMatchObject({
      startsAt: "2026-12-01T00:00",
      endsAt: "2027-01-01T00:00",
    });
    expect(decemberPreset(seedRecords.products, instantOfLagosTime("2027-01-01T00:00")!).startsAt).toBe(
      "2027-12-01T00:00",
    );
  });

  it("prices each product at its own bfDiscount and decDiscount, and combo parts not at all", () => {
    const coral = seedRecords.products.find((p) => p.name === "Coral Dress")!;
    const part = seedRecords.products.find((p) => p.comboPart)!;
    const bf = blackFridayPreset(seedRecords.products, now).discount;
    const dec = decemberPreset(seedRecords.products, now).discount;
    expect(bf.kind === "prices" && bf.prices[coral.id]).toBe(12_500);
    expect(dec.kind === "prices" && dec.prices[coral.id]).toBe(17_500);
    expect(bf.kind === "prices" && part.id in bf.prices).toBe(false);
  });
});
