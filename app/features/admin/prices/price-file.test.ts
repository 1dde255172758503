import { describe, expect, it } from "vitest";
import { coral, csvOf, orion, rowsOf } from "./test-price-files";
import {
  PRICE_FILE_MAX_ROWS,
  PRICE_HEADERS,
  priceFileCsv,
  productIdOf,
  readPriceFile,
  readVersionCell,
  valuesOf,
  versionCell,
} from "./price-file";

const names = (slug: string) => ({ hazelbee: "HazelBee", naledi: "Naledi" })[slug] ?? slug;
const header = PRICE_HEADERS.map(([, h]) => h);

describe("priceFileCsv", () => {
  it("writes a header and a row per product: ids, version, the read-only columns, prices and each size's stock", () => {
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
      "25000",
      "",
      "not counted",
      "not counted",
      "3",
      "0",
      "not counted",
      "not counted",
      "not counted",
    ]);
    expect(orionRow).toEqual([
      "3",
      versionCell(orion()),
      "Orion Dress",
      "Naledi",
      "Draft",
      "140000",
      "160000",
      "not offered",
      "made to order",
      "made to order",
      "made to order",
      "not offered",
      "not offered",
      "not offered",
    ]);
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
    expect(versionCell(coral({ stock: { M: 2, L: 0 } }))).not.toBe(base);
    expect(versionCell(coral({ id: 38 }))).not.toBe(base);
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

  it("takes the header in any case and spacing, ₦ for NGN, and columns in any order or left out", () => {
    const file = readPriceFile(
      csvOf([
        ["product ID", "VERSION  (leave as is)", "Price (₦)"],
        ["37", "v1-0000000", "1"],
      ]),
    );
    expect(file.ok && file.columns).toEqual(["id", "version", "price"]);
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
