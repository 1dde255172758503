import { sphere } from "./backdrops.ts";
import { makeBody } from "./body.ts";
import { Ctx, url } from "./ctx.ts";
import { designFor, type Design } from "./design.ts";
import type { Colourway, PrintKind } from "./directions.ts";
import { bodiceFolds, bodicePath, mainFabric, piece, skirtPiece } from "./garments.ts";
import { darken, el, lighten, n, svgDoc } from "./svg.ts";
import type { Artwork } from "./types.ts";

const kidColours: Colourway[] = [
  ["#f7c6d9", "#ffffff", "#e58fb1", "#fff2b3"],
  ["#c9e4f6", "#ffffff", "#7fb3dc", "#f7c6d9"],
  ["#fff0b8", "#ffffff", "#f2b950", "#f7a6b8"],
  ["#d9cdf3", "#ffffff", "#a38bdc", "#bfe8d7"],
  ["#bfe8d7", "#ffffff", "#5fb89a", "#f7c6d9"],
  ["#ffd8c2", "#ffffff", "#f29a76", "#c9e4f6"],
  ["#ffffff", "#f7c6d9", "#c9e4f6", "#fff0b8"],
  ["#e8314f", "#ffffff", "#ffd166", "#1b998b"],
];
const kidPrints: PrintKind[] = ["polka", "floral", "solid", "lace", "solid", "polka", "floral", "solid"];

function kidDesign(seed: string, i: number): Design {
  const d = designFor({ slug: seed, collection: "hazelbee", garment: "dress" });
  return {
    ...d,
    cw: kidColours[i % kidColours.length]!,
    print: kidPrints[i % kidPrints.length]!,
    silhouette: i % 3 === 0 ? "tiered" : "full",
    length: "knee",
    hem: i % 2 ? "scallop" : "ruffle",
    neckline: i % 2 ? "crew" : "square",
    printScale: 0.7,
  };
}

/** A little girl's party frock on a tiny hanger, drawn in the 1200 x 1500 figure frame. */
function hangerDress(ctx: Ctx, d: Design, tutu: boolean): string {
  const b = makeBody("down", 0);
  const f = mainFabric(ctx, d);
  const c = b.cx;
  let s = el("path", {
    d: `M${c} 262C${c} 236 ${c + 26} 232 ${c + 26} 212C${c + 26} 192 ${c - 4} 188 ${c - 10} 206`,
    stroke: "#b8893a",
    "stroke-width": 7,
    fill: "none",
    "stroke-linecap": "round",
  });
  s += el("path", {
    d: `M${c} 262L${c - 118} 318Q${c - 126} 326 ${c - 112} 326L${c + 112} 326Q${c + 126} 326 ${c + 118} 318Z`,
    fill: "#e8d2a6",
    stroke: "#b8893a",
    "stroke-width": 4,
  });
  s += el("ellipse", { cx: c, cy: 310, rx: 30, ry: 14, fill: darken(d.cw[0], 0.35) });
  if (tutu) {
    for (let k = 0; k < 3; k++) {
      const layer = { ...d, silhouette: "full" as const, length: "mini" as const, hem: "ruffle" as const };
      s += el(
        "g",
        { opacity: 0.55, transform: `translate(0 ${k * 26})` },
        skirtPiece(ctx, b, layer, { fill: lighten(d.cw[0], 0.2 + k * 0.15), base: d.cw[0], sheen: true }),
      );
    }
  } else s += skirtPiece(ctx, b, d, f);
  s += piece(
    ctx,
    bodicePath(b, { neck: d.neckline, bottomY: b.waistY + 8, bottomHalf: b.waistHalf + 4 }),
    f,
    bodiceFolds(b, b.waistY, d.neckline),
  );
  for (const k of [-1, 1])
    s += piece(
      ctx,
      `M${c + k * 100} 322C${c + k * 150} 310 ${c + k * 168} 360 ${c + k * 150} 392C${c + k * 130} 400 ${c + k * 104} 390 ${c + k * 92} 376Z`,
      f,
      [`M${c + k * 110} 330Q${c + k * 140} 350 ${c + k * 130} 390`],
    );
  const sash = d.cw[2];
  s += el("path", {
    d: `M${c - 64} ${b.waistY - 6}Q${c} ${b.waistY + 4} ${c + 64} ${b.waistY - 6}L${c + 64} ${b.waistY + 16}Q${c} ${b.waistY + 26} ${c - 64} ${b.waistY + 16}Z`,
    fill: sash,
  });
  s += el("path", {
    d: `M${c} ${b.waistY + 6}C${c - 40} ${b.waistY - 30} ${c - 70} ${b.waistY + 10} ${c - 50} ${b.waistY + 30}C${c - 30} ${b.waistY + 40} ${c - 10} ${b.waistY + 20} ${c} ${b.waistY + 6}C${c + 10} ${b.waistY + 20} ${c + 30} ${b.waistY + 40} ${c + 50} ${b.waistY + 30}C${c + 70} ${b.waistY + 10} ${c + 40} ${b.waistY - 30} ${c} ${b.waistY + 6}Z`,
    fill: darken(sash, 0.1),
  });
  return s;
}

/** Place a hanger dress with its hook at (x, y), `height` tall. */
function placeDress(ctx: Ctx, d: Design, tutu: boolean, x: number, y: number, height: number): string {
  const s = height / 800;
  return el(
    "g",
    { transform: `translate(${n(x - 600 * s)} ${n(y - 190 * s)}) scale(${n(s)})` },
    hangerDress(ctx, d, tutu),
  );
}

const walls = ["#fbeef2", "#eef6fb", "#fdf7e6", "#f3effb", "#eefaf5", "#fdf0e8", "#f8f1f4", "#fdf6ec"];

/** Babies' grid image i: one frock on a tiny hanger against a soft wall. */
export function babiesImage(i: number): Artwork {
  const W = 1200,
    H = 1500;
  const ctx = new Ctx(`babies/${i}`);
  const wall = walls[(i - 1) % walls.length]!;
  const d = kidDesign(`babies/${i}`, i - 1);
  let body = el("rect", {
    width: W,
    height: H,
    fill: url(
      ctx.linear([
        [0, wall],
        [1, darken(wall, 0.06)],
      ]),
    ),
  });
  body += el("rect", { x: 0, y: 170, width: W, height: 16, rx: 8, fill: "#d9c49a" });
  body += confetti(ctx, W, H, 14);
  body += placeDress(ctx, d, i % 4 === 2, W / 2, 176, 1200);
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}

function confetti(ctx: Ctx, W: number, H: number, count: number): string {
  const rng = ctx.rng.fork("confetti");
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W),
      y = rng.range(0, H);
    s += el("rect", {
      x,
      y,
      width: 14,
      height: 7,
      rx: 3,
      fill: rng.pick(["#f7a6b8", "#ffd166", "#9ad1f5", "#bfe8d7", "#c9b6f2"]),
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
      opacity: 0.8,
    });
  }
  return s;
}

/** HazelBabies hero: a rail of party frocks with bubbles and bunting, 16:9. */
export function babiesHero(): Artwork {
  const W = 1920,
    H = 1080;
  const ctx = new Ctx("heroes/hazelbabies");
  const rng = ctx.rng.fork("hero");
  let body = el("rect", {
    width: W,
    height: H,
    fill: url(
      ctx.linear([
        [0, "#fdeef3"],
        [1, "#f6dbe5"],
      ]),
    ),
  });
  body += el("rect", { y: H * 0.86, width: W, height: H * 0.14, fill: "#f1cdd9" });
  let bunting = el("path", { d: `M0 60Q${W / 2} 170 ${W} 60`, stroke: "#d9c49a", "stroke-width": 3, fill: "none" });
  for (let i = 0; i < 16; i++) {
    const t = (i + 0.5) / 16,
      x = t * W,
      y = 60 + 4 * t * (1 - t) * 110;
    bunting += el("path", {
      d: `M${n(x - 26)} ${n(y)}L${n(x + 26)} ${n(y)}L${n(x)} ${n(y + 50)}Z`,
      fill: ["#f7a6b8", "#ffd166", "#9ad1f5", "#bfe8d7", "#c9b6f2"][i % 5]!,
    });
  }
  body += bunting;
  for (let i = 0; i < 9; i++)
    body += sphere(
      ctx,
      [rng.range(0, W), rng.range(H * 0.25, H * 0.8)],
      rng.range(20, 60),
      rng.pick(["#f7c6d9", "#c9e4f6", "#fff0b8", "#d9cdf3", "#bfe8d7"]),
    );
  body += el("rect", { x: W * 0.12, y: 250, width: W * 0.76, height: 14, rx: 7, fill: "#c9a46a" });
  body += el("path", {
    d: `M${W * 0.14} 257L${W * 0.12} ${H * 0.9}M${W * 0.86} 257L${W * 0.88} ${H * 0.9}`,
    stroke: "#c9a46a",
    "stroke-width": 12,
    "stroke-linecap": "round",
  });
  for (let i = 0; i < 5; i++)
    body += placeDress(ctx, kidDesign(`hero-babies/${i}`, i + 1), i === 2, W * (0.24 + i * 0.13), 257, 640);
  body += confetti(ctx, W, H, 40);
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}
