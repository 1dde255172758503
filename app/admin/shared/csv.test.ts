import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("Adaeze Okafor")).toBe("Adaeze Okafor");
    expect(csvCell(160000)).toBe("160000");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("12 Aba Road, Port Harcourt")).toBe('"12 Aba Road, Port Harcourt"');
    expect(csvCell('The "Orion" dress')).toBe('"The ""Orion"" dress"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("never leaves a cell a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+2348012345678")).toBe("'+2348012345678");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and a header row, and ends each row with CRLF", () => {
    const csv = toCsv(
      ["Email", "Source"],
      [
        ["ada@example.com", "Newsletter"],
        ["bisi@example.com", "Sign-up pop-up, Newsletter"],
      ],
    );
    expect(csv).toBe(
      '\uFEFFEmail,Source\r\nada@example.com,Newsletter\r\nbisi@example.com,"Sign-up pop-up, Newsletter"\r\n',
    );
  });

  it("writes just the header for no rows", () => {
    expect(toCsv(["Reference"], [])).toBe("\uFEFFReference\r\n");
  });
});
