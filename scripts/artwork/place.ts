import { softShadow } from "./backdrops.ts";
import type { Ctx } from "./ctx.ts";
import { designFor, type Design } from "./design.ts";
import { drawFigure } from "./figure.ts";
import { el, n } from "./svg.ts";
import type { CollectionSlug, Garment } from "./types.ts";

/** A dressed figure standing with its feet at (x, feetY), `height` tall. */
export function placeFigure(
  ctx: Ctx,
  d: Design,
  x: number,
  feetY: number,
  height: number,
  view: "front" | "back" = "front",
): string {
  const s = height / 1245;
  return (
    el("ellipse", { cx: x, cy: feetY - 4, rx: 230 * s, ry: 32 * s, fill: softShadow(ctx, "#000000", 0.28) }) +
    el(
      "g",
      { transform: `translate(${n(x - 600 * s)} ${n(feetY - 1372 * s)}) scale(${n(s)})` },
      drawFigure(ctx, d, view),
    )
  );
}

export function lookFor(seed: string, collection: CollectionSlug, garment: Garment): Design {
  return designFor({ slug: seed, collection, garment });
}
