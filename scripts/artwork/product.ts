import { studio } from "./backdrops.ts";
import { Ctx } from "./ctx.ts";
import { designFor } from "./design.ts";
import { drawFigure } from "./figure.ts";
import { scene } from "./scenes.ts";
import { el, svgDoc } from "./svg.ts";
import { groundShadow } from "./backdrops.ts";
import type { ArtProduct, Artwork } from "./types.ts";

const PRODUCT_W = 1200;
const PRODUCT_H = 1500;

/** Carousel image n of a product: 1 front, 2 back, 3 detail, 4 styled look. */
export function productArtwork(p: ArtProduct, n: number): Artwork {
  if (!Number.isInteger(n) || n < 1 || n > p.imageCount) throw new Error(`${p.slug} has no image ${n}`);
  const ctx = new Ctx(`products/${p.slug}/${n}`);
  const d = designFor(p);
  const W = PRODUCT_W,
    H = PRODUCT_H;
  let body: string;
  if (n === 1 || n === 2) {
    body =
      studio(ctx, p.collection, W, H, 1372) +
      el("g", { transform: "translate(0 10)" }, drawFigure(ctx, d, n === 1 ? "front" : "back"));
  } else if (n === 3) {
    const focus = detailFocus(d.garment);
    const s = focus[2];
    body =
      studio(ctx, p.collection, W, H, 1372) +
      el(
        "g",
        { transform: `translate(${W / 2 - s * focus[0]} ${H / 2 - s * focus[1]}) scale(${s})` },
        drawFigure(ctx, d, "front"),
      ) +
      weave(ctx);
  } else {
    body =
      scene(ctx, p.collection, W, H, 0.8) +
      groundShadow(ctx, 600, 1362, 200) +
      el("g", { transform: "translate(60 125) scale(0.9)" }, drawFigure(ctx, d, "front"));
  }
  return { svg: svgDoc(W, H, ctx.defsSvg(), body), width: W, height: H };
}

/** Where the detail view looks: [x, y, zoom]. */
function detailFocus(g: ArtProduct["garment"]): [number, number, number] {
  switch (g) {
    case "skirt":
      return [600, 700, 2.1];
    case "trousers":
      return [600, 640, 2.2];
    case "set":
      return [600, 470, 2.4];
    case "jacket":
      return [600, 430, 2.3];
    default:
      return [600, 410, 2.5];
  }
}

/** A fine woven texture, like a close look at cloth. */
function weave(ctx: Ctx): string {
  const id = ctx.def(
    "w",
    (id) =>
      el(
        "pattern",
        { id, patternUnits: "userSpaceOnUse", width: 6, height: 6 },
        el("path", { d: "M0 0H6M0 3H6", stroke: "#000", "stroke-width": 0.6, opacity: 0.18 }) +
          el("path", { d: "M1.5 0V6", stroke: "#fff", "stroke-width": 0.6, opacity: 0.12 }),
      ),
    "weave",
  );
  return el("rect", { width: PRODUCT_W, height: PRODUCT_H, fill: `url(#${id})`, opacity: 0.5 });
}
