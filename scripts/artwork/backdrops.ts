import { type Ctx, url } from "./ctx.ts";
import { directions } from "./directions.ts";
import { sparkle } from "./prints.ts";
import { darken, el, lighten, n, poly, type Pt } from "./svg.ts";
import type { CollectionSlug } from "./types.ts";

/** The quiet studio backdrop of the front, back and detail views, with a faint trace of the collection's motif. */
export function studio(ctx: Ctx, col: CollectionSlug, w: number, h: number, floorY: number): string {
  const [top, bottom, ink] = directions[col].studio;
  const rng = ctx.rng.fork("studio");
  let s = el("rect", {
    width: w,
    height: h,
    fill: url(
      ctx.linear([
        [0, top],
        [0.7, bottom],
        [1, darken(bottom, 0.06)],
      ]),
    ),
  });
  s += el("rect", {
    y: floorY - 30,
    width: w,
    height: h - floorY + 30,
    fill: url(
      ctx.linear([
        [0, bottom, 0],
        [0.25, darken(bottom, 0.05)],
        [1, darken(bottom, 0.1)],
      ]),
    ),
  });
  let motif = "";
  switch (col) {
    case "naledi": {
      const pts: Pt[] = [
        [150, 180],
        [260, 260],
        [330, 200],
        [420, 300],
        [980, 220],
        [1060, 330],
        [1000, 420],
        [900, 380],
      ];
      motif += el("path", {
        d: poly(pts.slice(0, 4), false) + poly(pts.slice(4), false),
        stroke: ink,
        "stroke-width": 1.5,
        fill: "none",
        opacity: 0.18,
      });
      for (const p of pts) motif += sparkle(p, rng.range(6, 12), ink, 0.3);
      break;
    }
    case "bubble-girl": {
      motif += el("path", {
        d: `M${w * 0.2} ${floorY}L${w * 0.2} ${h * 0.36}A${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.8} ${h * 0.36}L${w * 0.8} ${floorY}Z`,
        fill: darken(top, 0.04),
      });
      motif += sphere(ctx, [w * 0.12, floorY + 10], 62, "#f2a7c3") + sphere(ctx, [w * 0.9, floorY + 30], 42, "#b9a3e3");
      break;
    }
    case "mysthique":
      for (let i = 0; i < 26; i++)
        motif += el("circle", {
          cx: rng.range(0, w),
          cy: rng.range(0, floorY),
          r: rng.range(1.5, 4),
          fill: "#ffffff",
          opacity: 0.8,
        });
      for (let i = 0; i < 5; i++)
        motif += sparkle([rng.range(60, w - 60), rng.range(60, h * 0.4)], rng.range(8, 16), "#c9a24a", 0.55);
      break;
    case "genesis":
      motif += el("circle", { cx: w * 0.5, cy: h * 0.3, r: w * 0.3, fill: "#f2c230", opacity: 0.12 });
      for (let i = 0; i < 12; i++) {
        const x = rng.range(0, w),
          y = rng.range(floorY + 10, h - 10);
        motif += el("ellipse", {
          cx: x,
          cy: y,
          rx: 6,
          ry: 3.5,
          fill: i % 2 ? "#b3202e" : "#6e5a3c",
          opacity: 0.5,
          transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
        });
      }
      break;
    case "resurgence":
      motif += el("circle", {
        cx: w * 0.85,
        cy: h * 0.18,
        r: w * 0.2,
        fill: "none",
        stroke: "#e0592a",
        "stroke-width": 26,
        opacity: 0.14,
      });
      motif += el("circle", { cx: w * 0.85, cy: h * 0.18, r: w * 0.12, fill: "#f4c20d", opacity: 0.14 });
      motif += el("rect", { x: 0, y: floorY - 8, width: w, height: 16, fill: "#1d5fb3", opacity: 0.18 });
      break;
    case "hazelbee":
      motif += sprig(ctx, [80, 120], 1.1, 20) + sprig(ctx, [w - 90, 160], 0.9, -150);
      break;
  }
  s += motif;
  s += el("ellipse", { cx: w / 2, cy: floorY + 8, rx: 240, ry: 34, fill: softShadow(ctx, ink, 0.3) });
  return s;
}

export function sphere(ctx: Ctx, c: Pt, r: number, colour: string): string {
  const g = ctx.radial(
    [
      [0, "#ffffff"],
      [0.18, lighten(colour, 0.45)],
      [0.65, colour],
      [1, darken(colour, 0.35)],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  return (
    el("ellipse", {
      cx: c[0] + r * 0.2,
      cy: c[1] + r * 0.96,
      rx: r * 0.95,
      ry: r * 0.16,
      fill: darken(colour, 0.6),
      opacity: 0.22,
    }) +
    el("circle", { cx: c[0], cy: c[1], r, fill: url(g) }) +
    el("ellipse", {
      cx: c[0] - r * 0.36,
      cy: c[1] - r * 0.42,
      rx: r * 0.22,
      ry: r * 0.12,
      fill: "#ffffff",
      opacity: 0.85,
      transform: `rotate(-35 ${n(c[0] - r * 0.36)} ${n(c[1] - r * 0.42)})`,
    })
  );
}

/** A flowering sprig for the wedding-guest pastels. */
export function sprig(
  ctx: Ctx,
  at: Pt,
  scale: number,
  rot: number,
  colours: readonly string[] = ["#f3c9c4", "#efe0c4", "#cdbfe0"],
): string {
  const rng = ctx.rng.fork(`sprig${at.join()}`);
  let s = el("path", { d: "M0 0C40 30 90 40 150 30", stroke: "#9aae8c", "stroke-width": 3, fill: "none" });
  for (let i = 0; i < 5; i++) {
    const x = 20 + i * 28,
      y = 14 + Math.sin(i) * 10;
    s += el("path", {
      d: `M${x} ${y}c8 -18 26 -20 32 -12c-10 12 -24 16 -32 12z`,
      fill: "#b9c8ad",
      transform: `rotate(${i % 2 ? 30 : -50} ${x} ${y})`,
    });
  }
  for (let i = 0; i < 3; i++) s += flower([60 + i * 42, 26 - i * 6], rng.range(12, 18), rng.pick(colours));
  return el("g", { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${rot}) scale(${scale})` }, s);
}

export function flower(c: Pt, r: number, colour: string): string {
  let s = "";
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    s += el("circle", {
      cx: c[0] + Math.cos(a) * r * 0.55,
      cy: c[1] + Math.sin(a) * r * 0.55,
      r: r * 0.55,
      fill: colour,
    });
  }
  return (
    s +
    el("circle", { cx: c[0], cy: c[1], r: r * 0.3, fill: darken(colour, 0.25) }) +
    el("circle", { cx: c[0], cy: c[1], r: r * 0.14, fill: "#e9c46a" })
  );
}

export function groundShadow(ctx: Ctx, x: number, y: number, rx: number): string {
  return el("ellipse", { cx: x, cy: y, rx: rx * 1.1, ry: rx * 0.15, fill: softShadow(ctx, "#000000", 0.32) });
}

/** A soft elliptical shadow as a radial gradient (far cheaper to rasterise than a blur filter). */
export function softShadow(ctx: Ctx, colour: string, opacity: number): string {
  return url(
    ctx.radial([
      [0, colour, opacity],
      [0.55, colour, opacity * 0.6],
      [1, colour, 0],
    ]),
  );
}
