import { type ArmPose, type Look } from "./body.ts";
import { directions, skinTones, type Colourway, type PrintKind } from "./directions.ts";
import { createRng } from "./rng.ts";
import { luma } from "./svg.ts";
import type { ArtProduct, CollectionSlug, Garment } from "./types.ts";

export type Neckline = "crew" | "boat" | "v" | "square" | "sweetheart" | "off-shoulder" | "halter" | "wrap" | "cowl";
export type Sleeve =
  "none" | "cap" | "short" | "puff" | "bubble" | "elbow" | "long" | "bishop" | "bell" | "flutter" | "kimono";
type Silhouette = "sheath" | "column" | "a-line" | "full" | "mermaid" | "tiered" | "bubble";
type Length = "mini" | "knee" | "midi" | "maxi";
export type Hem = "straight" | "ruffle" | "scallop" | "asym" | "high-low";
export type TrouserCut = "wide" | "palazzo" | "straight" | "cigarette" | "flare";

/** Everything that makes one product's drawing its own, chosen once from its slug. */
export interface Design {
  garment: Garment;
  collection: CollectionSlug;
  cw: Colourway;
  print: PrintKind;
  printAngle: number;
  printScale: number;
  neckline: Neckline;
  sleeve: Sleeve;
  silhouette: Silhouette;
  length: Length;
  hem: Hem;
  trousers: TrouserCut;
  cropped: boolean;
  belt: boolean;
  peplum: boolean;
  lowBack: boolean;
  bow: boolean;
  /** Solid colour of the plain companion pieces (the top worn with a skirt, for instance). */
  companion: string;
  /** Sets pair their crop top with a skirt (else trousers). */
  setSkirt: boolean;
  look: Look;
  pose: ArmPose;
  stance: number;
}

export function designFor(p: Pick<ArtProduct, "slug" | "collection" | "garment">): Design {
  const rng = createRng(`design/${p.slug}`);
  const dir = directions[p.collection];
  const cw = rng.pick(dir.colourways);
  let print = rng.pick(dir.prints);
  const g = p.garment;
  const volume = rng.chance(dir.volume);

  const necklines: Neckline[] =
    g === "shirt"
      ? ["crew"]
      : g === "jacket"
        ? ["v"]
        : g === "kimono-dress"
          ? ["wrap"]
          : g === "blouse"
            ? ["boat", "v", "square", "off-shoulder", "cowl", "wrap", "halter"]
            : g === "set"
              ? ["square", "sweetheart", "halter", "off-shoulder", "boat"]
              : g === "jumpsuit"
                ? ["v", "halter", "square", "boat", "wrap", "off-shoulder"]
                : ["crew", "boat", "v", "square", "sweetheart", "off-shoulder", "halter", "wrap", "cowl"];
  const neckline = rng.pick(necklines);

  let sleeve: Sleeve;
  if (g === "kimono-dress") sleeve = "kimono";
  else if (g === "shirt") sleeve = rng.pick(["long", "bishop", "elbow", "short"]);
  else if (g === "jacket" || g === "ensemble") sleeve = volume ? "bubble" : rng.pick(["long", "long", "bell", "elbow"]);
  else if (neckline === "sweetheart" || neckline === "halter") sleeve = "none";
  else if (neckline === "off-shoulder") sleeve = rng.pick(["puff", "bubble", "flutter"]);
  else if (volume) sleeve = rng.pick(["bubble", "bubble", "puff", "bishop"]);
  else sleeve = rng.pick(["none", "cap", "short", "puff", "elbow", "long", "bishop", "bell", "flutter"]);

  const silhouettes: Silhouette[] =
    p.collection === "bubble-girl"
      ? ["bubble", "full", "a-line", "tiered", "sheath"]
      : p.collection === "hazelbee"
        ? ["full", "a-line", "tiered", "mermaid", "column"]
        : ["sheath", "a-line", "full", "mermaid", "column", "tiered"];
  const silhouette = rng.pick(silhouettes);
  let length: Length = rng.pick(["mini", "knee", "midi", "midi", "maxi", "maxi"]);
  if (silhouette === "mermaid" || silhouette === "column") length = "maxi";
  if (silhouette === "bubble") length = rng.pick(["mini", "knee"]);
  if (g === "kimono-dress" && length === "mini") length = "midi";
  const hem: Hem =
    silhouette === "bubble" ? "straight" : rng.pick(["straight", "straight", "ruffle", "scallop", "asym", "high-low"]);

  if (print === "pleats" && (g === "trousers" || g === "jacket" || g === "shirt")) print = "solid";
  const dark = luma(cw[0]) < 0.45;
  const companion = rng.pick(dark ? ["#f4efe6", "#efe7da", cw[1]] : ["#1f1c22", "#f7f3ec", "#2b2a33"]);

  return {
    garment: g,
    collection: p.collection,
    cw,
    print,
    printAngle: print === "kente" || print === "pleats" ? 0 : rng.pick([0, 0, 15, -20, 45]),
    printScale: rng.range(0.8, 1.15),
    neckline,
    sleeve,
    silhouette,
    length,
    hem,
    trousers: rng.pick(["wide", "palazzo", "straight", "cigarette", "flare"]),
    cropped: rng.chance(0.3),
    belt: rng.chance(0.45),
    peplum: g === "blouse" && rng.chance(0.4),
    lowBack: rng.chance(0.35),
    bow: rng.chance(0.3),
    companion,
    setSkirt: rng.chance(0.5),
    look: {
      skin: rng.pick(skinTones),
      hair: rng.pick(dir.hair),
      hairColour: rng.pick(["#1a1311", "#221815", "#2d1d16", "#120e0d"]),
      wrap: rng.pick([cw[1], cw[2], cw[3], cw[0]]),
      shoe: rng.pick(dir.metals),
      metal: rng.pick(dir.metals.slice(0, 2)),
    },
    pose: rng.pick(["down", "down", "hipL", "hipR"]),
    stance: rng.range(-1, 1),
  };
}
