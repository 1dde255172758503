import { type Ctx, url } from "./ctx.ts";
import type { HairStyle } from "./directions.ts";
import { el, limb, n, smooth, darken, lighten, type Pt } from "./svg.ts";

/** Landmarks of a standing croquis figure (about nine heads tall) in a 1200 x 1500 frame. */
export interface Body {
  cx: number;
  head: { cx: number; cy: number; rx: number; ry: number; tilt: number };
  neckTop: number;
  shoulderY: number;
  shoulderHalf: number;
  bustY: number;
  bustHalf: number;
  waistY: number;
  waistHalf: number;
  hipY: number;
  hipHalf: number;
  crotchY: number;
  kneeY: number;
  ankleY: number;
  /** Shoulder, elbow, wrist, fingertips. */
  armL: Pt[];
  armR: Pt[];
  /** Hip joint, mid-thigh, knee, calf, ankle. */
  legL: Pt[];
  legR: Pt[];
}

export type ArmPose = "down" | "hipL" | "hipR";

export function makeBody(pose: ArmPose, stance: number): Body {
  const cx = 600;
  const down = (s: number): Pt[] => [
    [cx + s * 104, 330],
    [cx + s * 134, 515],
    [cx + s * 146, 690],
    [cx + s * 150, 770],
  ];
  const hip = (s: number): Pt[] => [
    [cx + s * 104, 330],
    [cx + s * 178, 488],
    [cx + s * 96, 580],
    [cx + s * 70, 612],
  ];
  const armL = pose === "hipL" ? hip(-1) : down(-1);
  const armR = pose === "hipR" ? hip(1) : down(1);
  const st = stance * 14;
  return {
    cx,
    head: { cx: cx + 2, cy: 192, rx: 47, ry: 62, tilt: pose === "hipL" ? 5 : pose === "hipR" ? -5 : 2 },
    neckTop: 236,
    shoulderY: 318,
    shoulderHalf: 112,
    bustY: 405,
    bustHalf: 86,
    waistY: 508,
    waistHalf: 60,
    hipY: 618,
    hipHalf: 98,
    crotchY: 695,
    kneeY: 960,
    ankleY: 1300,
    armL,
    armR,
    legL: [
      [cx - 48, 640],
      [cx - 50 - st * 0.3, 800],
      [cx - 50 - st * 0.6, 962],
      [cx - 50 - st * 0.8, 1100],
      [cx - 44 - st, 1300],
    ],
    legR: [
      [cx + 48, 640],
      [cx + 46, 800],
      [cx + 38, 962],
      [cx + 34, 1100],
      [cx + 30, 1300],
    ],
  };
}

const armWidths = [27, 22, 17, 13, 15, 7];
const legWidths = [56, 43, 26, 32, 13];

export interface Look {
  skin: string;
  hair: HairStyle;
  hairColour: string;
  /** Headwrap fabric, when the hair style is a gele. */
  wrap: string;
  shoe: string;
  metal: string;
}

/** Arm centre line resampled so limb() gets more control points. */
export function armLine(arm: readonly Pt[]): Pt[] {
  const [s, e, w, f] = arm as [Pt, Pt, Pt, Pt];
  const mid = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  return [s, mid(s, e, 0.5), e, mid(e, w, 0.5), w, f];
}

function skinFill(ctx: Ctx, skin: string): string {
  return url(
    ctx.linear(
      [
        [0, darken(skin, 0.18)],
        [0.4, lighten(skin, 0.12)],
        [1, darken(skin, 0.22)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
}

export function drawLegs(ctx: Ctx, b: Body, look: Look): string {
  const fill = skinFill(ctx, look.skin);
  let s = "";
  for (const leg of [b.legL, b.legR]) {
    s += el("path", { d: limb(leg, legWidths), fill });
    s += shoe(leg[leg.length - 1]!, look.shoe);
  }
  return s;
}

function shoe(ankle: Pt, colour: string): string {
  const [x, y] = ankle;
  const d = `M${n(x - 13)} ${n(y - 6)}C${n(x - 16)} ${n(y + 20)} ${n(x - 9)} ${n(y + 52)} ${n(x - 2)} ${n(y + 70)}C${n(x + 4)} ${n(y + 74)} ${n(x + 8)} ${n(y + 70)} ${n(x + 9)} ${n(y + 60)}C${n(x + 14)} ${n(y + 36)} ${n(x + 16)} ${n(y + 10)} ${n(x + 13)} ${n(y - 6)}Z`;
  return (
    el("path", { d, fill: colour }) +
    el("path", {
      d: `M${n(x + 12)} ${n(y + 8)}L${n(x + 20)} ${n(y + 48)}`,
      stroke: darken(colour, 0.3),
      "stroke-width": 4,
      "stroke-linecap": "round",
    }) +
    el("path", {
      d: `M${n(x - 6)} ${n(y + 10)}C${n(x - 4)} ${n(y + 30)} ${n(x)} ${n(y + 48)} ${n(x + 2)} ${n(y + 60)}`,
      stroke: lighten(colour, 0.45),
      "stroke-width": 2.5,
      fill: "none",
      opacity: 0.6,
    })
  );
}

/** Neck, shoulders and torso skin under the garment. */
export function drawTorso(ctx: Ctx, b: Body, look: Look): string {
  const c = b.cx;
  const pts: Pt[] = [
    [c - 19, b.neckTop],
    [c - 21, 292],
    [c - 70, 310],
    [c - b.shoulderHalf + 6, 326],
    [c - b.bustHalf - 6, 380],
    [c - b.bustHalf, b.bustY],
    [c - b.waistHalf, b.waistY],
    [c - b.hipHalf, b.hipY],
    [c - 60, 690],
    [c, 702],
    [c + 60, 690],
    [c + b.hipHalf, b.hipY],
    [c + b.waistHalf, b.waistY],
    [c + b.bustHalf, b.bustY],
    [c + b.bustHalf + 6, 380],
    [c + b.shoulderHalf - 6, 326],
    [c + 70, 310],
    [c + 21, 292],
    [c + 19, b.neckTop],
  ];
  const fill = skinFill(ctx, look.skin);
  const shade = darken(look.skin, 0.3);
  return (
    el("path", { d: smooth(pts), fill }) +
    el("path", {
      d: `M${c - 20} 268C${c - 8} 290 ${c + 8} 290 ${c + 20} 268L${c + 20} 256L${c - 20} 256Z`,
      fill: shade,
      opacity: 0.5,
    }) +
    el("path", {
      d: `M${c - 30} 312C${c - 14} 320 ${c - 6} 318 ${c} 314M${c + 30} 312C${c + 14} 320 ${c + 6} 318 ${c} 314`,
      stroke: shade,
      "stroke-width": 2.2,
      fill: "none",
      opacity: 0.55,
    })
  );
}

export function drawArm(ctx: Ctx, arm: readonly Pt[], look: Look): string {
  const s = arm[0]!;
  const fill = skinFill(ctx, look.skin);
  return (
    el("ellipse", { cx: s[0] + (s[0] > 600 ? -3 : 3), cy: s[1] + 12, rx: 26, ry: 22, fill }) +
    el("path", { d: limb(armLine(arm), armWidths), fill })
  );
}

/** Bangle or cuff at the wrist. */
export function drawBangle(arm: readonly Pt[], metal: string): string {
  const w = arm[2]!;
  return el("ellipse", { cx: w[0], cy: w[1] - 8, rx: 17, ry: 6, fill: "none", stroke: metal, "stroke-width": 5 });
}

/** Head seen from the front or the back, with hair and, from the front, a quiet suggestion of a face. */
export function drawHead(ctx: Ctx, b: Body, look: Look, back: boolean): { behind: string; front: string } {
  const h = b.head;
  const t = `rotate(${h.tilt} ${h.cx} ${h.cy})`;
  const hair = look.hairColour;
  const hairFill = url(
    ctx.linear(
      [
        [0, lighten(hair, 0.18)],
        [1, hair],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  const skin = url(
    ctx.radial(
      [
        [0, lighten(look.skin, 0.18)],
        [0.7, look.skin],
        [1, darken(look.skin, 0.2)],
      ],
      { cx: 0.4, cy: 0.38, r: 0.7 },
    ),
  );
  let behind = "";
  let front = "";
  const { cx, cy, rx, ry } = h;
  const face = el("ellipse", { cx, cy, rx, ry, fill: skin });
  // Hair mass behind the head.
  switch (look.hair) {
    case "afro":
      behind += cloud(cx, cy - 18, 92, 84, hairFill, ctx.rng.fork("afro").next());
      break;
    case "sleek":
      behind += el("path", {
        d: `M${cx - 52} ${cy - 20}C${cx - 70} ${cy + 80} ${cx - 70} ${cy + 180} ${cx - 44} ${cy + 230}L${cx + 44} ${cy + 230}C${cx + 70} ${cy + 180} ${cx + 70} ${cy + 80} ${cx + 52} ${cy - 20}Z`,
        fill: hairFill,
      });
      break;
    case "braids": {
      let d = "";
      for (let i = -4; i <= 4; i++)
        d += `M${cx + i * 12} ${cy}C${cx + i * 15} ${cy + 100} ${cx + i * 11} ${cy + 200} ${cx + i * 13} ${cy + 300}`;
      behind += el("path", { d, stroke: hair, "stroke-width": 11, "stroke-linecap": "round", fill: "none" });
      behind += el("path", {
        d,
        stroke: lighten(hair, 0.2),
        "stroke-width": 2,
        "stroke-dasharray": "6 8",
        fill: "none",
      });
      break;
    }
    case "puff":
      behind += cloud(cx, cy - 86, 50, 40, hairFill, 0.3);
      break;
    default:
      break;
  }
  if (back) {
    // From behind the hair covers the head.
    front += el("ellipse", { cx, cy: cy - 4, rx: rx + 3, ry: ry + 2, fill: hairFill });
    if (look.hair === "bun")
      front +=
        el("circle", { cx, cy: cy + 30, r: 28, fill: hairFill }) +
        el("path", {
          d: `M${cx - 20} ${cy + 22}C${cx} ${cy + 34} ${cx + 10} ${cy + 40} ${cx + 22} ${cy + 28}`,
          stroke: lighten(hair, 0.25),
          "stroke-width": 2,
          fill: "none",
        });
    if (look.hair === "gele") front += gele(cx, cy, look.wrap);
    return { behind: el("g", { transform: t }, behind), front: el("g", { transform: t }, front) };
  }
  front += face;
  // Ear and a jewel.
  front += el("ellipse", { cx: cx + rx - 3, cy: cy + 6, rx: 7, ry: 13, fill: darken(look.skin, 0.1) });
  front +=
    el("circle", { cx: cx + rx - 2, cy: cy + 24, r: 5, fill: look.metal }) +
    el("path", { d: `M${cx + rx - 2} ${cy + 28}l-7 20l7 12l7-12z`, fill: look.metal });
  // Face: lids, brows, lips, cheek shadow.
  const fc = darken(look.skin, 0.55);
  front += el("path", {
    d: `M${cx - 28} ${cy - 2}q10 7 20 0M${cx + 8} ${cy - 2}q10 7 20 0`,
    stroke: fc,
    "stroke-width": 2.6,
    fill: "none",
    "stroke-linecap": "round",
  });
  front += el("path", {
    d: `M${cx - 30} ${cy - 16}q11 -6 22 -1M${cx + 8} ${cy - 17}q11 -5 22 1`,
    stroke: fc,
    "stroke-width": 2,
    fill: "none",
    "stroke-linecap": "round",
    opacity: 0.7,
  });
  front += el("path", {
    d: `M${cx - 3} ${cy + 10}q-5 14 2 18q4 1 7 -1`,
    stroke: darken(look.skin, 0.35),
    "stroke-width": 2,
    fill: "none",
    opacity: 0.6,
  });
  front += el("path", { d: `M${cx - 12} ${cy + 38}q6 -6 12 -2q6 -4 12 2q-12 9 -24 0z`, fill: "#8e2f3a" });
  front += el("ellipse", { cx: cx - 30, cy: cy + 20, rx: 12, ry: 7, fill: "#c0504d", opacity: 0.15 });
  // Hair in front / on top.
  switch (look.hair) {
    case "bun":
      front += el("path", {
        d: `M${cx - rx - 2} ${cy + 4}C${cx - rx - 6} ${cy - 70} ${cx + rx + 6} ${cy - 70} ${cx + rx + 2} ${cy + 4}C${cx + 30} ${cy - 40} ${cx - 30} ${cy - 40} ${cx - rx - 2} ${cy + 4}Z`,
        fill: hairFill,
      });
      front += el("circle", { cx: cx + 4, cy: cy - 78, r: 30, fill: hairFill });
      front += el("path", {
        d: `M${cx - 18} ${cy - 90}C${cx} ${cy - 104} ${cx + 20} ${cy - 96} ${cx + 26} ${cy - 80}`,
        stroke: lighten(hair, 0.3),
        "stroke-width": 2,
        fill: "none",
      });
      break;
    case "sleek":
      front += el("path", {
        d: `M${cx - rx - 4} ${cy + 40}C${cx - rx - 14} ${cy - 80} ${cx + rx + 14} ${cy - 80} ${cx + rx + 4} ${cy + 20}C${cx + 20} ${cy - 46} ${cx - 20} ${cy - 40} ${cx - rx + 6} ${cy + 40}Z`,
        fill: hairFill,
      });
      break;
    case "afro":
      front += el("path", {
        d: `M${cx - rx - 4} ${cy}C${cx - rx} ${cy - 60} ${cx + rx} ${cy - 60} ${cx + rx + 4} ${cy}C${cx + 30} ${cy - 34} ${cx - 30} ${cy - 34} ${cx - rx - 4} ${cy}Z`,
        fill: hairFill,
      });
      break;
    case "crop":
    case "braids":
    case "puff":
      front += el("path", {
        d: `M${cx - rx - 2} ${cy + 2}C${cx - rx - 2} ${cy - 72} ${cx + rx + 2} ${cy - 72} ${cx + rx + 2} ${cy + 2}C${cx + 26} ${cy - 36} ${cx - 26} ${cy - 36} ${cx - rx - 2} ${cy + 2}Z`,
        fill: hairFill,
      });
      break;
    case "gele":
      front += gele(cx, cy, look.wrap);
      break;
  }
  return { behind: el("g", { transform: t }, behind), front: el("g", { transform: t }, front) };
}

function cloud(cx: number, cy: number, rx: number, ry: number, fill: string, seed: number): string {
  const pts: Pt[] = [];
  const count = 14;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const wob = 1 + 0.06 * Math.sin(i * 2.7 + seed * 10);
    pts.push([cx + Math.cos(a) * rx * wob, cy + Math.sin(a) * ry * wob]);
  }
  return el("path", { d: smooth(pts), fill });
}

/** A sculpted Nigerian headwrap. */
function gele(cx: number, cy: number, fabric: string): string {
  const dark = darken(fabric, 0.3),
    light = lighten(fabric, 0.25);
  let s = el("path", {
    d: `M${cx - 58} ${cy - 4}C${cx - 90} ${cy - 70} ${cx - 60} ${cy - 150} ${cx - 10} ${cy - 160}C${cx + 40} ${cy - 175} ${cx + 110} ${cy - 130} ${cx + 96} ${cy - 50}C${cx + 86} ${cy - 20} ${cx + 60} ${cy - 8} ${cx + 52} ${cy - 2}C${cx + 20} ${cy - 34} ${cx - 30} ${cy - 34} ${cx - 58} ${cy - 4}Z`,
    fill: fabric,
  });
  for (let i = 0; i < 5; i++) {
    const k = i * 14;
    s += el("path", {
      d: `M${cx - 50 + k} ${cy - 20}C${cx - 60 + k * 1.4} ${cy - 90} ${cx - 20 + k * 1.6} ${cy - 150 + k * 0.3} ${cx + 20 + k * 1.4} ${cy - 150 + k * 0.8}`,
      stroke: i % 2 ? dark : light,
      "stroke-width": 3,
      fill: "none",
      opacity: 0.8,
    });
  }
  return (
    s +
    el("path", {
      d: `M${cx + 40} ${cy - 150}C${cx + 90} ${cy - 190} ${cx + 140} ${cy - 150} ${cx + 120} ${cy - 110}C${cx + 110} ${cy - 130} ${cx + 80} ${cy - 140} ${cx + 60} ${cy - 120}Z`,
      fill: light,
    })
  );
}
