import { makeBody } from "./body.ts";
import { Ctx, url } from "./ctx.ts";
import type { Colourway, PrintKind } from "./directions.ts";
import { bodicePath, piece, skirtPiece } from "./garments.ts";
import { designFor } from "./design.ts";
import { printFill } from "./prints.ts";
import { candle } from "./scenes.ts";
import { darken, el, lighten, n, smooth, svgDoc, type Pt } from "./svg.ts";
import type { Artwork } from "./types.ts";

const textiles: { cw: Colourway; print: PrintKind }[] = [
  { cw: ["#c8963e", "#f4efe6", "#7a5a2a", "#1f1c22"], print: "diamond" },
  { cw: ["#f4efe6", "#c8963e", "#b9c8ad", "#1f1c22"], print: "floral" },
  { cw: ["#1f2f6b", "#e9edf6", "#7f93c8", "#c9d2e6"], print: "constellation" },
  { cw: ["#e0592a", "#1d5fb3", "#f4c20d", "#1e1410"], print: "wax" },
  { cw: ["#b9c8ad", "#fbf7ee", "#6f8a63", "#f3c9c4"], print: "grain" },
  { cw: ["#6b1426", "#d8b25c", "#f6ead0", "#0f3b2e"], print: "brocade" },
  { cw: ["#efe0c4", "#ffffff", "#c9a978", "#e8b9b5"], print: "quilt" },
  { cw: ["#1d3fa0", "#f29d1f", "#ffffff", "#d1342f"], print: "kente" },
];

function room(ctx: Ctx, W: number, H: number, wall: string, floorY: number, wood = true): string {
  let s = el("rect", {
    width: W,
    height: H,
    fill: url(
      ctx.linear([
        [0, lighten(wall, 0.1)],
        [1, darken(wall, 0.06)],
      ]),
    ),
  });
  s += el("rect", {
    y: floorY,
    width: W,
    height: H - floorY,
    fill: url(
      ctx.linear([
        [0, wood ? "#b9895c" : "#d9c8b0"],
        [1, wood ? "#946a43" : "#c4af92"],
      ]),
    ),
  });
  if (wood)
    for (let x = 0; x < W; x += 130)
      s += el("path", { d: `M${x} ${floorY}L${x - 60} ${H}`, stroke: "#7d5634", "stroke-width": 2, opacity: 0.3 });
  s += el("rect", { y: floorY - 14, width: W, height: 14, fill: lighten(wall, 0.3) });
  // Soft window light.
  s += el("path", {
    d: `M${W * 0.08} 0L${W * 0.42} 0L${W * 0.62} ${floorY}L${W * 0.2} ${floorY}Z`,
    fill: "#ffffff",
    opacity: 0.12,
  });
  return s;
}

function cushion(ctx: Ctx, x: number, y: number, w: number, h: number, t: number, tilt = 0): string {
  const tx = textiles[t % textiles.length]!;
  const d = `M${x} ${y + h * 0.08}Q${x + w / 2} ${y - h * 0.06} ${x + w} ${y + h * 0.08}Q${x + w * 1.05} ${y + h / 2} ${x + w} ${y + h * 0.92}Q${x + w / 2} ${y + h * 1.06} ${x} ${y + h * 0.92}Q${x - w * 0.05} ${y + h / 2} ${x} ${y + h * 0.08}Z`;
  const shade = ctx.radial([
    [0, "#ffffff", 0.18],
    [0.6, "#000000", 0],
    [1, "#000000", 0.35],
  ]);
  return el(
    "g",
    { transform: `rotate(${tilt} ${n(x + w / 2)} ${n(y + h / 2)})` },
    el("path", { d, fill: printFill(ctx, tx.print, tx.cw, "home", 0.7) }) +
      el("path", { d, fill: url(shade) }) +
      el("path", { d, fill: "none", stroke: darken(tx.cw[0], 0.3), "stroke-width": 4 }),
  );
}

function sofa(ctx: Ctx, x: number, y: number, w: number, h: number, colour: string): string {
  const g = ctx.linear([
    [0, lighten(colour, 0.12)],
    [1, darken(colour, 0.15)],
  ]);
  return (
    el("rect", { x: x + w * 0.04, y, width: w * 0.92, height: h * 0.6, rx: h * 0.12, fill: url(g) }) +
    el("rect", {
      x: x + w * 0.06,
      y: y + h * 0.5,
      width: w * 0.88,
      height: h * 0.3,
      rx: h * 0.08,
      fill: lighten(colour, 0.08),
    }) +
    el("rect", { x, y: y + h * 0.3, width: w * 0.1, height: h * 0.55, rx: h * 0.1, fill: url(g) }) +
    el("rect", { x: x + w * 0.9, y: y + h * 0.3, width: w * 0.1, height: h * 0.55, rx: h * 0.1, fill: url(g) }) +
    el("rect", { x: x + w * 0.04, y: y + h * 0.8, width: w * 0.92, height: h * 0.08, fill: darken(colour, 0.3) }) +
    el("path", {
      d: `M${x + w * 0.1} ${y + h * 0.88}l-6 ${h * 0.12}M${x + w * 0.9} ${y + h * 0.88}l6 ${h * 0.12}`,
      stroke: "#3b2a1e",
      "stroke-width": 10,
      "stroke-linecap": "round",
    })
  );
}

function vase(ctx: Ctx, x: number, base: number, h: number, colour: string, shape: number): string {
  const w = h * [0.32, 0.5, 0.22][shape % 3]!;
  const prof: Pt[] =
    shape % 3 === 0
      ? [
          [x - w * 0.3, base - h],
          [x - w * 0.25, base - h * 0.8],
          [x - w, base - h * 0.35],
          [x - w * 0.6, base],
        ]
      : shape % 3 === 1
        ? [
            [x - w * 0.35, base - h],
            [x - w * 0.4, base - h * 0.85],
            [x - w, base - h * 0.45],
            [x - w * 0.5, base],
          ]
        : [
            [x - w * 0.2, base - h],
            [x - w * 0.2, base - h * 0.7],
            [x - w, base - h * 0.4],
            [x - w * 0.8, base],
          ];
  const right = prof.map(([px, py]) => [2 * x - px, py] as Pt).reverse();
  const g = ctx.linear(
    [
      [0, darken(colour, 0.25)],
      [0.35, lighten(colour, 0.25)],
      [1, darken(colour, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return (
    el("path", { d: smooth([...prof, ...right], true, 0.7), fill: url(g) }) +
    el("ellipse", { cx: x, cy: base - h, rx: Math.abs(prof[0]![0] - x), ry: 5, fill: darken(colour, 0.4) })
  );
}

function stems(x: number, top: number, h: number, kind: number): string {
  let s = "";
  for (let i = -2; i <= 2; i++) {
    const ex = x + i * h * 0.18,
      ey = top - h + Math.abs(i) * h * 0.12;
    s += el("path", {
      d: `M${x} ${top}Q${x + i * 10} ${(top + ey) / 2} ${n(ex)} ${n(ey)}`,
      stroke: "#7c8c5a",
      "stroke-width": 3,
      fill: "none",
    });
    s +=
      kind % 2
        ? el("ellipse", {
            cx: ex,
            cy: ey,
            rx: h * 0.05,
            ry: h * 0.16,
            fill: "#e9dcc0",
            opacity: 0.9,
            transform: `rotate(${i * 12} ${n(ex)} ${n(ey)})`,
          })
        : el("circle", { cx: ex, cy: ey, r: h * 0.05, fill: ["#f3c9c4", "#efe0c4", "#ffffff"][(i + 2) % 3]! }) +
          el("ellipse", {
            cx: ex + 14,
            cy: ey + 40,
            rx: 14,
            ry: 6,
            fill: "#9aae8c",
            transform: `rotate(30 ${n(ex + 14)} ${n(ey + 40)})`,
          });
  }
  return s;
}

function lamp(ctx: Ctx, x: number, floor: number, h: number): string {
  const glow = ctx.radial([
    [0, "#ffe3a6", 0.7],
    [1, "#ffe3a6", 0],
  ]);
  const sw = h * 0.2;
  return (
    el("circle", { cx: x, cy: floor - h + sw * 0.4, r: h * 0.45, fill: url(glow) }) +
    el("path", { d: `M${x} ${floor - h + sw * 0.7}L${x} ${floor}`, stroke: "#3b2a1e", "stroke-width": 7 }) +
    el("ellipse", { cx: x, cy: floor, rx: sw * 0.6, ry: 10, fill: "#3b2a1e" }) +
    el("path", {
      d: `M${x - sw * 0.5} ${floor - h}L${x + sw * 0.5} ${floor - h}L${x + sw} ${floor - h + sw * 0.8}L${x - sw} ${floor - h + sw * 0.8}Z`,
      fill: url(
        ctx.linear([
          [0, "#f9ecd0"],
          [1, "#e7cfa0"],
        ]),
      ),
    })
  );
}

function hangerAt(x: number, y: number, w: number): string {
  return (
    el("path", {
      d: `M${x} ${y + 40}C${x} ${y + 20} ${x + 22} ${y + 18} ${x + 22} ${y}C${x + 22} ${y - 18} ${x - 2} ${y - 20} ${x - 8} ${y - 6}`,
      stroke: "#b8893a",
      "stroke-width": 6,
      fill: "none",
      "stroke-linecap": "round",
    }) +
    el("path", {
      d: `M${x} ${y + 40}L${x - w / 2} ${y + 90}L${x + w / 2} ${y + 90}Z`,
      fill: "none",
      stroke: "#8a6a3a",
      "stroke-width": 8,
      "stroke-linejoin": "round",
    })
  );
}

function robe(ctx: Ctx, x: number, y: number, s: number, t: number): string {
  const tx = textiles[t % textiles.length]!;
  const f = { fill: printFill(ctx, tx.print, tx.cw, "robe", 0.8), base: tx.cw[0], sheen: true };
  const d = `M${-70} 0L${-200} 40L${-300} 300L${-230} 340L${-160} 180L${-150} 760L${150} 760L${160} 180L${230} 340L${300} 300L${200} 40L${70} 0L0 260Z`;
  const belt = `M${-160} 330Q0 350 ${160} 330L${160} 360Q0 380 ${-160} 360Z`;
  return (
    hangerAt(x, y - 60, 300 * s) +
    el(
      "g",
      { transform: `translate(${n(x)} ${n(y + 30)}) scale(${n(s)})` },
      piece(ctx, d, f, ["M-60 380C-70 500 -80 640 -90 760", "M60 380C70 500 80 640 90 760", "M-240 120L-200 300"]) +
        el("path", {
          d: "M-70 0L0 260L70 0",
          stroke: darken(tx.cw[0], 0.3),
          "stroke-width": 18,
          fill: "none",
          opacity: 0.6,
        }) +
        el("path", { d: belt, fill: darken(tx.cw[0], 0.15) }) +
        el("path", { d: "M20 350l30 200l26 -6l-30 -194z", fill: darken(tx.cw[0], 0.2) }),
    )
  );
}

function lingerie(ctx: Ctx, x: number, y: number, s: number, colour: string): string {
  const cw: Colourway = [colour, lighten(colour, 0.5), darken(colour, 0.2), "#ffffff"];
  const f = { fill: printFill(ctx, "lace", cw, "lingerie", 0.6), base: colour, sheen: true };
  const cup = (k: number) => `M${k * 8} 80Q${k * 60} 20 ${k * 130} 60L${k * 120} 130Q${k * 60} 150 ${k * 8} 130Z`;
  return (
    hangerAt(x, y - 60, 300 * s) +
    el(
      "g",
      { transform: `translate(${n(x)} ${n(y + 30)}) scale(${n(s)})` },
      el("path", { d: "M-120 60L-60 -0M120 60L60 0", stroke: darken(colour, 0.2), "stroke-width": 5 }) +
        piece(ctx, cup(-1), f) +
        piece(ctx, cup(1), f) +
        el("rect", { x: -140, y: 128, width: 280, height: 22, rx: 8, fill: darken(colour, 0.1) }) +
        piece(ctx, "M-150 300Q0 320 150 300L120 360Q40 400 20 470L-20 470Q-40 400 -120 360Z", f) +
        el("path", { d: "M-150 300Q0 320 150 300", stroke: darken(colour, 0.25), "stroke-width": 8, fill: "none" }),
    )
  );
}

function bed(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  return (
    el("rect", { x, y: y - h * 0.6, width: w, height: h * 0.9, rx: 30, fill: "#c4a57a" }) +
    el("rect", { x: x + 20, y, width: w - 40, height: h * 0.5, rx: 20, fill: "#f6f1e8" }) +
    el("path", {
      d: `M${x} ${y + h * 0.2}L${x + w} ${y + h * 0.2}L${x + w + 30} ${y + h * 0.8}L${x - 30} ${y + h * 0.8}Z`,
      fill: url(
        ctx.linear([
          [0, "#e9ddc9"],
          [1, "#d6c4a6"],
        ]),
      ),
    }) +
    el("path", {
      d: `M${x - 20} ${y + h * 0.5}L${x + w + 20} ${y + h * 0.5}L${x + w + 34} ${y + h * 0.8}L${x - 34} ${y + h * 0.8}Z`,
      fill: printFill(ctx, "kente", textiles[7]!.cw, "bed", 0.8),
    }) +
    cushion(ctx, x + w * 0.08, y - h * 0.12, w * 0.3, h * 0.32, 1, -4) +
    cushion(ctx, x + w * 0.6, y - h * 0.12, w * 0.3, h * 0.32, 1, 4) +
    cushion(ctx, x + w * 0.36, y - h * 0.02, w * 0.28, h * 0.26, 0, 0)
  );
}

function plant(x: number, base: number, h: number): string {
  let s = el("path", {
    d: `M${x - h * 0.16} ${base - h * 0.3}L${x + h * 0.16} ${base - h * 0.3}L${x + h * 0.12} ${base}L${x - h * 0.12} ${base}Z`,
    fill: "#d9c4a0",
  });
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35,
      len = h * (0.5 + (i % 3) * 0.12);
    const ex = x + Math.cos(a) * len,
      ey = base - h * 0.3 + Math.sin(a) * len;
    s += el("path", {
      d: `M${x} ${base - h * 0.3}Q${n((x + ex) / 2)} ${n(ey + 30)} ${n(ex)} ${n(ey)}`,
      stroke: "#4f6b3a",
      "stroke-width": 3,
      fill: "none",
    });
    s += el("ellipse", {
      cx: ex,
      cy: ey,
      rx: h * 0.1,
      ry: h * 0.05,
      fill: i % 2 ? "#5f7f45" : "#6f9352",
      transform: `rotate(${n((a * 180) / Math.PI)} ${n(ex)} ${n(ey)})`,
    });
  }
  return s;
}

const lifestyleSizes: [number, number][] = [
  [1200, 1500],
  [1200, 1200],
  [1000, 1500],
  [1200, 1500],
  [1200, 1200],
  [1000, 1500],
  [1200, 1500],
  [1200, 1200],
  [1000, 1500],
];
const wallTones = ["#efe6da", "#e9e1d6", "#e4d8c8", "#f1e6e0", "#ebe4ef", "#e8ece4", "#efe3d3", "#e6dcd0", "#ede6dd"];

/** HazelLifestyle grid image i: one interior vignette. */
export function lifestyleImage(i: number): Artwork {
  const [W, H] = lifestyleSizes[(i - 1) % lifestyleSizes.length]!;
  const ctx = new Ctx(`lifestyle/${i}`);
  const floor = H * 0.78;
  let s = room(ctx, W, H, wallTones[(i - 1) % wallTones.length]!, floor, i % 2 === 1);
  switch ((i - 1) % 9) {
    case 0:
      s +=
        sofa(ctx, W * 0.06, floor - H * 0.3, W * 0.88, H * 0.32, "#d8c6a8") +
        cushion(ctx, W * 0.14, floor - H * 0.3, W * 0.24, H * 0.17, 3, -8) +
        cushion(ctx, W * 0.38, floor - H * 0.28, W * 0.22, H * 0.15, 1, 3) +
        cushion(ctx, W * 0.62, floor - H * 0.3, W * 0.24, H * 0.17, 0, 8);
      break;
    case 1:
      s +=
        el("rect", { x: W * 0.1, y: floor - 30, width: W * 0.8, height: 30, fill: "#8a6a4a" }) +
        stems(W * 0.32, floor - 30 - H * 0.32, H * 0.3, 1) +
        vase(ctx, W * 0.32, floor - 30, H * 0.32, "#d9c7a8", 0) +
        stems(W * 0.56, floor - 30 - H * 0.22, H * 0.2, 0) +
        vase(ctx, W * 0.56, floor - 30, H * 0.22, "#c8963e", 1) +
        vase(ctx, W * 0.74, floor - 30, H * 0.28, "#1f2f6b", 2);
      break;
    case 2:
      s +=
        lamp(ctx, W * 0.75, floor + 10, H * 0.62) +
        sofa(ctx, W * 0.06, floor - H * 0.26, W * 0.56, H * 0.28, "#b9c8ad") +
        cushion(ctx, W * 0.18, floor - H * 0.26, W * 0.3, H * 0.14, 6, -5) +
        plant(W * 0.9, floor + 20, H * 0.3);
      break;
    case 3:
      s += robe(ctx, W / 2, H * 0.12, 1.1, 5);
      break;
    case 4:
      s += lingerie(ctx, W / 2, H * 0.14, 1.5, "#e8b9b5");
      break;
    case 5:
      s += bed(ctx, W * 0.08, floor - H * 0.18, W * 0.84, H * 0.3) + lamp(ctx, W * 0.88, floor - H * 0.18, H * 0.25);
      break;
    case 6: {
      s +=
        el("ellipse", { cx: W / 2, cy: floor + H * 0.08, rx: W * 0.36, ry: H * 0.06, fill: "#c8963e" }) +
        el("ellipse", { cx: W / 2, cy: floor + H * 0.07, rx: W * 0.33, ry: H * 0.05, fill: "#e2bf7a" });
      s +=
        candle(ctx, W * 0.36, floor + H * 0.08, H * 0.2) +
        candle(ctx, W * 0.5, floor + H * 0.06, H * 0.28) +
        candle(ctx, W * 0.64, floor + H * 0.09, H * 0.14);
      break;
    }
    case 7:
      s +=
        cushion(ctx, W * 0.1, H * 0.4, W * 0.44, H * 0.34, 7, -6) +
        cushion(ctx, W * 0.46, H * 0.36, W * 0.44, H * 0.36, 2, 5) +
        cushion(ctx, W * 0.28, H * 0.56, W * 0.44, H * 0.3, 4, -2);
      break;
    default: {
      const mx = W / 2,
        mr = W * 0.24;
      s += el("path", {
        d: `M${mx - mr} ${floor - H * 0.22}L${mx - mr} ${H * 0.16 + mr}A${mr} ${mr} 0 0 1 ${mx + mr} ${H * 0.16 + mr}L${mx + mr} ${floor - H * 0.22}Z`,
        fill: "#e9eef2",
        stroke: "#c8963e",
        "stroke-width": 14,
      });
      s +=
        el("rect", { x: W * 0.14, y: floor - H * 0.22, width: W * 0.72, height: 24, fill: "#6e4b2f" }) +
        el("path", {
          d: `M${W * 0.18} ${floor - H * 0.2}L${W * 0.2} ${floor}M${W * 0.82} ${floor - H * 0.2}L${W * 0.8} ${floor}`,
          stroke: "#6e4b2f",
          "stroke-width": 14,
        });
      s +=
        vase(ctx, W * 0.3, floor - H * 0.22, H * 0.16, "#b3202e", 1) +
        stems(W * 0.3, floor - H * 0.38, H * 0.14, 1) +
        vase(ctx, W * 0.7, floor - H * 0.22, H * 0.1, "#f4efe6", 0);
    }
  }
  return { svg: svgDoc(W, H, ctx.defsSvg(), s), width: W, height: H };
}

/** HazelLifestyle hero: a calm living room, 16:9. */
export function lifestyleHero(): Artwork {
  const W = 1920,
    H = 1080;
  const ctx = new Ctx("heroes/hazellifestyle");
  const floor = H * 0.8;
  let s = room(ctx, W, H, "#ece2d4", floor);
  s += el("rect", {
    x: W * 0.08,
    y: H * 0.1,
    width: W * 0.22,
    height: H * 0.5,
    fill: "#f8f4ec",
    stroke: "#c9b391",
    "stroke-width": 10,
  });
  s += el("path", {
    d: `M${W * 0.19} ${H * 0.1}V${H * 0.6}M${W * 0.08} ${H * 0.35}H${W * 0.3}`,
    stroke: "#c9b391",
    "stroke-width": 6,
  });
  s += el("ellipse", {
    cx: W * 0.5,
    cy: floor + H * 0.1,
    rx: W * 0.34,
    ry: H * 0.07,
    fill: printFill(ctx, "kente", textiles[7]!.cw, "rug", 0.6),
    opacity: 0.85,
  });
  s += sofa(ctx, W * 0.3, floor - H * 0.32, W * 0.42, H * 0.34, "#d8c6a8");
  s +=
    cushion(ctx, W * 0.35, floor - H * 0.32, W * 0.1, H * 0.16, 3, -8) +
    cushion(ctx, W * 0.45, floor - H * 0.3, W * 0.1, H * 0.15, 2, 2) +
    cushion(ctx, W * 0.56, floor - H * 0.32, W * 0.11, H * 0.17, 0, 8);
  s += lamp(ctx, W * 0.8, floor + 6, H * 0.64) + plant(W * 0.2, floor + 20, H * 0.34);
  s += el("rect", { x: W * 0.86, y: floor - H * 0.16, width: W * 0.1, height: H * 0.16, fill: "#8a6a4a" });
  s += vase(ctx, W * 0.91, floor - H * 0.16, H * 0.14, "#1f2f6b", 1) + stems(W * 0.91, floor - H * 0.3, H * 0.12, 0);
  return { svg: svgDoc(W, H, ctx.defsSvg(), s), width: W, height: H };
}

/** The designer's atelier: dress form, fabric bolts, pinned sketches, 4:5. */
export function atelier(): Artwork {
  const W = 1200,
    H = 1500;
  const ctx = new Ctx("brand/atelier");
  const floor = H * 0.82;
  let s = room(ctx, W, H, "#efe6d8", floor);
  // Pinned sketches.
  const rng = ctx.rng.fork("sketch");
  for (let i = 0; i < 4; i++) {
    const x = 80 + i * 150 + rng.range(-10, 10),
      y = 120 + (i % 2) * 50,
      rot = rng.range(-5, 5);
    let sk = el("rect", { width: 130, height: 180, fill: "#fbf8f1" });
    sk += el("path", {
      d: `M65 24c-8 0-10 14 0 14s8-14 0-14M65 38L65 52M45 56Q65 48 85 56L78 96Q${40 + i * 6} ${150 - i * 4} ${30 - i * 4} 164L${100 + i * 4} 164Q${92 - i * 6} 130 52 96Z`,
      stroke: "#5b4630",
      "stroke-width": 1.6,
      fill: "none",
    });
    sk += el("path", { d: `M52 96L${60 + i * 4} 164`, stroke: "#b3202e", "stroke-width": 1, opacity: 0.6 });
    s += el(
      "g",
      { transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)})` },
      sk + el("circle", { cx: 65, cy: 8, r: 5, fill: "#b3202e" }),
    );
  }
  // Fabric bolts leaning on the wall.
  for (let i = 0; i < 5; i++) {
    const t = textiles[(i * 3) % textiles.length]!,
      x = 80 + i * 70,
      h = 420 + (i % 3) * 60;
    s += el(
      "g",
      { transform: `rotate(${-6 + i * 1.5} ${x} ${floor})` },
      el("rect", {
        x: x - 30,
        y: floor - h,
        width: 60,
        height: h,
        rx: 10,
        fill: printFill(ctx, t.print, t.cw, "bolt", 0.5),
      }) +
        el("rect", {
          x: x - 30,
          y: floor - h,
          width: 60,
          height: h,
          rx: 10,
          fill: url(
            ctx.linear(
              [
                [0, "#000", 0.3],
                [0.4, "#fff", 0.15],
                [1, "#000", 0.35],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 0 },
            ),
          ),
        }),
    );
  }
  // Dress form draped with a gown in progress.
  const d = designFor({ slug: "atelier", collection: "mysthique", garment: "dress" });
  const b = makeBody("down", 0);
  const gown = {
    ...d,
    silhouette: "full" as const,
    length: "maxi" as const,
    hem: "straight" as const,
    neckline: "sweetheart" as const,
  };
  const f = { fill: printFill(ctx, "brocade", gown.cw, "atelier", 1), base: gown.cw[0], sheen: true };
  const form =
    el("path", {
      d: smooth([
        [560, 250],
        [520, 300],
        [488, 330],
        [500, 420],
        [540, 510],
        [500, 620],
        [540, 690],
        [660, 690],
        [700, 620],
        [660, 510],
        [700, 420],
        [712, 330],
        [680, 300],
        [640, 250],
      ]),
      fill: "#e9dcc6",
      stroke: "#b8a27e",
      "stroke-width": 3,
    }) + el("rect", { x: 585, y: 215, width: 30, height: 40, rx: 6, fill: "#6e4b2f" });
  const pieceSvg =
    skirtPiece(ctx, b, gown, f) +
    piece(ctx, bodicePath(b, { neck: "sweetheart", bottomY: b.waistY + 8, bottomHalf: b.waistHalf + 2 }), f);
  s += el(
    "g",
    { transform: "translate(330 150) scale(0.78)" },
    el("path", {
      d: "M600 1330L600 1420M520 1440L600 1420L680 1440",
      stroke: "#4b3424",
      "stroke-width": 14,
      "stroke-linecap": "round",
    }) +
      form +
      pieceSvg +
      el("path", {
        d: "M500 420C560 440 640 440 700 420",
        stroke: "#f2e6c9",
        "stroke-width": 5,
        "stroke-dasharray": "10 8",
        fill: "none",
      }),
  );
  // Work table with shears and a tape measure.
  s +=
    el("rect", { x: 820, y: floor - 240, width: 340, height: 26, fill: "#7a5638" }) +
    el("path", {
      d: `M850 ${floor - 214}L850 ${floor}M1130 ${floor - 214}L1130 ${floor}`,
      stroke: "#7a5638",
      "stroke-width": 16,
    });
  s += el("path", {
    d: `M880 ${floor - 250}C940 ${floor - 270} 1040 ${floor - 230} 1120 ${floor - 262}`,
    stroke: "#f2c230",
    "stroke-width": 12,
    fill: "none",
    "stroke-dasharray": "2 10",
  });
  s += el(
    "g",
    { transform: `translate(990 ${floor - 262}) rotate(-12)` },
    el("path", { d: "M0 0L90 -6L90 6Z", fill: "#c0c6d4" }) +
      el("circle", { cx: -14, cy: -8, r: 12, fill: "none", stroke: "#1f1c22", "stroke-width": 6 }) +
      el("circle", { cx: -14, cy: 12, r: 12, fill: "none", stroke: "#1f1c22", "stroke-width": 6 }),
  );
  for (const [x, c] of [
    [900, "#b3202e"],
    [940, "#1d5fb3"],
    [1080, "#c9a24a"],
  ] as const)
    s +=
      el("rect", { x, y: floor - 290, width: 26, height: 46, rx: 4, fill: c }) +
      el("rect", { x: x - 3, y: floor - 294, width: 32, height: 8, fill: "#d9c49a" }) +
      el("rect", { x: x - 3, y: floor - 250, width: 32, height: 8, fill: "#d9c49a" });
  return { svg: svgDoc(W, H, ctx.defsSvg(), s), width: W, height: H };
}
