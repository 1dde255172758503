import { describe, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import { blackFridayPreset, decemberPreset, saleBadge } from "~/features/sales";
import { checkSaleForm, readSaleForm, type SaleFormValues } from "./sale-input";
import { newSaleValues, presetValues, saleValues } from "./sale-values";

const products = seedRecords.products;
const now = new Date("2026-11-25T10:00:00.000Z");
const ctx = { products, now, isNew: true };
const coral = 37; // Coral Dress, ₦25,000, Hazelbee
const bb = 42; // BB Ensemble, ₦15,000, already at its Black Friday price
const part = products.find((p) => p.comboPart)!;

const percentSale = (over: Partial<SaleFormValues> = {}): SaleFormValues => ({
  ...newSaleValues(),
  name: "Weekend",
  startsAt: "2026-11-28T00:00",
  endsAt: "2026-11-30T00:00",
  percent: "20",
  ...over,
});

const errorsOf = (v: SaleFormValues, context = ctx) => {
  const checked = checkSaleForm(v, context);
  return checked.ok ? {} : checked.errors;
};
const inputOf = (v: SaleFormValues, context = ctx) => {
  const checked = checkSaleForm(v, context);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.input;
};

describe("reading the sale form", () => {
  it("reads each product row's choice and price by id, and the collections ticked", () => {
    const form = new URLSearchParams(
      "name=Flash&startsAt=2026-11-28T10%3A00&endsAt=2026-11-29T10%3A00%3A30&scope=chosen&collections=naledi&collections=genesis" +
        "&in-37=add&price-37=9%2C999&in-12=&price-12=&in-42=out&kind=prices&percent=&announce=yes",
    );
    expect(readSaleForm(form)).toEqual({
      name: "Flash",
      badge: "",
      startsAt: "2026-11-28T10:00",
      endsAt: "2026-11-29T10:00:30",
      scope: "chosen",
      collections: ["naledi", "genesis"],
      products: { "37": "add", "12": "", "42": "out" },
      kind: "prices",
      percent: "",
      prices: { "37": "9,999", "12": "" },
      announce: "yes",
    });
    expect(readSaleForm(new URLSearchParams("announce=on")).announce).toBe("");
  });
});

describe("the sale form's rules", () => {
  it("takes the Black Friday preset as it fills the form: Lagos midnights, each product at its bfDiscount", () => {
    const input = inputOf(presetValues(blackFridayPreset(products, now), products));
    expect(input).toMatchObject({
      name: "Black Friday",
      startsAt: "2026-11-26T23:00:00.000Z",
      endsAt: "2026-11-30T23:00:00.000Z",
      scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
    });
    const prices = input.discount.kind === "prices" ? input.discount.prices : {};
    expect(prices[coral]).toBe(12_500);
    expect(bb in prices).toBe(false); // its price is its Black Friday price already: it keeps it
    expect(part.id in prices).toBe(false); // combo parts carry no discount
  });

  it("takes the December preset from 1 December 00:00 to 1 January 00:00, Lagos time", () => {
    const input = inputOf(presetValues(decemberPreset(products, now), products));
    expect(input).toMatchObject({ startsAt: "2026-11-30T23:00:00.000Z", endsAt: "2026-12-31T23:00:00.000Z" });
    expect(input.discount.kind === "prices" && input.discount.prices[coral]).toBe(17_500);
  });

  it("reads Lagos midnight as 23:00 UTC the day before, and keeps seconds", () => {
    expect(inputOf(percentSale({ startsAt: "2026-12-01T00:00", endsAt: "2027-01-01T00:00" }))).toMatchObject({
      startsAt: "2026-11-30T23:00:00.000Z",
      endsAt: "2026-12-31T23:00:00.000Z",
    });
    expect(inputOf(percentSale({ startsAt: "2026-11-27T23:59:59", endsAt: "2026-11-28T00:00:01" }))).toMatchObject({
      startsAt: "2026-11-27T22:59:59.000Z",
      endsAt: "2026-11-27T23:00:01.000Z",
    });
    expect(inputOf(percentSale({ startsAt: "2026-11-28 10:00", endsAt: "2026-11-28 10:00:01" })).endsAt).toBe(
      "2026-11-28T09:00:01.000Z",
    );
  });

  it("refuses a date that is not real, or missing, beside its field", () => {
    expect(errorsOf(percentSale({ startsAt: "2026-02-30T10:00", endsAt: "2026-11-27T24:00" }))).toEqual({
      startsAt: "Choose a real date and time, like 2026-11-27 00:00.",
      endsAt: "Choose a real date and time, like 2026-11-27 00:00.",
    });
    expect(errorsOf(percentSale({ startsAt: "", endsAt: " " }))).toEqual({
      startsAt: "Choose when the sale starts.",
      endsAt: "Choose when the sale ends.",
    });
  });

  it("wants the end after the start, to the second, and names the start in Lagos time", () => {
    expect(errorsOf(percentSale({ startsAt: "2026-11-28T00:00", endsAt: "2026-11-28T00:00:00" }))).toEqual({
      endsAt: "The end must come after the start (Saturday 28 November 2026 at 00:00).",
    });
    expect(errorsOf(percentSale({ startsAt: "2026-11-28T00:00:30", endsAt: "2026-11-28T00:00:10" })).endsAt).toBe(
      "The end must come after the start (Saturday 28 November 2026 at 00:00:30).",
    );
    expect(errorsOf(percentSale({ startsAt: "2026-11-28T00:00", endsAt: "2026-11-28T00:00:01" }))).toEqual({});
  });

  it("refuses a new sale that has already ended, but not a change to one", () => {
    const ended = percentSale({ startsAt: "2026-11-20T00:00", endsAt: "2026-11-25T11:00" }); // 10:00 UTC is 11:00 in Lagos
    expect(errorsOf(ended)).toEqual({ endsAt: "This end has already passed: choose a time still to come." });
    expect(inputOf(ended, { ...ctx, isNew: false }).startsAt).toBe("2026-11-19T23:00:00.000Z");
    expect(errorsOf({ ...ended, endsAt: "2026-11-25T11:00:01" })).toEqual({});
  });

  it("starts a new sale whose start has passed as it is saved, to the second", () => {
    const started = percentSale({ startsAt: "2026-11-01T00:00", endsAt: "2026-11-28T00:00" });
    expect(inputOf(started, { ...ctx, now: new Date("2026-11-25T10:00:07.450Z") }).startsAt).toBe(
      "2026-11-25T10:00:07.000Z",
    );
    expect(inputOf(started, { ...ctx, isNew: false }).startsAt).toBe("2026-10-31T23:00:00.000Z");
  });

  it("wants a name of 1 to 60 characters, its spaces tidied", () => {
    expect(errorsOf(percentSale({ name: "  " })).name).toBe("Type the sale's name, like “Black Friday”.");
    expect(errorsOf(percentSale({ name: "x".repeat(61) })).name).toBe("Keep the name to 60 characters or fewer.");
    expect(inputOf(percentSale({ name: `  Easter\n  ${"x".repeat(50)} ` })).name).toBe(`Easter ${"x".repeat(50)}`);
  });

  it.each(["0", "91", "12.5", "abc", "", "-5"])("refuses %j percent off", (percent) => {
    expect(errorsOf(percentSale({ percent })).percent).toMatch(/whole number from 1 to 90/);
  });

  it("takes 1 to 90 percent off", () => {
    expect(inputOf(percentSale({ percent: " 90 " })).discount).toEqual({ kind: "percent", percent: 90 });
    expect(inputOf(percentSale({ percent: "1" })).discount).toEqual({ kind: "percent", percent: 1 });
  });

  describe("a sale price per product", () => {
    const priced = (prices: Record<string, string>, over: Partial<SaleFormValues> = {}) =>
      percentSale({ kind: "prices", percent: "", prices, ...over });

    it("wants whole naira above 0 and below the product's regular price, which the message says", () => {
      expect(errorsOf(priced({ [coral]: "25000", 12: "0", 1: "12.5" }))).toEqual({
        "price-37": "It must be below its regular price, ₦25,000.",
        "price-12": "A sale price must be above ₦0.",
        "price-1": "Naira are whole here: type it like ₦35,000 or 35k.",
      });
      expect(errorsOf(priced({ [coral]: "abc" }))).toEqual({
        "price-37": '"abc" is not an amount: type it like ₦35,000 or 35k.',
      });
      expect(inputOf(priced({ [coral]: "24k" })).discount).toEqual({ kind: "prices", prices: { [coral]: 24_000 } });
      expect(inputOf(priced({ [coral]: "₦24,999", 12: " " })).discount).toEqual({
        kind: "prices",
        prices: { [coral]: 24_999 },
      });
    });

    it("wants at least one, and keeps none for products the sale does not cover", () => {
      expect(errorsOf(priced({ [coral]: "" }))).toEqual({
        prices: "Give at least one product in the sale a sale price.",
      });
      const naledi = priced({ [coral]: "99999999", 1: "20000" }, { scope: "chosen", collections: ["naledi"] });
      expect(inputOf(naledi).discount).toEqual({ kind: "prices", prices: { 1: 20_000 } });
      expect(inputOf(priced({ [coral]: "9999", 1: "20000" }, { products: { 1: "out" } })).discount).toEqual({
        kind: "prices",
        prices: { [coral]: 9_999 },
      });
    });

    it("prices a combo part only when it is added by name", () => {
      const typed = { [part.id]: "1000", [coral]: "9999" };
      expect(inputOf(priced(typed)).discount).toEqual({ kind: "prices", prices: { [coral]: 9_999 } });
      const added = inputOf(priced(typed, { products: { [part.id]: "add" } }));
      expect(added.scope.productIds).toEqual([part.id]);
      expect(added.discount).toEqual({ kind: "prices", prices: { [coral]: 9_999, [part.id]: 1_000 } });
    });
  });

  describe("the scope", () => {
    it("must cover at least one product", () => {
      expect(errorsOf(percentSale({ scope: "chosen" }))).toEqual({
        scope: "This sale covers no product: choose the whole shop, a collection or a product.",
      });
      const onlyPart = percentSale({ scope: "chosen", products: { [part.id]: "out" } });
      expect(errorsOf(onlyPart).scope).toMatch(/covers no product/);
    });

    it("takes collections and products added or left out, and ignores collections with the whole shop", () => {
      const chosen = percentSale({
        scope: "chosen",
        collections: ["naledi", "genesis", "naledi"],
        products: { [coral]: "add", 1: "out", 2: "" },
      });
      expect(inputOf(chosen).scope).toEqual({
        wholeShop: false,
        collections: ["naledi", "genesis"],
        productIds: [coral],
        excludedIds: [1],
      });
      expect(inputOf({ ...chosen, scope: "shop" }).scope.collections).toEqual([]);
    });

    it("refuses a collection, a product or a choice it does not know", () => {
      expect(errorsOf(percentSale({ scope: "chosen", collections: ["atlantis"] })).collections).toBe(
        "Choose collections from the list.",
      );
      expect(errorsOf(percentSale({ products: { 9999: "add" } })).form).toMatch(/no longer in the shop/);
      expect(errorsOf(percentSale({ prices: { abc: "100" } })).form).toMatch(/no longer in the shop/);
      const odd = readSaleForm(new URLSearchParams("in-__proto__=add&price-constructor=1"));
      expect([odd.products, odd.prices]).toEqual([{ "?": "add" }, { "?": "1" }]);
      expect(errorsOf({ ...percentSale(), products: odd.products }).form).toMatch(/no longer in the shop/);
      expect(errorsOf(percentSale({ products: { [coral]: "maybe" } }))).toEqual({ "in-37": "Choose from the list." });
      expect(errorsOf(percentSale({ scope: "everything" })).scope).toMatch(/whole shop/);
      expect(errorsOf(percentSale({ kind: "free" })).kind).toBe(
        "Choose a percentage off, or a sale price per product.",
      );
    });
  });

  it("fills the form of a stored sale back as it was typed", () => {
    const typed = percentSale({
      startsAt: "2026-11-28T00:00:30",
      scope: "chosen",
      collections: ["naledi"],
      products: { [coral]: "add", 1: "out" },
    });
    const input = inputOf(typed);
    expect(saleValues({ id: 1, ...input })).toEqual({ ...typed, prices: {} });
  });
});

describe("the sale form's body", () => {
  it("fits the admin's 32 kB limit with every row filled, for five hundred products", () => {
    const form = new URLSearchParams({
      name: "x".repeat(60),
      startsAt: "2026-11-27T00:00:00",
      endsAt: "2026-12-01T00:00:00",
    });
    form.set("scope", "chosen");
    for (const c of ["mysthique", "genesis", "naledi", "resurgence", "bubble-girl", "hazelbee"])
      form.append("collections", c);
    form.set("kind", "prices");
    for (let id = 1; id <= 500; id += 1) {
      form.set(`in-${id}`, "add");
      form.set(`price-${id}`, "999999999");
    }
    form.set("version", "123456789");
    form.set("intent", "save");
    expect(new TextEncoder().encode(form.toString()).length).toBeLessThan(32 * 1024);
  });
});

describe("a sale's badge for shoppers", () => {
  it("is kept apart from its name, trimmed; empty is the default", () => {
    expect(inputOf(percentSale({ badge: "  Weekend   treat " })).badge).toBe("Weekend treat");
    expect(inputOf(percentSale({ badge: "  " })).badge).toBeNull();
    expect(inputOf(percentSale()).name).toBe("Weekend");
  });

  it("is refused beyond 24 characters, beside its field", () => {
    expect(errorsOf(percentSale({ badge: "x".repeat(25) }))).toEqual({
      badge: "Keep the badge to 24 characters or fewer, like “20% off”.",
    });
  });

  it("reads as its percentage off, or Sale for set prices, when none was typed", () => {
    const percent = { kind: "percent", percent: 20 } as const;
    expect(saleBadge({ discount: percent })).toBe("20% off");
    expect(saleBadge({ discount: { kind: "prices", prices: { 37: 9_999 } } })).toBe("Sale");
    expect(saleBadge({ badge: "Black Friday", discount: percent })).toBe("Black Friday");
  });
});
