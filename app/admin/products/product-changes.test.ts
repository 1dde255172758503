import { describe, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import {
  actorName,
  changesBetween,
  describeChanges,
  eventTitle,
  mergeChanges,
  snapshotOfRecord,
  type ProductSnapshot,
} from "./product-changes";
import { stockWarnings, warningText } from "./stock-warnings";

const orion = seedRecords.products.find((p) => p.name === "Orion Dress")!;
const before: ProductSnapshot = snapshotOfRecord(orion, [], { M: 2 });

describe("a product's history", () => {
  it("records each changed field with its old and new value, stock by size", () => {
    const after = { ...before, price: 30000, published: false, stock: { ...before.stock, M: 5, L: 0 } };
    expect(changesBetween(before, after)).toEqual({
      price: [orion.price, 30000],
      published: [true, false],
      "stock.M": [2, 5],
      "stock.L": [null, 0],
    });
    expect(changesBetween(before, { ...before })).toEqual({});
  });

  it("reads as sentences, in the form's order whatever the stored order", () => {
    const lines = describeChanges({
      "stock.L": [null, 0],
      published: [true, false],
      originalPrice: [null, 40000],
      price: [35000, 30000],
      description: ["Short.", "x".repeat(80)],
      collection: ["naledi", "genesis"],
      sizes: [["S", "M"], ["M"]],
      comboItems: [[], [59, 60]],
      madeToOrder: [true, false],
    });
    expect(lines).toEqual([
      "Collection Naledi → Genesis",
      "Price ₦35,000 → ₦30,000",
      "Struck-through price none → ₦40,000",
      `Description “Short.” → “${"x".repeat(59)}…”`,
      "Making Made to order → Ready to wear",
      "Sizes S, M → M",
      "Stock of L not counted → 0",
      "Combo parts none → #59, #60",
      "Status Published → Draft",
    ]);
  });

  it("merges several saves into what changed overall, dropping fields back where they were", () => {
    expect(
      mergeChanges([
        { price: [35000, 30000], name: ["A", "B"] },
        { price: [30000, 28000], "stock.M": [null, 3] },
        { name: ["B", "A"] },
      ]),
    ).toEqual({ price: [35000, 28000], "stock.M": [null, 3] });
  });

  it("titles each kind of entry", () => {
    expect(eventTitle("duplicate", { copyOf: [null, 12] })).toBe("Created as a copy of #12");
    expect(eventTitle("duplicate", { copyOf: [null, 12], photos: [null, 3] })).toBe(
      "Created as a copy of #12, with its 3 photos",
    );
    expect(eventTitle("duplicate", { copyOf: [null, 12], photos: [null, 1] })).toBe(
      "Created as a copy of #12, with its photo",
    );
    expect(eventTitle("move", { position: [3, 2] })).toBe("Moved up in its listing");
    expect(eventTitle("move", { position: [2, 3] })).toBe("Moved down in its listing");
    expect(eventTitle("unpublish", {})).toBe("Unpublished");
  });
});

describe("stock warnings", () => {
  const ready = { sizes: ["S", "M", "L", "XL"] as const, madeToOrder: false };

  it("names offered sizes sold out or at 3 or fewer, in size order", () => {
    const warnings = stockWarnings(ready, { XL: 1, S: 0, M: 4, XS: 0 });
    expect(warningText(warnings)).toBe("S sold out · XL 1 left");
  });

  it("says nothing of a piece made to order or not counted", () => {
    expect(stockWarnings({ ...ready, madeToOrder: true }, { S: 0 })).toEqual([]);
    expect(stockWarnings(ready, undefined)).toEqual([]);
  });
});

describe("who made a change", () => {
  it("names the owner the same way in every session", () => {
    expect(actorName("admin 25319ca2")).toBe("You");
    expect(actorName("admin 0badf00d")).toBe("You");
    expect(actorName("admin")).toBe("You");
    expect(actorName("prices file")).toBe("prices file");
  });
});
