// The decision records stay a map that tells the truth: each has its date and status, cites
// records that exist, and the index lists it once, among the current or the superseded ones.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("docs/decisions");
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
const section = (title: string) => index.split(`## ${title}`)[1]!.split("\n## ")[0]!;

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
