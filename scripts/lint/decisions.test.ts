// The decision records stay a map that tells the truth: each has its date and status, cites
// records that exist, and the index lists it once, among the current or the superseded ones; an
// area amended several times has its rule in force under the index's "Current rules".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("docs/decisions");
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
/** The index's section under the heading `## title` exactly (not "## Current rules" for "Current"). */
const section = (title: string) => index.split(/^## /m).find((part) => part.split("\n")[0] === title) ?? "";

function statusOf(text: string): string {
  const [, status = ""] = /^Status: ([\s\S]*?)(?:\n\n|$)/m.exec(text) ?? [];
  return status.replace(/\s+/g, " ");
}

describe("decision records", () => {
  it.each(records)("%s has a title, a date and a status under it", (file) => {
    const [title, blank, date, status] = fs.readFileSync(path.join(dir, file), "utf8").split("\n");
    expect(title).toMatch(/^# /);
    expect(blank).toBe("");
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (current|amended by \d{3}-|superseded by \d{3}-)/);
  });

  it.each(records)("%s cites only records that exist", (file) => {
    for (const [cited] of statusOf(fs.readFileSync(path.join(dir, file), "utf8")).matchAll(/\d{3}-[\w-]+\.md/g))
      expect(records, `${file} cites ${cited}`).toContain(cited);
  });

  it.each(records)("%s is listed once in the index, in its section", (file) => {
    const superseded = statusOf(fs.readFileSync(path.join(dir, file), "utf8")).startsWith("superseded");
    const listed = (text: string) =>
      text.split("\n").filter((line) => line.startsWith(`- ${file.slice(0, 3)} [`) && line.includes(`](${file})`))
        .length;
    expect(listed(section(superseded ? "Superseded" : "Current"))).toBe(1);
    expect(listed(section(superseded ? "Current" : "Superseded"))).toBe(0);
  });
});

/** The records a record's whole Status paragraph says amend it, by number. */
function amendersOf(file: string): string[] {
  const [, status = ""] =
    /\nStatus: ([\s\S]*?)(?:\n\n|(?![\s\S]))/.exec(fs.readFileSync(path.join(dir, file), "utf8")) ?? [];
  if (!status.includes("amended by")) return [];
  return [...new Set([...status.matchAll(/(\d{3})-[\w-]+\.md/g)].map(([, n]) => n!))];
}

describe("current rules", () => {
  const rules = section("Current rules");
  const cited = new Set([...rules.matchAll(/\((\d{3}(?:,\s+\d{3})*)\)/g)].flatMap(([, list]) => list!.split(/,\s+/)));
  const byNumber = new Map(records.map((file) => [file.slice(0, 3), file]));
  /** How many amendments deep a record's chain goes: 249 amended by 269, itself amended by 271, is 2. */
  const depth = (n: string, seen = new Set<string>()): number => {
    const file = byNumber.get(n);
    if (!file || seen.has(n)) return 0;
    const next = amendersOf(file).map((a) => 1 + depth(a, new Set([...seen, n])));
    return Math.max(0, ...next);
  };

  it("cite only records that exist", () => {
    expect(cited.size).toBeGreaterThan(0);
    for (const n of cited) expect(byNumber.has(n), `Current rules cite ${n}`).toBe(true);
  });

  it.each(records.filter((file) => amendersOf(file).length >= 2 || depth(file.slice(0, 3)) >= 2))(
    "%s, amended several times, has its area's rule there",
    (file) => {
      expect(cited.has(file.slice(0, 3))).toBe(true);
    },
  );
});
