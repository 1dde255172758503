import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueueChart } from "./queue-chart";
import type { QueueWeek } from "./queue-weeks";

const theme = readFileSync("app/styles/app.css", "utf8");

function colour(name: string): string {
  const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(theme)?.[1];
  if (!hex) throw new Error(`no theme colour ${name}`);
  return hex;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const weeks: QueueWeek[] = [
  { week: "2026-11-23", label: "Week of 23 Nov", pieces: 12, express: 2, capacity: 25, full: false },
  { week: "2026-11-30", label: "Week of 30 Nov", pieces: 25, express: 0, capacity: 25, full: true },
  { week: "2026-12-07", label: "Week of 7 Dec", pieces: 0, express: 0, capacity: 25, full: false },
];

describe("the atelier's capacity bars", () => {
  it("knows the bar's fill is too dark for ink text (the reason each label has its own ground)", () => {
    expect(contrast(colour("ink"), colour("hazel"))).toBeLessThan(4.5);
  });

  it("writes every label on its own ground at 4.5:1 or more, whatever part of the bar lies beneath", () => {
    const html = renderToStaticMarkup(<QueueChart weeks={weeks} />);
    const labels = [...html.matchAll(/<span data-bar-label="[^"]*" class="([^"]*)">([^<]*)<\/span>/g)];
    expect(labels.map((m) => m[2])).toEqual(["12 of 25 pieces, 2 express", "25 of 25 pieces: full", "0 of 25 pieces"]);
    for (const [, classes = ""] of labels) {
      const ground = /\bbg-([a-z-]+)/.exec(classes)?.[1];
      const text = /\btext-([a-z-]+)/.exec(classes)?.[1];
      expect(ground, "label without its own ground").toBeDefined();
      expect(text, "label without its own colour").toBeDefined();
      expect(contrast(colour(text!), colour(ground!))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("puts nothing else in the bar but the label", () => {
    const html = renderToStaticMarkup(<QueueChart weeks={weeks} />);
    const bars = html.match(/<span class="relative block h-6[^"]*">.*?<\/span><\/span><\/span>/g) ?? [];
    expect(bars).toHaveLength(3);
    for (const bar of bars)
      expect(bar.replace(/<span data-bar-label[^>]*>[^<]*<\/span>/, "").replace(/<[^>]+>/g, "")).toBe("");
  });
});
