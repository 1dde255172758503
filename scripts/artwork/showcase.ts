import { Ctx, url } from "./ctx.ts";
import { lookFor, placeFigure } from "./place.ts";
import { scene } from "./scenes.ts";
import { sparkle } from "./prints.ts";
import { el, svgDoc } from "./svg.ts";
import type { Artwork, CollectionSlug, Garment } from "./types.ts";

const coverLook: Record<CollectionSlug, Garment[]> = {
  mysthique: ["dress", "kimono-dress"],
  genesis: ["jumpsuit", "dress"],
  naledi: ["dress", "ensemble"],
  resurgence: ["ensemble", "dress"],
  "bubble-girl": ["dress", "set"],
  hazelbee: ["dress", "dress"],
};

/** Collection cover, portrait 3:4: the collection's world with two of its looks. */
export function collectionCover(col: CollectionSlug): Artwork {
  const W = 900,
    H = 1200;
  const ctx = new Ctx(`collections/${col}`);
  const [g1, g2] = coverLook[col] as [Garment, Garment];
  const body =
    scene(ctx, col, W, H, 0.78) +
    placeFigure(ctx, lookFor(`cover2/${col}`, col, g2), 650, H * 0.9, H * 0.66) +
    placeFigure(ctx, lookFor(`cover1/${col}`, col, g1), 360, H * 0.97, H * 0.8);
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}

/** Latest collection grid: Mysthique looks in a masonry of 4:5, 2:3 and 1:1 frames. */
export function latestLook(i: number): Artwork {
  const sizes: [number, number][] = [
    [1200, 1500],
    [1000, 1500],
    [1200, 1200],
    [1000, 1500],
    [1200, 1200],
    [1200, 1500],
  ];
  const [W, H] = sizes[(i - 1) % sizes.length]!;
  const ctx = new Ctx(`latest/${i}`);
  const garments: Garment[] = ["dress", "kimono-dress", "jumpsuit", "dress", "set", "ensemble"];
  const g = garments[(i - 1) % garments.length]!;
  let body = scene(ctx, "mysthique", W, H, 0.8);
  if (W === H) {
    body +=
      placeFigure(ctx, lookFor(`latest/${i}/b`, "mysthique", "dress"), W * 0.7, H * 0.95, H * 0.8) +
      placeFigure(ctx, lookFor(`latest/${i}`, "mysthique", g), W * 0.32, H * 0.97, H * 0.86);
  } else {
    body += placeFigure(ctx, lookFor(`latest/${i}`, "mysthique", g), W / 2, H * 0.96, H * 0.86);
  }
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}

/** The brand hero: an editorial line-up across the collections, 16:9. */
export function homeHero(): Artwork {
  const W = 1920,
    H = 1080;
  const ctx = new Ctx("heroes/home");
  const rng = ctx.rng.fork("hero");
  let body = el("rect", {
    width: W,
    height: H,
    fill: url(
      ctx.linear([
        [0, "#f7f1e8"],
        [0.78, "#eadfcd"],
        [1, "#d9c7ab"],
      ]),
    ),
  });
  body += el("circle", {
    cx: W * 0.5,
    cy: H * 0.42,
    r: H * 0.4,
    fill: url(
      ctx.radial([
        [0, "#c8963e", 0.55],
        [0.7, "#c8963e", 0.2],
        [1, "#c8963e", 0],
      ]),
    ),
  });
  for (const [x, r] of [
    [0.22, 0.3],
    [0.78, 0.3],
  ] as const) {
    const cx = W * x,
      rr = H * r,
      top = H * 0.2 + rr;
    body += el("path", {
      d: `M${cx - rr} ${H * 0.8}L${cx - rr} ${top}A${rr} ${rr} 0 0 1 ${cx + rr} ${top}L${cx + rr} ${H * 0.8}Z`,
      fill: "#efe4d3",
    });
  }
  body += el("rect", {
    y: H * 0.8,
    width: W,
    height: H * 0.2,
    fill: url(
      ctx.linear([
        [0, "#dccbb0"],
        [1, "#cdb795"],
      ]),
    ),
  });
  for (let i = 0; i < 10; i++)
    body += sparkle([rng.range(0, W), rng.range(0, H * 0.5)], rng.range(5, 11), "#b8893a", 0.6);
  const line: [CollectionSlug, Garment, number, number][] = [
    ["naledi", "dress", 0.14, 0.78],
    ["resurgence", "ensemble", 0.32, 0.84],
    ["mysthique", "dress", 0.5, 0.9],
    ["hazelbee", "dress", 0.68, 0.84],
    ["genesis", "jumpsuit", 0.86, 0.78],
  ];
  for (const [col, g, x, h] of [...line].sort((a, b) => a[3] - b[3])) {
    body += placeFigure(ctx, lookFor(`hero/${col}`, col, g), W * x, H * (0.8 + h * 0.17), H * h);
  }
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}

/** Wedding-guest pastels hero, 16:9. */
export function hazelbeeHero(): Artwork {
  const W = 1920,
    H = 1080;
  const ctx = new Ctx("heroes/hazelbee");
  let body = scene(ctx, "hazelbee", W, H, 0.8);
  const looks: [Garment, number, number][] = [
    ["dress", 0.3, 0.8],
    ["dress", 0.7, 0.8],
    ["kimono-dress", 0.5, 0.88],
  ];
  for (const [g, x, h] of looks)
    body += placeFigure(ctx, lookFor(`hb/${x}`, "hazelbee", g), W * x, H * (0.8 + h * 0.18), H * h);
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}
