import { drawArm, drawBangle, drawHead, drawLegs, drawTorso, makeBody, type Body } from "./body.ts";
import type { Ctx } from "./ctx.ts";
import type { Design, TrouserCut } from "./design.ts";
import {
  bodiceFolds,
  bodicePath,
  mainFabric,
  piece,
  runsPath,
  skirtPiece,
  sleevePiece,
  solidFabric,
  type Fabric,
} from "./garments.ts";
import { darken, el, lighten, n, smooth, type Pt } from "./svg.ts";

/** A dressed figure in the 1200 x 1500 frame, seen from the front or the back (the back is mirrored). */
export function drawFigure(ctx: Ctx, d: Design, view: "front" | "back", printScale = 1): string {
  const back = view === "back";
  const b = makeBody(d.pose, d.stance);
  const c = b.cx;
  const head = drawHead(ctx, b, d.look, back);
  const f = mainFabric(ctx, d, printScale);
  const comp = solidFabric(d.companion);
  const accent = solidFabric(d.cw[3] === d.cw[0] ? d.cw[1] : d.cw[3]);
  const offShoulder = d.neckline === "off-shoulder";

  const under = head.behind + drawLegs(ctx, b, d.look) + drawTorso(ctx, b, d.look);
  let body = "";
  let sleeveFabric: Fabric = f;
  let sleeve = d.sleeve;
  let sleeveOff = offShoulder;
  let over = "";

  const bodice = (
    fab: Fabric,
    neck = d.neckline,
    bottomY = b.waistY + 8,
    bottomHalf = b.waistHalf + 2,
    extra: Partial<Parameters<typeof bodicePath>[1]> = {},
  ) => {
    const path = bodicePath(b, { neck, bottomY, bottomHalf, back, lowBack: d.lowBack, ...extra });
    return piece(ctx, path, fab, bodiceFolds(b, bottomY, back ? "crew" : neck));
  };

  switch (d.garment) {
    case "dress": {
      body += skirtPiece(ctx, b, d, f, b.waistY, back) + bodice(f);
      body += d.belt ? belt(b, d.look.metal, d.bow && back) : seam(b.cx, b.waistY + 6, b.waistHalf + 2, d.cw[0]);
      if (back) body += zip(c, d.lowBack ? 470 : 304, b.hipY - 10, d.cw[0]);
      break;
    }
    case "kimono-dress": {
      const skirt = {
        ...d,
        silhouette: d.silhouette === "full" || d.silhouette === "bubble" ? ("a-line" as const) : d.silhouette,
      };
      body += skirtPiece(ctx, b, skirt, f, b.waistY, back) + bodice(f, "wrap");
      body += obi(b, accent.base, back);
      break;
    }
    case "blouse": {
      body += bottoms(ctx, b, d, comp, "straight", false, b.waistY);
      const bottomY = d.peplum ? 608 : 646;
      const path = bodicePath(b, {
        neck: d.neckline,
        bottomY,
        bottomHalf: d.peplum ? 168 : b.hipHalf + 14,
        back,
        lowBack: false,
        hem: d.peplum ? "ruffle" : "straight",
        ease: 6,
      });
      body += piece(ctx, path, f, bodiceFolds(b, bottomY, d.neckline));
      if (d.peplum) body += seam(c, b.waistY + 8, b.waistHalf + 4, d.cw[0]);
      if (d.bow && !back && d.neckline !== "off-shoulder") body += bowAt(c, 318, accent.base);
      break;
    }
    case "shirt": {
      body += bottoms(ctx, b, d, comp, d.trousers === "palazzo" ? "wide" : d.trousers, d.cropped, b.waistY);
      const path = bodicePath(b, {
        neck: "crew",
        bottomY: 668,
        bottomHalf: b.hipHalf + 16,
        back,
        ease: 16,
        curvedHem: 34,
      });
      body += piece(ctx, path, f, bodiceFolds(b, 668, "crew"));
      if (back)
        body += el("path", {
          d: `M${c - 104} 372C${c - 40} 382 ${c + 40} 382 ${c + 104} 372`,
          stroke: darken(d.cw[0], 0.4),
          "stroke-width": 2.5,
          fill: "none",
          opacity: 0.5,
        });
      else body += placket(c, 318, 700, d.cw[0], d.look.metal) + collar(ctx, c, f);
      break;
    }
    case "jumpsuit": {
      body += trouserPiece(ctx, b, f, d.trousers, d.cropped, b.waistY - 4) + bodice(f);
      body += d.belt || !back ? belt(b, d.look.metal, d.bow && back) : "";
      if (back) body += zip(c, d.lowBack ? 470 : 304, b.waistY, d.cw[0]);
      break;
    }
    case "set": {
      if (d.setSkirt) body += skirtPiece(ctx, b, d, f, 522, back);
      else body += trouserPiece(ctx, b, f, d.trousers, d.cropped, 522);
      body += waistband(b, 522, d.cw[0]);
      const neck = d.neckline;
      body += bodice(f, neck, 462, b.waistHalf + 12, { hem: "straight", curvedHem: 4 });
      break;
    }
    case "skirt": {
      const top = { ...d, sleeve: d.sleeve === "bubble" || d.sleeve === "kimono" ? ("short" as const) : d.sleeve };
      body += bodice(comp, d.neckline === "wrap" || d.neckline === "cowl" ? "boat" : d.neckline);
      body += skirtPiece(ctx, b, d, f, b.waistY, back);
      body += waistband(b, b.waistY + 2, d.cw[0]);
      if (back) body += zip(c, b.waistY, b.hipY + 20, d.cw[0]);
      sleeveFabric = comp;
      sleeve = top.sleeve;
      break;
    }
    case "trousers": {
      body += bodice(comp, d.neckline === "cowl" ? "crew" : d.neckline);
      body += trouserPiece(ctx, b, f, d.trousers, d.cropped, b.waistY - 2);
      body += belt(b, d.look.metal, false);
      sleeveFabric = comp;
      if (sleeve === "bubble" || sleeve === "kimono") sleeve = "short";
      break;
    }
    case "jacket": {
      body += bottoms(ctx, b, d, comp, "straight", false, b.waistY) + bodice(comp, "crew");
      body += jacket(ctx, b, f, back, d.cw[0], d.look.metal);
      sleeveOff = false;
      break;
    }
    case "ensemble": {
      body += trouserPiece(ctx, b, comp, "wide", false, b.waistY - 4) + bodice(comp, "square");
      body += duster(ctx, b, f, back, d.cw[0]);
      sleeveOff = false;
      break;
    }
  }

  let arms = "";
  for (const arm of [b.armL, b.armR]) {
    arms += drawArm(ctx, arm, d.look);
    if (!back) arms += drawBangle(arm, d.look.metal);
    arms += sleevePiece(ctx, arm, sleeve, sleeveFabric, sleeveOff);
  }
  // Volume sleeves read better behind a hand on the hip: draw order is body, arms+sleeves, head.
  over += head.front;
  const figure = under + body + arms + over;
  return back ? el("g", { transform: "matrix(-1 0 0 1 1200 0)" }, figure) : figure;
}

function bottoms(ctx: Ctx, b: Body, d: Design, f: Fabric, cut: TrouserCut, cropped: boolean, waistY: number): string {
  return trouserPiece(ctx, b, f, cut, cropped, waistY - 2);
}

const legX = (leg: readonly Pt[], y: number): number => {
  for (let i = 1; i < leg.length; i++) {
    const a = leg[i - 1]!,
      z = leg[i]!;
    if (y <= z[1]) return a[0] + ((z[0] - a[0]) * (y - a[1])) / (z[1] - a[1] || 1);
  }
  return leg[leg.length - 1]![0];
};

function trouserPiece(ctx: Ctx, b: Body, f: Fabric, cut: TrouserCut, cropped: boolean, waistY: number): string {
  const c = b.cx;
  const w = {
    wide: [66, 74, 96],
    palazzo: [84, 116, 158],
    straight: [60, 52, 54],
    cigarette: [56, 38, 32],
    flare: [58, 40, 92],
  }[cut];
  const hem = cropped && cut !== "palazzo" ? 1225 : 1338;
  const ky = b.kneeY,
    ty = b.crotchY + 30;
  const outer = (leg: readonly Pt[], s: number): Pt[] => [
    [legX(leg, ty) + s * w[0]!, ty],
    [legX(leg, ky) + s * w[1]!, ky],
    [legX(leg, hem) + s * w[2]!, hem],
  ];
  const L = b.legL,
    R = b.legR;
  const lo = outer(L, -1),
    li = outer(L, 1).reverse(),
    ri = outer(R, -1),
    ro = outer(R, 1).reverse();
  const crotch: Pt = [c, b.crotchY + 6];
  const d = runsPath([
    [
      [c + b.waistHalf + 2, waistY],
      [c - b.waistHalf - 2, waistY],
    ],
    [[c - b.waistHalf - 2, waistY], [c - b.hipHalf - 6, b.hipY], ...lo],
    [
      [lo[2]![0], hem],
      [li[0]![0], hem + 6],
    ],
    [
      li[0]!,
      li[1]!,
      [li[2]![0] * 0.5 + c * 0.5, li[2]![1]],
      crotch,
      [ri[0]![0] * 0.5 + c * 0.5, ri[0]![1]],
      ri[1]!,
      ri[2]!,
    ],
    [
      [ri[2]![0], hem + 6],
      [ro[0]![0], hem],
    ],
    [...ro, [c + b.hipHalf + 6, b.hipY], [c + b.waistHalf + 2, waistY]],
  ]);
  const folds = [L, R].map((leg) => {
    const x0 = legX(leg, ty),
      x1 = legX(leg, hem);
    return `M${n(x0)} ${n(ty)}C${n(x0 + 4)} ${n(ky - 100)} ${n(x1 - 4)} ${n(ky + 100)} ${n(x1)} ${n(hem)}`;
  });
  folds.push(`M${c - 30} ${waistY + 20}C${c - 20} ${b.hipY} ${c - 8} ${b.crotchY - 20} ${c} ${b.crotchY}`);
  return piece(ctx, d, f, folds) + (cut === "palazzo" || cut === "wide" ? "" : "");
}

function seam(cx: number, y: number, half: number, base: string): string {
  return el("path", {
    d: `M${cx - half} ${y}Q${cx} ${y + 8} ${cx + half} ${y}`,
    stroke: darken(base, 0.45),
    "stroke-width": 3,
    fill: "none",
    opacity: 0.55,
  });
}

function waistband(b: Body, y: number, base: string): string {
  const c = b.cx,
    h = b.waistHalf + 4;
  return (
    el("path", {
      d: `M${c - h} ${y - 4}Q${c} ${y + 4} ${c + h} ${y - 4}L${c + h} ${y + 16}Q${c} ${y + 24} ${c - h} ${y + 16}Z`,
      fill: darken(base, 0.12),
      opacity: 0.9,
    }) +
    el("path", {
      d: `M${c - h} ${y - 4}Q${c} ${y + 4} ${c + h} ${y - 4}`,
      stroke: lighten(base, 0.3),
      "stroke-width": 1.5,
      fill: "none",
      opacity: 0.6,
    })
  );
}

function belt(b: Body, metal: string, bowBack: boolean): string {
  const c = b.cx,
    h = b.waistHalf + 5,
    y = b.waistY;
  let s =
    el("path", {
      d: `M${c - h} ${y - 8}Q${c} ${y + 2} ${c + h} ${y - 8}L${c + h} ${y + 12}Q${c} ${y + 22} ${c - h} ${y + 12}Z`,
      fill: darken(metal, 0.55),
    }) +
    el("rect", { x: c - 14, y: y - 6, width: 28, height: 22, rx: 4, fill: "none", stroke: metal, "stroke-width": 4 });
  if (bowBack) s += bowAt(c, y + 4, darken(metal, 0.5));
  return s;
}

function bowAt(x: number, y: number, colour: string): string {
  return (
    el("path", {
      d: `M${x} ${y}C${x - 30} ${y - 26} ${x - 52} ${y - 4} ${x - 44} ${y + 12}C${x - 36} ${y + 22} ${x - 14} ${y + 10} ${x} ${y}C${x + 14} ${y + 10} ${x + 36} ${y + 22} ${x + 44} ${y + 12}C${x + 52} ${y - 4} ${x + 30} ${y - 26} ${x} ${y}Z`,
      fill: colour,
    }) +
    el("path", {
      d: `M${x - 4} ${y + 4}L${x - 20} ${y + 70}L${x - 8} ${y + 64}M${x + 4} ${y + 4}L${x + 22} ${y + 66}L${x + 10} ${y + 62}`,
      stroke: colour,
      "stroke-width": 8,
      fill: "none",
      "stroke-linejoin": "round",
    }) +
    el("circle", { cx: x, cy: y + 2, r: 7, fill: darken(colour, 0.2) })
  );
}

function obi(b: Body, colour: string, back: boolean): string {
  const c = b.cx,
    h = b.waistHalf + 8,
    y = b.waistY;
  let s =
    el("path", {
      d: `M${c - h} ${y - 30}Q${c} ${y - 20} ${c + h} ${y - 30}L${c + h + 2} ${y + 22}Q${c} ${y + 34} ${c - h - 2} ${y + 22}Z`,
      fill: colour,
    }) +
    el("path", {
      d: `M${c - h} ${y - 12}Q${c} ${y - 2} ${c + h} ${y - 12}M${c - h} ${y + 6}Q${c} ${y + 16} ${c + h} ${y + 6}`,
      stroke: darken(colour, 0.3),
      "stroke-width": 2,
      fill: "none",
      opacity: 0.6,
    });
  if (back) s += bowAt(c, y - 2, darken(colour, 0.1));
  else s += el("path", { d: `M${c + 20} ${y}l10 110l18 -6l-16 -104z`, fill: darken(colour, 0.15) });
  return s;
}

function zip(cx: number, y0: number, y1: number, base: string): string {
  return (
    el("path", { d: `M${cx} ${y0}L${cx} ${y1}`, stroke: darken(base, 0.5), "stroke-width": 2.5, opacity: 0.6 }) +
    el("path", { d: `M${cx - 3} ${y0 + 4}h6v12h-6z`, fill: lighten(base, 0.5), opacity: 0.8 })
  );
}

function placket(cx: number, y0: number, y1: number, base: string, metal: string): string {
  let s = el("path", {
    d: `M${cx - 9} ${y0 + 20}L${cx - 9} ${y1 - 20}M${cx + 9} ${y0 + 20}L${cx + 9} ${y1 - 20}`,
    stroke: darken(base, 0.4),
    "stroke-width": 1.8,
    opacity: 0.5,
  });
  for (let y = y0 + 40; y < y1 - 20; y += 62)
    s += el("circle", { cx, cy: y, r: 5, fill: lighten(metal, 0.2), stroke: darken(base, 0.4), "stroke-width": 1 });
  return s;
}

function collar(ctx: Ctx, cx: number, f: Fabric): string {
  const l = `M${cx - 4} 318L${cx - 34} 290L${cx - 62} 306L${cx - 44} 352Z`;
  const r = `M${cx + 4} 318L${cx + 34} 290L${cx + 62} 306L${cx + 44} 352Z`;
  return piece(ctx, l, f, [], { shade: 0.5 }) + piece(ctx, r, f, [], { shade: 0.5 });
}

/** A tailored jacket: open V front with lapels, padded shoulders. */
function jacket(ctx: Ctx, b: Body, f: Fabric, back: boolean, base: string, metal: string): string {
  const c = b.cx,
    hem = 700,
    hh = b.hipHalf + 26;
  const sideL: Pt[] = [
    [c - 124, 318],
    [c - b.bustHalf - 18, 382],
    [c - b.bustHalf - 12, b.bustY + 10],
    [c - b.waistHalf - 10, b.waistY],
    [c - hh, hem],
  ];
  const sideR = sideL.map(([x, y]) => [2 * c - x, y] as Pt).reverse();
  if (back) {
    const d = runsPath([
      sideL,
      [
        [c - hh, hem],
        [c + hh, hem],
      ],
      sideR,
      (
        [
          [c + 124, 318],
          [c + 30, 294],
          [c, 300],
          [c - 30, 294],
          [c - 124, 318],
        ] as Pt[]
      ).slice(1),
    ]);
    return (
      piece(ctx, d, f, [`M${c} 300L${c} ${hem}`, `M${c - 60} 380C${c - 50} 480 ${c - 40} 560 ${c - 50} ${hem}`]) +
      el("path", { d: `M${c} 600L${c} ${hem}`, stroke: darken(base, 0.5), "stroke-width": 3 })
    );
  }
  const d = runsPath([
    sideL,
    [
      [c - hh, hem],
      [c - 30, hem + 14],
    ],
    [
      [c - 30, hem + 14],
      [c - 4, 560],
      [c, 540],
    ],
    [
      [c, 540],
      [c + 4, 560],
      [c + 30, hem + 14],
    ],
    [
      [c + 30, hem + 14],
      [c + hh, hem],
    ],
    sideR,
    [
      [c + 124, 318],
      [c + 30, 294],
    ],
    [
      [c + 30, 294],
      [c + 6, 500],
      [c, 540],
    ],
    [
      [c, 540],
      [c - 6, 500],
      [c - 30, 294],
    ],
    [
      [c - 30, 294],
      [c - 124, 318],
    ],
  ]);
  let s = piece(ctx, d, f, [
    `M${c - 70} 560C${c - 64} 600 ${c - 60} 650 ${c - 64} ${hem}`,
    `M${c + 70} 560C${c + 64} 600 ${c + 60} 650 ${c + 64} ${hem}`,
  ]);
  const lapel = (k: number) =>
    `M${c + k * 30} 294L${c + k * 66} 312L${c + k * 48} 380L${c + k * 64} 392L${c + k * 4} 520Z`;
  s +=
    piece(ctx, lapel(-1), { ...f, fill: darken(base, 0.1) }, [], { shade: 0.6 }) +
    piece(ctx, lapel(1), { ...f, fill: darken(base, 0.1) }, [], { shade: 0.6 });
  s += el("circle", { cx: c + 2, cy: 556, r: 7, fill: metal });
  s += el("path", {
    d: `M${c - 96} 610l56 -4M${c + 96} 610l-56 -4`,
    stroke: darken(base, 0.5),
    "stroke-width": 3,
    opacity: 0.6,
  });
  return s;
}

/** A long open duster coat (the ensemble's statement layer). */
function duster(ctx: Ctx, b: Body, f: Fabric, back: boolean, base: string): string {
  const c = b.cx,
    hem = 1130,
    half = 236;
  const outer: Pt[] = [
    [c - 120, 318],
    [c - b.bustHalf - 22, 384],
    [c - b.waistHalf - 34, b.waistY],
    [c - b.hipHalf - 40, b.hipY],
    [c - half, hem],
  ];
  if (back) {
    const right = outer.map(([x, y]) => [2 * c - x, y] as Pt).reverse();
    const d = runsPath([
      outer,
      hemLine(c - half, c + half, hem),
      right,
      (
        [
          [c + 120, 318],
          [c + 30, 296],
          [c - 30, 296],
          [c - 120, 318],
        ] as Pt[]
      ).slice(1),
    ]);
    return piece(ctx, d, f, [
      `M${c} 300L${c} ${hem}`,
      `M${c - 90} 640C${c - 110} 800 ${c - 140} 980 ${c - 150} ${hem}`,
      `M${c + 90} 640C${c + 110} 800 ${c + 140} 980 ${c + 150} ${hem}`,
    ]);
  }
  const panel = (k: number) => {
    const o = outer.map(([x, y]) => [c + (x - c) * -k, y] as Pt);
    const pts: Pt[] = k < 0 ? o : [...o];
    const inner: Pt[] = [
      [c + k * 56, hem + 8],
      [c + k * 62, 700],
      [c + k * 44, 480],
      [c + k * 26, 298],
    ];
    return runsPath([
      pts,
      [
        [c + k * half, hem],
        [c + k * 56, hem + 8],
      ],
      inner,
      [
        [c + k * 26, 298],
        [c + k * 120, 318],
      ],
    ]);
  };
  const folds = (k: number) => [
    `M${c + k * 80} 620C${c + k * 100} 800 ${c + k * 130} 980 ${c + k * 140} ${hem}`,
    `M${c + k * 150} 700C${c + k * 170} 850 ${c + k * 190} 1000 ${c + k * 200} ${hem}`,
  ];
  const lining = darken(base, 0.3);
  return (
    el("path", {
      d: `M${c - 60} 700L${c - 56} ${hem + 8}L${c - 40} ${hem}Z M${c + 60} 700L${c + 56} ${hem + 8}L${c + 40} ${hem}Z`,
      fill: lining,
    }) +
    piece(ctx, panel(-1), f, folds(-1)) +
    piece(ctx, panel(1), f, folds(1)) +
    el("path", {
      d: smooth(
        [
          [c - 26, 298],
          [c - 44, 480],
          [c - 62, 700],
          [c - 56, hem],
        ],
        false,
      ),
      stroke: lighten(base, 0.35),
      "stroke-width": 3,
      fill: "none",
      opacity: 0.5,
    }) +
    el("path", {
      d: smooth(
        [
          [c + 26, 298],
          [c + 44, 480],
          [c + 62, 700],
          [c + 56, hem],
        ],
        false,
      ),
      stroke: lighten(base, 0.35),
      "stroke-width": 3,
      fill: "none",
      opacity: 0.5,
    })
  );
}

function hemLine(x0: number, x1: number, y: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= 10; i++) pts.push([x0 + ((x1 - x0) * i) / 10, y + Math.sin((Math.PI * i) / 10) * 14]);
  return pts;
}
