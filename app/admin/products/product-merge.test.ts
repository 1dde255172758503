import { describe, expect, it } from "vitest";
import { SIZES } from "~/features/catalogue";
import type { ProductSnapshot } from "./product-changes";
import type { ProductFormValues } from "./product-input";
import { reapplyMine } from "./product-merge";

const long = (end: string) => `A floor-length dress in cotton voile, cut on the bias, with a tie and ${end}`;

const form = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: "Vega Dress",
  slug: "vega-dress",
  collection: "naledi",
  price: "35000",
  originalPrice: "",
  description: long("horn buttons."),
  sizes: ["M"],
  madeToOrder: false,
  stock: { M: "3" },
  comboItems: [],
  placements: [],
  published: false,
  ...over,
});

const snapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  name: "Vega Dress",
  slug: "vega-dress",
  collection: "naledi",
  price: 35000,
  originalPrice: null,
  description: long("horn buttons."),
  sizes: ["M"],
  madeToOrder: false,
  comboItems: [],
  placements: [],
  published: false,
  stock: { ...Object.fromEntries(SIZES.map((s) => [s, null])), M: 3 } as ProductSnapshot["stock"],
  ...over,
});

describe("a refused save re-applies only her changes on the saved product", () => {
  it("takes the other tab's description when she did not touch it, and keeps her price", () => {
    const saved = form({ description: long("brass buttons.") });
    const { values, fields } = reapplyMine(
      form({ price: "41000" }),
      saved,
      { description: [long("horn buttons."), long("brass buttons.")] },
      snapshot({ price: 41000 }),
    );
    expect(values).toEqual(form({ price: "41000", description: long("brass buttons.") }));
    expect(fields).toEqual([
      {
        label: "Description",
        before: `“${long("horn buttons.")}”`,
        saved: `“${long("brass buttons.")}”`,
        yours: null,
      },
    ]);
  });

  it("keeps hers where both changed a field, showing the three whole", () => {
    const { values, fields } = reapplyMine(
      form({ description: long("shell buttons.") }),
      form({ description: long("wood buttons.") }),
      { description: [long("horn buttons."), long("wood buttons.")] },
      snapshot({ description: long("shell buttons.") }),
    );
    expect(values.description).toBe(long("shell buttons."));
    expect(fields[0]!.yours).toBe(`“${long("shell buttons.")}”`);
  });

  it("takes a count by size, a status and ignores what the form does not hold", () => {
    const { values, fields } = reapplyMine(
      form(),
      form({ stock: { M: "1" }, published: true }),
      { "stock.M": [3, 1], published: [false, true], position: [2, 1] },
      snapshot(),
    );
    expect(values.stock).toEqual({ M: "1" });
    expect(values.published).toBe(true);
    expect(fields.map((f) => f.label)).toEqual(["Stock of M", "Status"]);
  });
});
