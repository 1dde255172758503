import { describe, expect, it } from "vitest";
import { byId, coral, csvOf, orion, rowsOf } from "./test-price-files";
import { priceFileCsv, readPriceFile, type PricedProduct } from "./price-file";
import { canApply, changeCount, fileProductIds, planFromFile } from "./price-plan";

const exported = (...products: PricedProduct[]) => rowsOf(priceFileCsv(products, (s) => s));

/** The exported rows of these products, changed by `edit`, planned against `now` (the products as they are at import). */
function plan(
  products: PricedProduct[],
  edit: (rows: string[][]) => void,
  now: PricedProduct[] = products,
  eol = "\r\n",
) {
  const rows = exported(...products);
  edit(rows);
  return planFromFile(readPriceFile(csvOf(rows, eol)), byId(...now));
}

/** Column indexes of the exported file. */
const ID = 0;
const VERSION = 1;
const PRICE = 5;
const STRUCK = 6;
const USD = 7;
const XS = 8;
const S = 9;
const M = 10;

describe("planFromFile", () => {
  it("lists every change of every product, in the history's field names, and counts the rows left as they were", () => {
    const p = plan([coral(), orion()], (rows) => {
      rows[1]![PRICE] = "27500";
      rows[1]![STRUCK] = "30000";
      rows[1]![M] = "5";
      rows[1]![XS] = "not counted";
    });
    expect(p.changes).toEqual([
      {
        id: 37,
        name: "Coral Dress",
        row: 2,
        version: 1,
        changes: { price: [25000, 27500], originalPrice: [null, 30000], "stock.M": [3, 5] },
        prices: { price: 27500, originalPrice: 30000 },
      },
    ]);
    expect(p).toMatchObject({ problems: [], fileErrors: [], rows: 2, unchanged: 1, keptFromShop: 0 });
    expect(canApply(p)).toBe(true);
    expect(changeCount(p)).toBe(3);
  });

  it("takes prices as a spreadsheet may have reformatted them, as the product editor does", () => {
    for (const typed of ["35,000", "₦35,000", "₦ 35 000", " 35000 ", "35k"]) {
      const p = plan([coral()], (rows) => (rows[1]![PRICE] = typed));
      expect(p.changes[0]?.changes.price, typed).toEqual([25000, 35000]);
    }
  });

  it("refuses what is not whole naira, or not a count of pieces, saying which cell and why in words", () => {
    const p = plan([coral()], (rows) => {
      rows[1]![PRICE] = "35000.50";
      rows[1]![M] = "-1";
      rows[1]![S] = "two";
    });
    expect(p.changes).toEqual([]);
    expect(p.problems).toEqual([
      {
        row: 2,
        productId: 37,
        name: "Coral Dress",
        messages: [
          "Price “35000.50”: Naira are whole here: type it like ₦35,000 or 35k.",
          "Stock of S “two”: A whole number from 0, or empty to not count it.",
          "Stock of M “-1”: A whole number from 0, or empty to not count it.",
        ],
      },
    ]);
    expect(canApply(p)).toBe(false);
  });

  describe("the dollar price", () => {
    it("changes a product's own dollar price, as a price change, in whole cents", () => {
      const p = plan([coral(), orion()], (rows) => {
        rows[1]![USD] = "$1,200.5";
        rows[2]![USD] = "130";
      });
      expect(p.problems).toEqual([]);
      expect(p.changes.map((c) => [c.id, c.changes, c.prices])).toEqual([
        [37, { dollarPrice: [null, 120050] }, { price: 25000, originalPrice: null }],
        [3, { dollarPrice: [12000, 13000] }, { price: 140000, originalPrice: 160000 }],
      ]);
      expect(changeCount(p)).toBe(2);
      expect(canApply(p)).toBe(true);
    });

    it("clears it when the cell is emptied: the naira price at the rate", () => {
      const p = plan([orion()], (rows) => (rows[1]![USD] = ""));
      expect(p.changes.map((c) => c.changes)).toEqual([{ dollarPrice: [12000, null] }]);
    });

    it("changes nothing for the dollars as exported, however they are typed", () => {
      for (const typed of ["120.00", "120", "$120", " 120.0 "]) {
        const p = plan([orion()], (rows) => (rows[1]![USD] = typed));
        expect(p, typed).toMatchObject({ changes: [], problems: [], unchanged: 1 });
      }
    });

    it("refuses a 0, a negative, more than two decimals, more than $1,000,000 and words, saying which cell and why", () => {
      const refused = (typed: string) => plan([orion()], (rows) => (rows[1]![USD] = typed)).problems[0]?.messages;
      expect(refused("0")).toEqual([
        "Price in US dollars “0”: It must be above $0, or leave it empty to convert the naira price at your rate.",
      ]);
      expect(refused("-120")).toEqual([
        "Price in US dollars “-120”: It must be above $0: type it like 120 or 120.50, or leave it empty to convert the naira price at your rate.",
      ]);
      expect(refused("120.505")).toEqual([
        "Price in US dollars “120.505”: At most two decimals: type it like $120.50, or leave it empty to convert the naira price at your rate.",
      ]);
      expect(refused("1000001")).toEqual([
        "Price in US dollars “1000001”: That is above $1,000,000.00: check the dollar price.",
      ]);
      expect(refused("a lot")).toEqual([
        'Price in US dollars “a lot”: "a lot" is not an amount: type it like $120.50, or leave it empty to convert the naira price at your rate.',
      ]);
    });

    it("keeps it when the file has no dollar column", () => {
      const rows = exported(orion());
      const slim = rows.map((r) => [r[ID]!, r[VERSION]!, r[PRICE]!]);
      slim[1]![2] = "150000";
      const p = planFromFile(readPriceFile(csvOf(slim)), byId(orion()));
      expect(p.changes.map((c) => c.changes)).toEqual([{ price: [140000, 150000] }]);
    });

    it("refuses her changed dollar cell when the product was saved since, and keeps the shop's when she left it", () => {
      const saved = orion({ version: 5, dollarPrice: 12500 });
      const changed = plan([orion()], (rows) => (rows[1]![USD] = "130"), [saved]);
      expect(changed.problems[0]?.messages[0]).toMatch(/^The product was saved in the shop after this file was made/);
      const left = plan([orion()], () => {}, [saved]);
      expect(left).toMatchObject({ changes: [], problems: [], keptFromShop: 1 });
    });

    it("tells a dollar change apart in the version cell, as a price change", () => {
      // The same version, another dollar price than exported: her row as exported keeps the shop's.
      const p = plan([orion()], () => {}, [orion({ dollarPrice: 12500 })]);
      expect(p).toMatchObject({ changes: [], problems: [], keptFromShop: 1 });
    });
  });

  it("refuses a decimal-comma price such as 35.000, which would read as ₦35", () => {
    const p = plan([coral()], (rows) => (rows[1]![PRICE] = "35.000"));
    expect(p.problems[0]?.messages).toEqual(["Price “35.000”: Naira are whole here: type it like ₦35,000 or 35k."]);
  });

  it("keeps the editor's rules of the struck-through price: above the price, or empty for none", () => {
    const below = plan([orion()], (rows) => (rows[1]![STRUCK] = "140000"));
    expect(below.problems[0]?.messages).toEqual([
      "Struck-through price “140000”: It must be above the price (₦140,000), or left empty.",
    ]);
    const none = plan([orion()], (rows) => (rows[1]![STRUCK] = ""));
    expect(none.changes[0]?.changes).toEqual({ originalPrice: [160000, null] });
    expect(none.changes[0]?.prices).toEqual({ price: 140000, originalPrice: null });
    const zero = plan([coral()], (rows) => (rows[1]![PRICE] = "0"));
    expect(zero.problems[0]?.messages).toEqual(["Price “0”: The price must be above ₦0."]);
  });

  it("refuses a count for a size not offered, or for a made-to-order piece, and takes the words that keep no count", () => {
    const p = plan([orion(), coral({ sizes: ["M", "L"] })], (rows) => {
      rows[1]![M] = "2";
      rows[2]![XS] = "4";
      rows[2]![M] = "NOT COUNTED";
    });
    expect(p.problems.map((r) => r.messages)).toEqual([
      [
        "Stock of M “2”: the product is made to order, so its sizes are not counted. Make it ready to wear on its page first, or leave “made to order”.",
      ],
      ["Stock of XS “4”: the product is not offered in XS. Offer the size on its page first, or leave “not offered”."],
    ]);
    const fine = plan([orion(), coral({ sizes: ["M", "L"] })], (rows) => {
      rows[1]![M] = "";
      rows[2]![XS] = "";
      rows[2]![M] = "not counted";
    });
    expect(fine.problems).toEqual([]);
    expect(fine.changes.map((c) => c.changes)).toEqual([{ "stock.M": [3, null] }]);
  });

  it("refuses a row without an id, with an id that is none, of no product, or of a product on another row", () => {
    const p = plan([coral(), orion()], (rows) => {
      rows.push([...rows[1]!]);
      rows.push(["", ...rows[1]!.slice(1)]);
      rows.push(["Coral", ...rows[1]!.slice(1)]);
      rows.push(["999", ...rows[1]!.slice(1)]);
    });
    expect(p.problems).toEqual([
      {
        row: 4,
        productId: 37,
        name: "Coral Dress",
        messages: ["Product #37 is also on row 2: keep one of the two rows."],
      },
      {
        row: 5,
        productId: null,
        name: null,
        messages: ["It has no product id: every row needs the id it was downloaded with."],
      },
      {
        row: 6,
        productId: null,
        name: null,
        messages: ["“Coral” is not a product id: put back the id it was downloaded with."],
      },
      {
        row: 7,
        productId: null,
        name: null,
        messages: ["The shop has no product #999 (it may have been deleted): delete this row."],
      },
    ]);
  });

  it("refuses a row whose version cell was changed, and one whose cells do not line up with the header", () => {
    const p = plan([coral(), orion()], (rows) => {
      rows[1]![VERSION] = "3";
      rows[2] = rows[2]!.slice(0, 5);
    });
    expect(p.problems.map((r) => r.messages[0])).toEqual([
      "The version cell “3” is not as it was downloaded: put it back, or download a new file.",
      "It has 5 cells where the header has 15 columns: it may have been cut short.",
    ]);
  });

  describe("rows whose cells were moved apart from their product ids", () => {
    // Three products at the same version, none counting stock: before, nothing told their rows apart.
    const products = [
      coral({ id: 10, price: 10000, originalPrice: 10000, sizes: ["M"], madeToOrder: true, stock: {} }),
      coral({ id: 11, price: 30000, originalPrice: 30000, sizes: ["M"], madeToOrder: true, stock: {} }),
      coral({ id: 12, price: 20000, originalPrice: 20000, sizes: ["M"], madeToOrder: true, stock: {} }),
    ];
    const sortedByPriceButTheIds = (rows: string[][]) => {
      const ids = rows.slice(1).map((r) => r[ID]!);
      rows.splice(1, 3, ...rows.slice(1).sort((a, b) => Number(a[PRICE]) - Number(b[PRICE])));
      rows.slice(1).forEach((r, i) => (r[ID] = ids[i]!));
    };

    it("refuses each row whose version cell is another product's, never applying its prices to the wrong product", () => {
      // A sale since moved product 12's price: the file's copies of 11 and 12 no longer match the shop.
      const now = [products[0]!, products[1]!, { ...products[2]!, price: 18000, originalPrice: 18000 }];
      const p = plan(products, sortedByPriceButTheIds, now);
      expect(p.changes).toEqual([]);
      expect(p.problems.map((r) => [r.productId, r.messages])).toEqual([
        [
          11,
          [
            "This row’s version cell is product #12’s, not #11’s: the rows were sorted or moved without their ids. Download a new file, or put each row’s cells back with its id.",
          ],
        ],
        [
          12,
          [
            "This row’s version cell is product #11’s, not #12’s: the rows were sorted or moved without their ids. Download a new file, or put each row’s cells back with its id.",
          ],
        ],
      ]);
      expect(canApply(p)).toBe(false);
    });

    it("refuses them however the shop's values stand", () => {
      const p = plan(products, sortedByPriceButTheIds);
      expect(p.changes).toEqual([]);
      expect(p.problems.map((r) => r.productId)).toEqual([11, 12]);
    });
  });

  describe("a product changed in the shop since the file was made", () => {
    const saved = coral({ version: 2, price: 24000, originalPrice: 24000 });

    it("refuses her changed row: the file's copy is old", () => {
      const p = plan([coral()], (rows) => (rows[1]![M] = "4"), [saved]);
      expect(p.changes).toEqual([]);
      expect(p.problems[0]?.messages).toEqual([
        "The product was saved in the shop after this file was made, so the file’s copy is old. Download a new file and make the change there, or delete this row.",
      ]);
    });

    it("keeps the shop's values for a row she left as it was", () => {
      const p = plan([coral()], () => {}, [saved]);
      expect(p).toMatchObject({ changes: [], problems: [], keptFromShop: 1, unchanged: 0 });
    });

    it("changes nothing when her row says what the shop has now", () => {
      const p = plan([coral()], (rows) => (rows[1]![PRICE] = "24000"), [saved]);
      expect(p).toMatchObject({ changes: [], problems: [], unchanged: 1 });
    });
  });

  describe("orders moved the stock since the file was made (no save, the same version)", () => {
    const sold = coral({ stock: { M: 2, L: 0 } });

    it("never gives back a sold piece through a stock cell she left as it was", () => {
      const untouched = plan([coral()], () => {}, [sold]);
      expect(untouched).toMatchObject({ changes: [], problems: [], keptFromShop: 1 });
      const priced = plan([coral()], (rows) => (rows[1]![PRICE] = "26000"), [sold]);
      expect(priced.changes.map((c) => c.changes)).toEqual([{ price: [25000, 26000] }]);
    });

    it("refuses a stock cell she changed too, saying what the stock is now", () => {
      const p = plan([coral()], (rows) => (rows[1]![M] = "6"), [sold]);
      expect(p.problems[0]?.messages).toEqual([
        "Orders have changed its stock since this file was made: it now has M 2, L 0. Download a new file to change its stock, or type the stock as it is now.",
      ]);
    });

    it("takes her row once its stock is typed as it is now", () => {
      const p = plan(
        [coral()],
        (rows) => {
          rows[1]![M] = "2";
          rows[1]![PRICE] = "26000";
        },
        [sold],
      );
      expect(p.changes.map((c) => c.changes)).toEqual([{ price: [25000, 26000] }]);
    });
  });

  it("reads a file with only some columns, leaving the others' values as they are", () => {
    const rows = exported(orion());
    const slim = rows.map((r) => [r[ID]!, r[VERSION]!, r[PRICE]!]);
    slim[1]![2] = "150000";
    const p = planFromFile(readPriceFile(csvOf(slim)), byId(orion()));
    expect(p.changes.map((c) => c.changes)).toEqual([{ price: [140000, 150000] }]);
    expect(p.changes[0]?.prices).toEqual({ price: 150000, originalPrice: 160000 });
  });

  it("plans the same from LF line ends, semicolons and the tab-separated rows a paste gives", () => {
    const edit = (rows: string[][]) => (rows[1]![PRICE] = "30000");
    const crlf = plan([coral()], edit);
    expect(plan([coral()], edit, [coral()], "\n")).toEqual(crlf);
    const rows = exported(coral());
    edit(rows);
    expect(planFromFile(readPriceFile(rows.map((r) => r.join("\t")).join("\n")), byId(coral()))).toEqual(crlf);
    expect(planFromFile(readPriceFile(rows.map((r) => r.join(";")).join("\r\n")), byId(coral()))).toEqual(crlf);
  });

  it("plans a 500-row file: each changed row once, the rest unchanged", () => {
    const products = Array.from({ length: 500 }, (_, i) => coral({ id: i + 1, name: `Dress ${i + 1}`, stock: {} }));
    const p = plan(products, (rows) => {
      for (let i = 1; i <= 500; i += 2) rows[i]![PRICE] = "30,000";
    });
    expect(p.rows).toBe(500);
    expect(p.changes).toHaveLength(250);
    expect(p.unchanged).toBe(250);
    expect(p.changes[0]).toMatchObject({ id: 1, row: 2 });
    expect(p.changes.at(-1)).toMatchObject({ id: 499, row: 500 });
  });

  it("plans nothing from a file it cannot read, with why", () => {
    const p = planFromFile(readPriceFile("Colour\nred\n"), byId(coral()));
    expect(p.fileErrors).toHaveLength(4);
    expect(canApply(p)).toBe(false);
  });
});

describe("fileProductIds", () => {
  it("names each product a row names once, leaving out cells that are no id", () => {
    const rows = exported(coral(), orion());
    rows.push(["#37", ...rows[1]!.slice(1)], ["x", ...rows[1]!.slice(1)]);
    expect(fileProductIds(readPriceFile(csvOf(rows)))).toEqual([37, 3]);
  });
});
