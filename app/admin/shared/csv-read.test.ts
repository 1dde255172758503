import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { isBlankRow, readCsv } from "./csv-read";

const cells = (text: string) => {
  const read = readCsv(text);
  if (!read.ok) throw new Error(read.message);
  return read.rows.map((r) => r.cells);
};

describe("readCsv", () => {
  it("reads rows and cells, numbering rows as the spreadsheet does", () => {
    const read = readCsv("a,b\r\n1,2\r\n");
    expect(read).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ["a", "b"] },
        { row: 2, cells: ["1", "2"] },
      ],
    });
  });

  it("drops the byte-order mark, and takes CRLF, LF and CR line ends alike, with or without a last one", () => {
    expect(cells("\uFEFFa,b\r\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cells("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cells("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("reads quoted cells with delimiters, doubled quotes and line breaks inside", () => {
    expect(cells('"Bubble, & Molly","The ""Orion"" dress","two\r\nlines",x\r\n')).toEqual([
      ["Bubble, & Molly", 'The "Orion" dress', "two\r\nlines", "x"],
    ]);
    expect(cells('"",a,""\n')).toEqual([["", "a", ""]]);
  });

  it("counts a quoted cell's line breaks in no row number: the next row is the spreadsheet's next", () => {
    const read = readCsv('h\n"one\ntwo"\nthree\n');
    expect(read.ok && read.rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it("keeps empty lines as rows, so later rows keep their numbers; blank rows are told apart", () => {
    const read = readCsv("h,i\n\n1,2\n,,\n");
    if (!read.ok) throw new Error(read.message);
    expect(read.rows.map((r) => [r.row, isBlankRow(r)])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ]);
  });

  it("reads semicolons or tabs when the header row is separated by them (decimal-comma spreadsheets, pasted rows)", () => {
    expect(cells("a;b;c\n1;35,000;x\n")).toEqual([
      ["a", "b", "c"],
      ["1", "35,000", "x"],
    ]);
    expect(cells("a\tb\n1\t35,000\n")).toEqual([
      ["a", "b"],
      ["1", "35,000"],
    ]);
    expect(cells('"a;b",c\n1,2\n')).toEqual([
      ["a;b", "c"],
      ["1", "2"],
    ]);
  });

  it("reads back what toCsv writes, formula guard and all", () => {
    const written = toCsv(
      ["Name", "Price"],
      [
        ["Bubble & Molly, Combo", 70000],
        ['=HYPERLINK("x")', 1],
      ],
    );
    expect(cells(written)).toEqual([
      ["Name", "Price"],
      ["Bubble & Molly, Combo", "70000"],
      ['\'=HYPERLINK("x")', "1"],
    ]);
  });

  it("refuses a quote left open, and text after a closing quote, naming the row", () => {
    expect(readCsv('a,b\n1,"2\n3,4\n')).toEqual({
      ok: false,
      message: 'Row 2 opens a quote (") that is never closed.',
    });
    expect(readCsv('a,b\n1,"2"x\n')).toEqual({
      ok: false,
      message: "Row 2 has text after a quoted cell's closing quote.",
    });
  });

  it("takes a quote inside an unquoted cell as it is", () => {
    expect(cells('5" heel,x\n')).toEqual([['5" heel', "x"]]);
  });

  it("reads an empty text as no rows", () => {
    expect(readCsv("")).toEqual({ ok: true, rows: [] });
    expect(readCsv("\uFEFF")).toEqual({ ok: true, rows: [] });
  });
});
