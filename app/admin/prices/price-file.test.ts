import { describe, expect, it } from "vitest";
import { CORAL_PRICE_CELLS, coral, csvOf, orion, rowsOf } from "./test-price-files";
import {
  PRICE_FILE_MAX_ROWS,
  PRICE_HEADERS,
  dollarsText,
  priceFileCsv,
  productIdOf,
  readDollarsCell,
  readPriceFile,
  readVersionCell,
  valuesOf,
  versionCell,
} from "./price-file";

const names = (slug: string) => ({ hazelbee: "HazelBee", naledi: "Naledi" })[slug] ?? slug;
const header = PRICE_HEADERS.map(([, h]) => h);

describe("priceFileCsv", () => {
  it("writes a header and a row per product: ids, version, the read-only columns, prices (the dollar one too) and each size's stock", () => {
    const csv = priceFileCsv([coral(), orion({ published: false })], names);
    expect(csv.startsWith("\uFEFFProduct id,Version (leave as is),Name (not read),")).toBe(true);
    const [head, coralRow, orionRow] = rowsOf(csv);
    expect(head).toEqual(header);
    expect(head).toEqual([
      "Product id",
      "Version (leave as is)",
      "Name (not read)",
      "Collection (not read)",
      "Status (not read)",
      "Price (NGN)",
      "Struck-through price (NGN)",
      "Price (USD)",
      "Stock of XS",
      "Stock of S",
      "Stock of M",
      "Stock of L",
      "Stock of XL",
      "Stock of 2XL",
      "Stock of 3XL",
    ]);
    expect(coralRow).toEqual([
      "37",
      versionCell(coral()),
      "Coral Dress",
      "HazelBee",
      "Published",
      ...CORAL_PRICE_CELLS,
    ]);
    expect(orionRow).toEqual([
      "3",
      versionCell(orion()),
      "Orion Dress",
      "Naledi",
      "Draft",
      "140000",
      "160000",
      "120.00",
      "not offered",
      "made to order",
      "made to order",
      "made to order",
      "not offered",
      "not offered",
      "not offered",
    ]);
  });

  it("writes a product's own dollar price as dollars with two decimals, blank when it has none", () => {
    const dollarsOf = (dollarPrice: number | null) => rowsOf(priceFileCsv([coral({ dollarPrice })], names))[1]![7];
    expect(dollarsOf(null)).toBe("");
    expect(dollarsOf(12000)).toBe("120.00");
    expect(dollarsOf(12050)).toBe("120.50");
    expect(dollarsOf(100)).toBe("1.00");
    expect(dollarsOf(100_000_000)).toBe("1000000.00");
    expect(dollarsOf(120_005)).toBe("1200.05");
  });

  it("guards a name a spreadsheet would run as a formula, and marks combo parts", () => {
    const [, row] = rowsOf(priceFileCsv([coral({ name: "=1+1", comboPart: true })], names));
    expect(row?.[2]).toBe("'=1+1");
    expect(row?.[4]).toBe("Combo part");
  });
});

describe("the version cell", () => {
  it("names the product, the version and the values exported, and starts with a letter so no spreadsheet reads it as a number", () => {
    const cell = versionCell(coral({ version: 12 }));
    expect(cell).toMatch(/^p37-v12-[0-9a-z]{7}$/);
    expect(readVersionCell(cell)).toEqual({ productId: 37, version: 12, fingerprint: cell.slice(8) });
    expect(readVersionCell(` ${cell} `)).toEqual(readVersionCell(cell));
  });

  it("differs when a price, a count or the product differ, and is the same for the same values", () => {
    const base = versionCell(coral());
    expect(versionCell(coral())).toBe(base);
    expect(versionCell(coral({ price: 25500 }))).not.toBe(base);
    expect(versionCell(coral({ originalPrice: 30000 }))).not.toBe(base);
    expect(versionCell(coral({ dollarPrice: 12000 }))).not.toBe(base);
    expect(versionCell(coral({ dollarPrice: 13000 }))).not.toBe(versionCell(coral({ dollarPrice: 12000 })));
    expect(versionCell(coral({ stock: { M: 2, L: 0 } }))).not.toBe(base);
    expect(versionCell(coral({ id: 38 }))).not.toBe(base);
  });

  it("stays as a file made before the dollar column wrote it for a product with no dollar price", () => {
    // FNV-1a of "37|25000||,,3,0,,,": the values' text before the dollar price was added to it.
    expect(versionCell(coral())).toBe("p37-v1-1s38f3r");
  });

  it("is refused when edited", () => {
    for (const cell of [
      "",
      "12",
      "v12",
      "v12-abc",
      "V12-0000000",
      "v12-00000000",
      "v-1-0000000",
      "v12-0000000",
      "p-v12-0000000",
      "p37v12-0000000",
    ])
      expect(readVersionCell(cell), cell).toBeUndefined();
  });
});

describe("valuesOf", () => {
  it("gives a struck-through price only above the price, and counts only offered sizes of ready-to-wear", () => {
    expect(valuesOf(coral()).originalPrice).toBeNull();
    expect(valuesOf(orion()).originalPrice).toBe(160000);
    expect(valuesOf(coral({ sizes: ["S", "L"], stock: { M: 3, L: 1 } })).stock).toEqual({
      XS: null,
      S: null,
      M: null,
      L: 1,
      XL: null,
      "2XL": null,
      "3XL": null,
    });
    expect(Object.values(valuesOf(orion({ stock: { M: 4 } })).stock).every((n) => n === null)).toBe(true);
  });
});

describe("the dollar price's cells", () => {
  it("reads dollars as a spreadsheet may write them, as whole cents", () => {
    const read = (typed: string) => readDollarsCell(typed);
    expect(read("120")).toEqual({ cents: 12000 });
    expect(read("120.5")).toEqual({ cents: 12050 });
    expect(read("120.50")).toEqual({ cents: 12050 });
    expect(read("$120")).toEqual({ cents: 12000 });
    expect(read("1,200.00")).toEqual({ cents: 120000 });
    expect(read(" $ 1,200.05 ")).toEqual({ cents: 120005 });
    expect(read("0.29")).toEqual({ error: expect.stringContaining("at least $1.00") as string });
    expect(read("1000000")).toEqual({ cents: 100_000_000 });
    expect(read("333.33")).toEqual({ cents: 33333 });
    expect(read("USD 120")).toEqual({ cents: 12000 });
  });

  it("takes an empty cell as none: the naira price at the rate", () => {
    expect(readDollarsCell("")).toEqual({ cents: null });
    expect(readDollarsCell("  ")).toEqual({ cents: null });
  });

  it("refuses 0, a negative, more than two decimals, more than $1,000,000 and words, in words", () => {
    expect(readDollarsCell("0")).toEqual({
      error: "It must be above $0, or leave it empty to convert the naira price at your rate.",
    });
    expect(readDollarsCell("-5")).toEqual({
      error:
        "It must be above $0: type it like 120 or 120.50, or leave it empty to convert the naira price at your rate.",
    });
    expect(readDollarsCell("120.505")).toEqual({
      error: "At most two decimals: type it like $120.50, or leave it empty to convert the naira price at your rate.",
    });
    expect(readDollarsCell("1000000.01")).toEqual({ error: "That is above $1,000,000.00: check the dollar price." });
    for (const typed of ["abc", "12a", "1.2.3", "N/A", "€120"])
      expect(readDollarsCell(typed), typed).toEqual({
        error: `"${typed}" is not an amount: type it like $120.50, or leave it empty to convert the naira price at your rate.`,
      });
  });

  it("shows cents as the owner reads dollars", () => {
    expect(dollarsText(12000)).toBe("$120.00");
    expect(dollarsText(120005)).toBe("$1,200.05");
    expect(dollarsText(100_000_000)).toBe("$1,000,000.00");
  });
});

describe("productIdOf", () => {
  it("takes 37 and #37, nothing else", () => {
    expect(productIdOf("37")).toBe(37);
    expect(productIdOf("#37")).toBe(37);
    for (const cell of ["", "37.0", "3 7", "abc", "-37", "1234567890"]) expect(productIdOf(cell), cell).toBeNull();
  });
});

describe("readPriceFile", () => {
  const exported = () => rowsOf(priceFileCsv([coral(), orion()], names));

  it("reads each row's cells by column, trimmed, with the spreadsheet's row numbers (blank rows skipped)", () => {
    const rows = exported();
    rows[1]![5] = " 26,000 ";
    const file = readPriceFile(csvOf([rows[0]!, [], rows[1]!, rows[2]!]));
    if (!file.ok) throw new Error(file.errors.join());
    expect(file.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(file.rows[0]!.cells).toMatchObject({ id: "37", price: "26,000", M: "3", name: "Coral Dress" });
  });

  it("takes the header in any case and spacing, ₦ for NGN, $ for USD, and columns in any order or left out", () => {
    const file = readPriceFile(
      csvOf([
        ["product ID", "VERSION  (leave as is)", "Price (₦)", "price ($)"],
        ["37", "v1-0000000", "1", "120"],
      ]),
    );
    expect(file.ok && file.columns).toEqual(["id", "version", "price", "dollarPrice"]);
    const dollarsOnly = readPriceFile(
      csvOf([
        ["Product id", "Version (leave as is)", "Price (USD)"],
        ["37", "v1-0000000", "$120"],
      ]),
    );
    expect(dollarsOnly.ok && dollarsOnly.rows[0]!.cells).toEqual({
      id: "37",
      version: "v1-0000000",
      dollarPrice: "$120",
    });
  });

  it("refuses a header with an unknown, a repeated or a missing column, naming each", () => {
    const file = readPriceFile(
      csvOf([
        ["Product id", "Price (NGN)", "Colour", "Price (NGN)"],
        ["37", "1", "red", "2"],
      ]),
    );
    expect(file).toEqual({
      ok: false,
      errors: [
        "The column “Colour” is not one the file had: delete it (the file takes only the columns it was downloaded with).",
        "The column “Price (NGN)” is there twice: keep one.",
        "The column “Version (leave as is)” is missing: download a new file and change that one.",
      ],
    });
  });

  it("refuses a file with no column that changes the shop", () => {
    const file = readPriceFile(
      csvOf([
        ["Product id", "Version (leave as is)", "Name (not read)"],
        ["37", "v1-0000000", "x"],
      ]),
    );
    expect(file).toEqual({
      ok: false,
      errors: ["The file has none of the columns that change the shop: the prices and the stock of each size."],
    });
  });

  it("ignores an unnamed column that is empty, and refuses one with cells", () => {
    const ok = readPriceFile(
      csvOf([
        ["Product id", "Version (leave as is)", "Price (NGN)", ""],
        ["37", "v1-0000000", "1", ""],
      ]),
    );
    expect(ok.ok).toBe(true);
    const refused = readPriceFile(
      csvOf([
        ["Product id", "Version (leave as is)", "Price (NGN)", ""],
        ["37", "v1-0000000", "1", "x"],
      ]),
    );
    expect(refused).toEqual({
      ok: false,
      errors: ["Column 4 has cells but no name in the header row: name it as it was, or delete it."],
    });
  });

  it("marks a row cut short or with cells beyond the header", () => {
    const file = readPriceFile(
      csvOf([
        ["Product id", "Version (leave as is)", "Price (NGN)"],
        ["37", "v1-0000000"],
        ["38", "v1-0000000", "1", "x"],
        ["39", "v1-0000000", "1", ""],
      ]),
    );
    if (!file.ok) throw new Error(file.errors.join());
    expect(file.rows.map((r) => r.shapeError)).toEqual([
      "It has 2 cells where the header has 3 columns: it may have been cut short.",
      "It has cells beyond the header's 3 columns: move them into their columns or delete them.",
      undefined,
    ]);
  });

  it("refuses an empty file, a broken quote and too many rows", () => {
    expect(readPriceFile("")).toEqual({ ok: false, errors: ["The file is empty."] });
    expect(readPriceFile("\uFEFF\r\n,,\r\n")).toEqual({ ok: false, errors: ["The file is empty."] });
    expect(readPriceFile('Product id,Price (NGN)\n"37,1\n')).toEqual({
      ok: false,
      errors: ['Row 2 opens a quote (") that is never closed.'],
    });
    const many = [
      ["Product id", "Version (leave as is)", "Price (NGN)"],
      ...Array.from({ length: PRICE_FILE_MAX_ROWS + 1 }, (_, i) => [String(i + 1), "v1-0000000", "1"]),
    ];
    expect(readPriceFile(csvOf(many))).toEqual({
      ok: false,
      errors: [`The file has ${PRICE_FILE_MAX_ROWS + 1} rows: at most ${PRICE_FILE_MAX_ROWS} are read at once.`],
    });
  });

  it("reads a 134 kB file of 100,000 empty header cells in time that grows with its size, not its cells squared", () => {
    // The header's 100,000 empty cells over 3,000 short rows: every row met every header cell before.
    const hostile = `Product id,Version (leave as is),Price (NGN)${",".repeat(100_000)}\n${"37,v1-0000000,1\n".repeat(3_000)}`;
    expect(hostile.length).toBeGreaterThan(134_000);
    const started = performance.now();
    const read = readPriceFile(hostile);
    // Some 9 seconds when each row was checked against the whole header; a few ms now.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.rows[0]).toEqual({ row: 2, cells: { id: "37", version: "v1-0000000", price: "1" } });
  });

  it("lists the first ten problems of a header of many unknown columns, then how many more", () => {
    const read = readPriceFile(
      `Product id,Version (leave as is),Price (NGN)${",Colour".repeat(5_000)}\n37,v1-0000000,1\n`,
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        ...Array<string>(10).fill(
          "The column “Colour” is not one the file had: delete it (the file takes only the columns it was downloaded with).",
        ),
        "…and 4990 more problems like these.",
      ],
    });
  });
});
