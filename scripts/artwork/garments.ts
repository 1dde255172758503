import { armLine, type Body } from "./body.ts";
import { type Ctx, url } from "./ctx.ts";
import type { Design, Hem, Neckline, Sleeve } from "./design.ts";
import { printFill } from "./prints.ts";
import { alongPolyline, darken, el, lighten, limb, n, smooth, type Pt } from "./svg.ts";

/** A run of points drawn smoothly; runs are joined by straight lines (sharp corners). */
type Run = readonly Pt[];

export function runsPath(runs: readonly Run[]): string {
  let d = "";
  for (const run of runs) {
    if (!run.length) continue;
    const seg = run.length >= 3 ? smooth(run, false, 0.9) : `M${run.map((p) => `${n(p[0])} ${n(p[1])}`).join("L")}`;
    d += d ? `L${seg.slice(1)}` : seg;
  }
  return d + "Z";
}

const mirror = (c: number, pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [2 * c - x, y] as Pt).reverse();

/** Fabric for a piece: the print, or a solid. */
export interface Fabric {
  fill: string;
  base: string;
  sheen: boolean;
}

export function mainFabric(ctx: Ctx, d: Design, scale = 1): Fabric {
  return {
    fill: printFill(ctx, d.print, d.cw, d.collection, d.printScale * scale, d.printAngle),
    base: d.cw[0],
    sheen: d.collection === "bubble-girl" || d.collection === "mysthique" || d.print === "solid",
  };
}

export function solidFabric(colour: string): Fabric {
  return { fill: colour, base: colour, sheen: false };
}

/** A garment piece: print fill, soft cylinder shading, folds clipped to its outline, a fine edge. */
export function piece(
  ctx: Ctx,
  d: string,
  f: Fabric,
  folds: readonly string[] = [],
  opts: { shade?: number } = {},
): string {
  const shade = opts.shade ?? 1;
  const gShade = ctx.linear(
    [
      [0, "#000000", 0.34 * shade],
      [0.16, "#000000", 0.1 * shade],
      [0.38, "#ffffff", f.sheen ? 0.2 : 0.08],
      [0.55, "#ffffff", 0],
      [0.82, "#000000", 0.12 * shade],
      [1, "#000000", 0.38 * shade],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  // The outline is defined once and reused for fill, shading, clip and edge, to keep files small.
  const shape = `#${ctx.def("s", (id) => el("path", { id, d }), `shape${d}`)}`;
  let s = el("use", { href: shape, fill: f.fill }) + el("use", { href: shape, fill: url(gShade) });
  if (folds.length) {
    const clip = ctx.def("c", (id) => el("clipPath", { id }, el("use", { href: shape })), `clipuse${shape}`);
    const dark = darken(f.base, 0.45),
      light = lighten(f.base, 0.5);
    s += el(
      "g",
      { "clip-path": url(clip), fill: "none", "stroke-linecap": "round" },
      el("path", { d: folds.join(""), stroke: dark, "stroke-width": 7, opacity: 0.22 }) +
        el("path", {
          d: folds.join(""),
          stroke: light,
          "stroke-width": 2.5,
          opacity: f.sheen ? 0.35 : 0.18,
          transform: "translate(6 0)",
        }),
    );
  }
  return s + el("use", { href: shape, fill: "none", stroke: darken(f.base, 0.5), "stroke-width": 1.6, opacity: 0.35 });
}

// ---------- Necklines ----------

/** Top edge of a bodice from the viewer's left to right, and whether it leaves the shoulders bare. */
function topEdge(b: Body, neck: Neckline, back: boolean, lowBack: boolean): { pts: Pt[]; bare: boolean } {
  const c = b.cx,
    tip = b.shoulderHalf - 4,
    sy = b.shoulderY + 4;
  if (back) {
    if (neck === "sweetheart")
      return {
        pts: [
          [c - 92, 384],
          [c, 380],
          [c + 92, 384],
        ],
        bare: true,
      };
    if (neck === "off-shoulder")
      return {
        pts: [
          [c - 104, 362],
          [c, 368],
          [c + 104, 362],
        ],
        bare: true,
      };
    if (neck === "halter")
      return {
        pts: [
          [c - 88, 410],
          [c, 430],
          [c + 88, 410],
        ],
        bare: true,
      };
    if (lowBack)
      return {
        pts: [
          [c - tip, sy],
          [c - 40, 300],
          [c - 10, 470],
          [c + 10, 470],
          [c + 40, 300],
          [c + tip, sy],
        ],
        bare: false,
      };
    return {
      pts: [
        [c - tip, sy],
        [c - 26, 298],
        [c, 304],
        [c + 26, 298],
        [c + tip, sy],
      ],
      bare: false,
    };
  }
  switch (neck) {
    case "crew":
      return {
        pts: [
          [c - tip, sy],
          [c - 27, 296],
          [c - 14, 313],
          [c, 318],
          [c + 14, 313],
          [c + 27, 296],
          [c + tip, sy],
        ],
        bare: false,
      };
    case "boat":
      return {
        pts: [
          [c - tip - 4, sy + 2],
          [c - 72, 306],
          [c, 324],
          [c + 72, 306],
          [c + tip + 4, sy + 2],
        ],
        bare: false,
      };
    case "v":
      return {
        pts: [
          [c - tip, sy],
          [c - 30, 298],
          [c, 430],
          [c + 30, 298],
          [c + tip, sy],
        ],
        bare: false,
      };
    case "wrap":
      return {
        pts: [
          [c - tip, sy],
          [c - 30, 298],
          [c + 14, 448],
          [c + 30, 298],
          [c + tip, sy],
        ],
        bare: false,
      };
    case "cowl":
      return {
        pts: [
          [c - tip, sy],
          [c - 52, 302],
          [c - 26, 348],
          [c, 362],
          [c + 26, 348],
          [c + 52, 302],
          [c + tip, sy],
        ],
        bare: false,
      };
    case "square":
      return {
        pts: [
          [c - tip + 12, sy],
          [c - 60, 316],
          [c - 60, 370],
          [c + 60, 370],
          [c + 60, 316],
          [c + tip - 12, sy],
        ],
        bare: false,
      };
    case "sweetheart":
      return {
        pts: [
          [c - 92, 376],
          [c - 62, 352],
          [c - 28, 360],
          [c, 386],
          [c + 28, 360],
          [c + 62, 352],
          [c + 92, 376],
        ],
        bare: true,
      };
    case "off-shoulder":
      return {
        pts: [
          [c - 104, 360],
          [c - 50, 368],
          [c, 372],
          [c + 50, 368],
          [c + 104, 360],
        ],
        bare: true,
      };
    case "halter":
      return {
        pts: [
          [c - 88, 382],
          [c - 40, 318],
          [c - 20, 272],
          [c + 20, 272],
          [c + 40, 318],
          [c + 88, 382],
        ],
        bare: true,
      };
  }
}

/** Split the top edge into the sharp corner structure: v-like necklines need a sharp point. */
function topRuns(neck: Neckline, pts: Pt[], back: boolean, lowBack: boolean): Run[] {
  // Points that must stay sharp: v and wrap bottoms, square corners, shoulder tips.
  if (!back && (neck === "v" || neck === "wrap"))
    return [
      [pts[4]!, pts[3]!],
      [pts[3]!, pts[2]!],
      [pts[2]!, pts[1]!],
      [pts[1]!, pts[0]!],
    ];
  if (!back && neck === "square")
    return [
      [pts[5]!, pts[4]!],
      [pts[4]!, pts[3]!],
      [pts[3]!, pts[2]!],
      [pts[2]!, pts[1]!],
      [pts[1]!, pts[0]!],
    ];
  if (back && lowBack && pts.length === 6)
    return [
      [pts[5]!, pts[4]!],
      [pts[4]!, pts[3]!, pts[2]!, pts[1]!],
      [pts[1]!, pts[0]!],
    ];
  const rev = [...pts].reverse();
  if (rev.length > 4 && (neck === "crew" || neck === "boat" || neck === "cowl" || back)) {
    return [[rev[0]!, rev[1]!], rev.slice(1, -1), [rev[rev.length - 2]!, rev[rev.length - 1]!]];
  }
  return [rev];
}

// ---------- Hems ----------

function hemPts(left: Pt, right: Pt, hem: Hem, depth: number, waves: number): Pt[] {
  const pts: Pt[] = [];
  const steps = hem === "scallop" ? 48 : hem === "ruffle" ? 40 : 16;
  const span = right[0] - left[0];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    let y = left[1] + (right[1] - left[1]) * t + Math.sin(Math.PI * t) * depth;
    if (hem === "ruffle") y += Math.sin(t * Math.PI * waves * 2.4) * 9;
    else if (hem === "scallop") y -= Math.abs(Math.sin(t * Math.PI * Math.max(4, Math.round(span / 46)))) * 14;
    else y += Math.sin(t * Math.PI * waves) * (waves > 3 ? 7 : 0);
    pts.push([left[0] + span * t, y]);
  }
  return pts;
}

// ---------- Skirts and dresses ----------

function hemY(d: Design): number {
  return { mini: 760, knee: 945, midi: 1110, maxi: 1332 }[d.length];
}

/** Left side of a skirt from the waist down to the hem corner. */
function skirtSide(b: Body, d: Design, y: number, waistY: number): Pt[] {
  const c = b.cx,
    w = b.waistHalf + 2,
    h = b.hipHalf;
  switch (d.silhouette) {
    case "sheath":
      return [
        [c - w, waistY],
        [c - h - 4, b.hipY],
        [c - h + 2, (b.hipY + y) / 2 + 20],
        [c - h + 6, y],
      ];
    case "column":
      return [
        [c - w, waistY],
        [c - h - 6, b.hipY],
        [c - h - 12, (b.hipY + y) / 2],
        [c - h - 22, y],
      ];
    case "mermaid":
      return [
        [c - w, waistY],
        [c - h - 4, b.hipY],
        [c - h + 10, b.kneeY - 20],
        [c - h - 30, b.kneeY + 120],
        [c - 230, y],
      ];
    case "bubble":
      return [
        [c - w, waistY],
        [c - h - 70, b.hipY],
        [c - h - 90, (b.hipY + y) / 2 + 30],
        [c - h - 30, y],
      ];
    case "full": {
      const hw = 170 + (y - waistY) * 0.3;
      return [
        [c - w, waistY],
        [c - w - 70, waistY + 50],
        [c - hw * 0.8, waistY + (y - waistY) * 0.45],
        [c - hw, y],
      ];
    }
    case "a-line":
    case "tiered": {
      const hw = h + 20 + (y - b.hipY) * 0.36;
      return [
        [c - w, waistY],
        [c - h - 14, b.hipY],
        [c - hw, y],
      ];
    }
  }
}

function skirtFolds(b: Body, d: Design, side: Pt[], y: number, waistY: number): string[] {
  const c = b.cx;
  const corner = side[side.length - 1]!;
  const hw = c - corner[0];
  const count = d.silhouette === "full" || d.silhouette === "tiered" ? 7 : d.silhouette === "a-line" ? 5 : 3;
  const folds: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count - 0.5;
    const x0 = c + t * (b.waistHalf * 1.4),
      x1 = c + t * hw * 1.75;
    const y0 =
      d.silhouette === "sheath" || d.silhouette === "column" || d.silhouette === "mermaid"
        ? d.silhouette === "mermaid"
          ? b.kneeY + 30
          : b.hipY + 40
        : waistY + 30;
    const xs = d.silhouette === "mermaid" ? c + t * 150 : x0;
    folds.push(
      `M${n(xs)} ${n(y0)}C${n(xs + t * 20)} ${n(y0 + (y - y0) * 0.4)} ${n(x1 - t * 30)} ${n(y0 + (y - y0) * 0.7)} ${n(x1)} ${n(y + 6)}`,
    );
  }
  return folds;
}

/** A skirt from `waistY` down (used alone or as the lower half of a dress). */
export function skirtPiece(ctx: Ctx, b: Body, d: Design, f: Fabric, waistY = b.waistY, back = false): string {
  const y = hemY(d);
  const side = skirtSide(b, d, y, waistY);
  const corner = side[side.length - 1]!;
  const right = mirror(b.cx, side);
  const waves = d.silhouette === "full" || d.silhouette === "tiered" ? 7 : d.silhouette === "a-line" ? 5 : 0;
  let out = "";
  let hemLeft: Pt = corner,
    hemRight: Pt = [2 * b.cx - corner[0], corner[1]];
  let hem = d.hem;
  if (hem === "high-low") {
    // The longer back panel shows behind the shorter front.
    const backY = Math.min(1345, y + 170);
    const bside = skirtSide(b, d, backY, waistY);
    const bc = bside[bside.length - 1]!;
    const inner = solidFabric(darken(d.cw[0], 0.22));
    const path = runsPath([bside, hemPts(bc, [2 * b.cx - bc[0], bc[1]], "straight", 18, waves), mirror(b.cx, bside)]);
    out += back ? "" : piece(ctx, path, inner);
    if (!back) {
      hemLeft = [corner[0] + 20, y - 60];
      hemRight = [2 * b.cx - corner[0] - 20, y - 60];
      hem = "straight";
    } else {
      return piece(ctx, path, f, skirtFolds(b, d, bside, backY, waistY));
    }
  }
  if (hem === "asym") {
    hemLeft = [corner[0] + 6, y - 90];
    hemRight = [2 * b.cx - corner[0], y + 40];
    hem = "straight";
  }
  const depth = d.silhouette === "full" ? 30 : 16;
  const hp = hemPts(hemLeft, hemRight, hem, depth, waves);
  if (d.hem === "high-low" && !back)
    for (let i = 0; i < hp.length; i++) {
      const p = hp[i]!;
      hp[i] = [p[0], p[1] + Math.sin((Math.PI * i) / (hp.length - 1)) * 70];
    }
  const path = runsPath([side.slice(0, -1).concat([hemLeft]), hp, [hemRight, ...right.slice(1)]]);
  out += piece(ctx, path, f, skirtFolds(b, d, side, y, waistY));
  if (d.silhouette === "tiered") {
    let seams = "";
    for (const k of [0.36, 0.68]) {
      const ty = waistY + (y - waistY) * k;
      const tw = (b.cx - corner[0]) * (0.55 + k * 0.45);
      const pts = hemPts([b.cx - tw, ty], [b.cx + tw, ty], "ruffle", 12, 5);
      seams += el("path", {
        d: smooth(pts, false),
        fill: "none",
        stroke: darken(d.cw[0], 0.35),
        "stroke-width": 3,
        opacity: 0.5,
      });
      seams += el("path", {
        d: smooth(
          pts.map(([x, yy]) => [x, yy + 4] as Pt),
          false,
        ),
        fill: "none",
        stroke: lighten(d.cw[0], 0.4),
        "stroke-width": 2,
        opacity: 0.5,
      });
    }
    out += el("g", { "clip-path": url(ctx.clip(path)) }, seams);
  }
  if (d.silhouette === "bubble") {
    // Tucked balloon hem: a darker band where the fabric turns under.
    out += el("path", {
      d: smooth(hemPts([corner[0] + 10, y - 8], [2 * b.cx - corner[0] - 10, y - 8], "straight", 16, 0), false),
      stroke: darken(d.cw[0], 0.35),
      "stroke-width": 10,
      fill: "none",
      opacity: 0.4,
      "stroke-linecap": "round",
    });
  }
  return out;
}

// ---------- Bodices and tops ----------

export interface BodiceOpts {
  neck: Neckline;
  /** Where the bodice ends. */
  bottomY: number;
  /** Half-width at the bottom. */
  bottomHalf: number;
  /** Extra width (boxy or structured cuts). */
  ease?: number;
  back?: boolean;
  lowBack?: boolean;
  hem?: Hem;
  curvedHem?: number;
}

export function bodicePath(b: Body, o: BodiceOpts): string {
  const c = b.cx,
    e = o.ease ?? 0;
  const top = topEdge(b, o.neck, o.back ?? false, o.lowBack ?? false);
  const first = top.pts[0]!;
  const side: Pt[] = [first];
  if (!top.bare) side.push([c - b.bustHalf - 8 - e, 378]);
  side.push([c - b.bustHalf - 2 - e, b.bustY + 10]);
  if (o.bottomY > b.waistY - 20) side.push([c - b.waistHalf - e * 0.6, b.waistY]);
  if (o.bottomY > b.waistY + 40)
    side.push([c - (b.waistHalf + b.hipHalf) / 2 - e * 0.8, (b.waistY + o.bottomY) / 2 + 10]);
  const corner: Pt = [c - o.bottomHalf, o.bottomY];
  side.push(corner);
  const hp = hemPts(corner, [c + o.bottomHalf, o.bottomY], o.hem ?? "straight", o.curvedHem ?? 6, 0);
  return runsPath([
    side,
    hp,
    mirror(c, side),
    ...topRuns(o.neck, top.pts, o.back ?? false, o.lowBack ?? false).map((r, i) => (i === 0 ? r.slice(1) : r)),
  ]);
}

export function bodiceFolds(b: Body, bottomY: number, neck: Neckline): string[] {
  const c = b.cx;
  const f = [
    `M${c - 62} ${b.bustY + 26}C${c - 40} ${b.bustY + 40} ${c - 20} ${b.bustY + 36} ${c - 6} ${b.bustY + 22}`,
    `M${c + 62} ${b.bustY + 26}C${c + 40} ${b.bustY + 40} ${c + 20} ${b.bustY + 36} ${c + 6} ${b.bustY + 22}`,
  ];
  if (bottomY > b.waistY + 30)
    f.push(
      `M${c - 40} ${b.waistY + 20}C${c - 44} ${b.waistY + 60} ${c - 50} ${bottomY - 30} ${c - 56} ${bottomY}`,
      `M${c + 30} ${b.waistY + 24}C${c + 34} ${b.waistY + 60} ${c + 40} ${bottomY - 30} ${c + 46} ${bottomY}`,
    );
  if (neck === "cowl")
    f.push(
      `M${c - 44} 312C${c - 20} 350 ${c + 20} 350 ${c + 44} 312`,
      `M${c - 36} 330C${c - 14} 372 ${c + 14} 372 ${c + 36} 330`,
    );
  if (neck === "wrap") f.push(`M${c - 28} 300C${c - 10} 380 ${c + 30} 460 ${c + 58} ${b.waistY}`);
  return f;
}

// ---------- Sleeves ----------

const sleeveSpec: Record<Exclude<Sleeve, "none" | "kimono">, { t0: number; t1: number; w: number[] }> = {
  cap: { t0: 0, t1: 0.13, w: [33, 32, 31] },
  short: { t0: 0, t1: 0.27, w: [34, 32, 31, 30] },
  flutter: { t0: 0, t1: 0.28, w: [33, 36, 44, 56] },
  puff: { t0: 0, t1: 0.3, w: [36, 50, 56, 50, 34] },
  bubble: { t0: 0, t1: 0.46, w: [44, 76, 94, 96, 84, 54, 26] },
  elbow: { t0: 0, t1: 0.48, w: [32, 30, 28, 27, 26] },
  long: { t0: 0, t1: 0.8, w: [31, 29, 26, 24, 22, 20, 19] },
  bishop: { t0: 0, t1: 0.8, w: [31, 30, 32, 38, 46, 48, 20] },
  bell: { t0: 0, t1: 0.72, w: [31, 29, 28, 32, 46, 66, 86] },
};

export function sleevePiece(ctx: Ctx, arm: readonly Pt[], sleeve: Sleeve, f: Fabric, offShoulder: boolean): string {
  if (sleeve === "none") return "";
  const line = armLine(arm);
  if (sleeve === "kimono") {
    const s = line[0]!,
      e = alongPolyline(line, 0.62);
    const dir = Math.sign(e[0] - 600) || 1;
    const d = runsPath([
      [
        [s[0] + dir * 6, s[1] - 20],
        [e[0] + dir * 10, e[1] - 20],
      ],
      [
        [e[0] + dir * 26, e[1] + 10],
        [e[0] + dir * 12, e[1] + 120],
      ],
      [
        [e[0] - dir * 60, e[1] + 96],
        [s[0] - dir * 40, s[1] + 150],
        [s[0] - dir * 40, s[1] + 60],
      ],
    ]);
    const fold = [
      `M${n(s[0])} ${n(s[1] + 40)}C${n(e[0] - dir * 40)} ${n(e[1])} ${n(e[0] - dir * 20)} ${n(e[1] + 60)} ${n(e[0])} ${n(e[1] + 100)}`,
    ];
    return piece(ctx, d, f, fold);
  }
  const spec = sleeveSpec[sleeve];
  const t0 = offShoulder ? 0.07 : spec.t0;
  const t1 = offShoulder ? Math.max(spec.t1, 0.24) : spec.t1;
  const samples = spec.w.length - 1;
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) pts.push(alongPolyline(line, t0 + ((t1 - t0) * i) / samples));
  // Lift the start so the sleeve head sits over the shoulder.
  const first = pts[0]!;
  pts[0] = [first[0], first[1] - (offShoulder ? 0 : 10)];
  const d = limb(pts, spec.w);
  let s = piece(ctx, d, f, sleeve === "puff" || sleeve === "bubble" || sleeve === "bishop" ? gathers(pts, spec.w) : []);
  if (sleeve === "bishop" || (sleeve === "long" && f.base)) {
    const end = pts[pts.length - 1]!,
      prev = pts[pts.length - 2]!;
    const cuff = limb([end, [end[0] + (end[0] - prev[0]) * 0.15, end[1] + (end[1] - prev[1]) * 0.15]], [21, 20]);
    if (sleeve === "bishop") s += piece(ctx, cuff, f);
  }
  return s;
}

function gathers(pts: Pt[], w: number[]): string[] {
  const out: string[] = [];
  const mid = Math.floor(pts.length / 2);
  const m = pts[mid]!,
    a = pts[0]!,
    z = pts[pts.length - 1]!;
  const ww = w[mid] ?? 30;
  for (const k of [-0.55, 0, 0.55]) {
    out.push(`M${n(a[0] + k * 10)} ${n(a[1] + 6)}Q${n(m[0] + k * ww)} ${n(m[1])} ${n(z[0] + k * 10)} ${n(z[1] - 4)}`);
  }
  return out;
}
