import { el, svgDoc } from "./svg.ts";
import type { Artwork } from "./types.ts";

/**
 * What a piece without a photo shows: an empty hanger on plain linen, the shop's 4:5 product
 * frame. It draws no garment, so it never passes for another piece.
 */
export function photoPlaceholder(): Artwork {
  const W = 1200,
    H = 1500;
  const stroke = {
    fill: "none",
    stroke: "#c9bdab",
    "stroke-width": 14,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  const body =
    el("rect", { width: W, height: H, fill: "#f1ebe1" }) +
    // The hook, then the hanger's shoulders and bar.
    el("path", {
      ...stroke,
      d: "M600 640 V600 C600 560 640 545 640 515 C640 488 620 470 598 470 C576 470 560 486 558 506",
    }) +
    el("path", { ...stroke, d: "M600 640 L330 800 C305 815 312 840 340 840 H860 C888 840 895 815 870 800 Z" });
  return { svg: svgDoc(W, H, "", body), width: W, height: H };
}
