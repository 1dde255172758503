import { type Ctx, url } from "./ctx.ts";
import type { Colourway, PrintKind } from "./directions.ts";
import { el, n, poly, smooth, lighten, darken, type Pt } from "./svg.ts";

/**
 * A fabric print as an SVG <pattern> over the colourway's ground. Returns a fill value.
 * `scale` shrinks or enlarges the repeat (the detail view draws the same print larger).
 */
export function printFill(ctx: Ctx, kind: PrintKind, cw: Colourway, seed: string, scale = 1, angle = 0): string {
  if (kind === "solid") return cw[0];
  const key = `print/${kind}/${cw.join()}/${seed}/${scale}/${angle}`;
  return url(
    ctx.def(
      "p",
      (id) => {
        const { size, body } = tile(ctx, kind, cw, seed);
        const [w, h] = size;
        return el(
          "pattern",
          {
            id,
            patternUnits: "userSpaceOnUse",
            width: w,
            height: h,
            patternTransform: `rotate(${n(angle)}) scale(${n(scale)})`,
          },
          el("rect", { width: w, height: h, fill: cw[0] }) + body,
        );
      },
      key,
    ),
  );
}

function tile(ctx: Ctx, kind: Exclude<PrintKind, "solid">, cw: Colourway, seed: string): { size: Pt; body: string } {
  const rng = ctx.rng.fork(`tile/${seed}`);
  const [g, a, b, c] = cw;
  switch (kind) {
    case "constellation": {
      const T = 200;
      const stars: Pt[] = [];
      for (let i = 0; i < 7; i++) stars.push([rng.range(18, T - 18), rng.range(18, T - 18)]);
      let body = "";
      const path = stars.slice(0, 5);
      body += el("path", {
        d: poly(path, false),
        fill: "none",
        stroke: b,
        "stroke-width": 1.3,
        "stroke-opacity": 0.75,
      });
      stars.forEach((s, i) => {
        const r = i % 3 === 0 ? 4 : rng.range(1.6, 3);
        body += i % 3 === 0 ? sparkle(s, r * 2.6, a) : el("circle", { cx: s[0], cy: s[1], r, fill: a });
      });
      for (let i = 0; i < 14; i++)
        body += el("circle", {
          cx: rng.range(0, T),
          cy: rng.range(0, T),
          r: rng.range(0.6, 1.4),
          fill: a,
          opacity: 0.55,
        });
      return { size: [T, T], body };
    }
    case "starfield": {
      const T = 130;
      let body = "";
      for (let i = 0; i < 22; i++)
        body += el("circle", {
          cx: rng.range(0, T),
          cy: rng.range(0, T),
          r: rng.range(0.7, 2.2),
          fill: a,
          opacity: rng.range(0.4, 1),
        });
      body += sparkle([rng.range(20, T - 20), rng.range(20, T - 20)], 11, c);
      body += sparkle([rng.range(20, T - 20), rng.range(20, T - 20)], 7, a);
      return { size: [T, T], body };
    }
    case "bubbles": {
      const T = 150;
      const grad = ctx.radial(
        [
          [0, lighten(a, 0.6)],
          [0.55, b],
          [1, darken(b, 0.25)],
        ],
        { cx: 0.35, cy: 0.3, r: 0.75 },
      );
      let body = "";
      const spots: [number, number, number][] = [
        [38, 40, 26],
        [112, 96, 18],
        [70, 122, 12],
        [128, 24, 9],
      ];
      for (const [x, y, r] of spots) {
        body += el("circle", { cx: x, cy: y, r, fill: url(grad) });
        body += el("ellipse", {
          cx: x - r * 0.35,
          cy: y - r * 0.4,
          rx: r * 0.28,
          ry: r * 0.16,
          fill: "#ffffff",
          opacity: 0.8,
          transform: `rotate(-30 ${n(x)} ${n(y)})`,
        });
      }
      return { size: [T, T], body };
    }
    case "quilt": {
      const T = 56;
      const body =
        el("path", { d: `M0 0L${T} ${T}M${T} 0L0 ${T}`, stroke: darken(g, 0.25), "stroke-width": 2.2, opacity: 0.6 }) +
        el("path", {
          d: `M2 0L${T + 2} ${T}M${T + 2} 0L2 ${T}`,
          stroke: lighten(g, 0.35),
          "stroke-width": 1.2,
          opacity: 0.6,
        }) +
        el("circle", { cx: T / 2, cy: T / 2, r: 2.2, fill: a });
      return { size: [T, T], body };
    }
    case "pleats": {
      const T = 26;
      const gr = ctx.linear(
        [
          [0, darken(g, 0.22)],
          [0.35, lighten(g, 0.12)],
          [0.7, g],
          [1, darken(g, 0.28)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      return { size: [T, 400], body: el("rect", { width: T, height: 400, fill: url(gr) }) };
    }
    case "snow": {
      const T = 150;
      let body = "";
      for (let i = 0; i < 4; i++)
        body += snowflake([rng.range(15, T - 15), rng.range(15, T - 15)], rng.range(6, 12), i === 0 ? c : a);
      for (let i = 0; i < 16; i++)
        body += el("circle", { cx: rng.range(0, T), cy: rng.range(0, T), r: rng.range(0.8, 2), fill: a, opacity: 0.7 });
      return { size: [T, T], body };
    }
    case "brocade": {
      const T = 110;
      const curl = (sx: number) =>
        `M55 12C${55 + 24 * sx} 22 ${55 + 30 * sx} 48 ${55 + 12 * sx} 58C${55 + 2 * sx} 64 ${55 - 8 * sx} 52 ${55 + 2 * sx} 46C${55 + 10 * sx} 42 ${55 + 16 * sx} 52 ${55 + 8 * sx} 56M55 58C${55 + 18 * sx} 70 ${55 + 14 * sx} 92 55 100`;
      const stroke = {
        fill: "none",
        stroke: a,
        "stroke-width": 2.4,
        "stroke-linecap": "round",
        opacity: 0.85,
      } as const;
      const body =
        el("path", { d: curl(1), ...stroke }) +
        el("path", { d: curl(-1), ...stroke }) +
        el("path", { d: "M55 30l6 10-6 10-6-10z", fill: a, opacity: 0.9 }) +
        el("circle", { cx: 0, cy: 0, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: T, cy: 0, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: 0, cy: T, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: T, cy: T, r: 4, fill: a, opacity: 0.8 });
      return { size: [T, T], body };
    }
    case "tartan": {
      const T = 120;
      const body =
        el("rect", { x: 0, y: 30, width: T, height: 34, fill: c, opacity: 0.55 }) +
        el("rect", { x: 30, y: 0, width: 34, height: T, fill: c, opacity: 0.55 }) +
        el("rect", { x: 0, y: 92, width: T, height: 4, fill: a, opacity: 0.9 }) +
        el("rect", { x: 92, y: 0, width: 4, height: T, fill: a, opacity: 0.9 }) +
        el("rect", { x: 0, y: 45, width: T, height: 2, fill: b, opacity: 0.6 }) +
        el("rect", { x: 45, y: 0, width: 2, height: T, fill: b, opacity: 0.6 });
      return { size: [T, T], body };
    }
    case "seeds": {
      const T = 90;
      let body = "";
      for (let i = 0; i < 16; i++) {
        const x = rng.range(4, T - 4),
          y = rng.range(4, T - 4);
        body += el("ellipse", {
          cx: x,
          cy: y,
          rx: rng.range(2.2, 3.6),
          ry: rng.range(1.3, 2),
          fill: i % 3 ? a : b,
          transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
        });
      }
      return { size: [T, T], body };
    }
    case "pomegranate": {
      const T = 170;
      const fruit = (x: number, y: number, r: number) =>
        el("path", {
          d: `M${x - r * 0.3} ${y - r * 0.95}l${r * 0.1} -${r * 0.3}l${r * 0.2} ${r * 0.18}l${r * 0.2} -${r * 0.18}l${r * 0.1} ${r * 0.3}`,
          fill: b,
        }) +
        el("circle", { cx: x, cy: y, r, fill: b }) +
        el("ellipse", {
          cx: x - r * 0.35,
          cy: y - r * 0.35,
          rx: r * 0.25,
          ry: r * 0.15,
          fill: "#ffffff",
          opacity: 0.3,
        });
      let body = fruit(48, 52, 26);
      const hx = 122,
        hy = 122,
        hr = 28;
      body +=
        el("circle", { cx: hx, cy: hy, r: hr, fill: b }) +
        el("circle", { cx: hx, cy: hy, r: hr - 5, fill: lighten(a, 0.2) });
      for (let i = 0; i < 14; i++) {
        const ang = rng.range(0, Math.PI * 2),
          d = rng.range(0, hr - 10);
        body += el("circle", { cx: hx + Math.cos(ang) * d, cy: hy + Math.sin(ang) * d, r: 3.2, fill: darken(b, 0.05) });
      }
      body += el("path", { d: "M100 36c14-10 30-8 38 2c-14 8-28 8-38-2z", fill: c, opacity: 0.9 });
      body += el("path", { d: "M20 130c10-12 26-14 36-6c-12 10-26 12-36 6z", fill: c, opacity: 0.9 });
      return { size: [T, T], body };
    }
    case "grain": {
      const T = 64;
      let body = "";
      for (let row = 0; row < 4; row++) {
        for (let i = 0; i < 4; i++) {
          const x = i * 16 + (row % 2) * 8 + 4,
            y = row * 16 + 8;
          body += el("ellipse", {
            cx: x,
            cy: y,
            rx: 6,
            ry: 1.6,
            fill: row % 2 ? a : b,
            transform: `rotate(${row % 2 ? 35 : -35} ${x} ${y})`,
          });
        }
      }
      return { size: [T, T], body };
    }
    case "wax": {
      const T = 140;
      const rings = (x: number, y: number) =>
        el("circle", { cx: x, cy: y, r: 34, fill: a }) +
        el("circle", { cx: x, cy: y, r: 26, fill: c }) +
        el("circle", { cx: x, cy: y, r: 18, fill: b }) +
        el("circle", { cx: x, cy: y, r: 9, fill: g }) +
        el("circle", { cx: x, cy: y, r: 34, fill: "none", stroke: g, "stroke-width": 2, "stroke-dasharray": "3 4" });
      let body = rings(35, 35) + rings(105, 105);
      body +=
        rings(-35, 105) +
        rings(175, 105) +
        rings(105, -35) +
        rings(105, 175) +
        rings(35, 175) +
        rings(175, 35) +
        rings(-35, -35) +
        rings(175, 175) +
        rings(-35, 175) +
        rings(175, -35);
      body += el("path", { d: "M105 20l8 15-8 15-8-15zM35 90l8 15-8 15-8-15z", fill: b });
      return { size: [T, T], body };
    }
    case "diamond": {
      const T = 100;
      const body =
        el("path", { d: "M50 6L94 50L50 94L6 50Z", fill: a }) +
        el("path", { d: "M50 22L78 50L50 78L22 50Z", fill: b }) +
        el("path", { d: "M50 38L62 50L50 62L38 50Z", fill: c }) +
        el("path", { d: "M0 0L14 0L0 14ZM100 0L86 0L100 14ZM0 100L14 100L0 86ZM100 100L86 100L100 86Z", fill: c }) +
        el("path", {
          d: "M50 6L94 50L50 94L6 50Z",
          fill: "none",
          stroke: g,
          "stroke-width": 3,
          "stroke-dasharray": "2 5",
        });
      return { size: [T, T], body };
    }
    case "kente": {
      const T = 160;
      let body =
        el("rect", { y: 0, width: T, height: 34, fill: a }) +
        el("rect", { y: 80, width: T, height: 34, fill: b }) +
        el("rect", { y: 40, width: T, height: 6, fill: c }) +
        el("rect", { y: 120, width: T, height: 6, fill: c }) +
        el("rect", { y: 140, width: T, height: 12, fill: a });
      for (let i = 0; i < 8; i++) {
        body += el("rect", { x: i * 20 + 4, y: 6, width: 12, height: 22, fill: i % 2 ? c : b });
        body += el("path", { d: `M${i * 20} 97l10-10l10 10l-10 10z`, fill: i % 2 ? c : a });
      }
      body += el("path", {
        d: `M0 60${Array.from({ length: 8 }, (_, i) => `L${i * 20 + 10} ${i % 2 ? 52 : 68}`).join("")}L160 60`,
        fill: "none",
        stroke: a,
        "stroke-width": 4,
      });
      return { size: [T, T], body };
    }
    case "chevron": {
      const T = 80;
      const body =
        el("path", { d: "M0 30L20 10L40 30L60 10L80 30L80 44L60 24L40 44L20 24L0 44Z", fill: a }) +
        el("path", { d: "M0 66L20 46L40 66L60 46L80 66L80 74L60 54L40 74L20 54L0 74Z", fill: b }) +
        el("circle", { cx: 20, cy: 36, r: 3, fill: c }) +
        el("circle", { cx: 60, cy: 36, r: 3, fill: c });
      return { size: [T, T], body };
    }
    case "floral": {
      const T = 130;
      let body = "";
      const flower = (x: number, y: number, r: number, col: string) => {
        let s = "";
        for (let i = 0; i < 5; i++) {
          const ang = (i * 72 * Math.PI) / 180;
          s += el("ellipse", {
            cx: x + Math.cos(ang) * r * 0.55,
            cy: y + Math.sin(ang) * r * 0.55,
            rx: r * 0.55,
            ry: r * 0.36,
            fill: col,
            transform: `rotate(${i * 72} ${n(x + Math.cos(ang) * r * 0.55)} ${n(y + Math.sin(ang) * r * 0.55)})`,
          });
        }
        return s + el("circle", { cx: x, cy: y, r: r * 0.22, fill: c });
      };
      const leaf = (x: number, y: number, rot: number) =>
        el("path", {
          d: `M${x} ${y}c6-10 18-12 24-6c-8 8-18 10-24 6z`,
          fill: darken(c, 0.1),
          opacity: 0.85,
          transform: `rotate(${rot} ${x} ${y})`,
        });
      body += leaf(44, 40, 20) + leaf(30, 52, 160) + leaf(104, 100, -30) + leaf(92, 110, 130);
      body += flower(40, 40, 16, b) + flower(100, 100, 13, a) + flower(105, 28, 7, b) + flower(28, 108, 8, a);
      return { size: [T, T], body };
    }
    case "polka": {
      const T = 44;
      return {
        size: [T, T],
        body: el("circle", { cx: 11, cy: 11, r: 4.5, fill: a }) + el("circle", { cx: 33, cy: 33, r: 4.5, fill: a }),
      };
    }
    case "lace": {
      const T = 56;
      const body =
        el("circle", { cx: 28, cy: 28, r: 16, fill: "none", stroke: a, "stroke-width": 1.6, opacity: 0.9 }) +
        el("circle", { cx: 28, cy: 28, r: 8, fill: "none", stroke: a, "stroke-width": 1.2, opacity: 0.9 }) +
        el("circle", { cx: 0, cy: 0, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: T, cy: 0, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: 0, cy: T, r: 4, fill: a, opacity: 0.8 }) +
        el("circle", { cx: T, cy: T, r: 4, fill: a, opacity: 0.8 }) +
        el("path", {
          d: smooth([
            [28, 2],
            [54, 28],
            [28, 54],
            [2, 28],
          ]),
          fill: "none",
          stroke: a,
          "stroke-width": 0.8,
          opacity: 0.6,
        });
      return { size: [T, T], body };
    }
  }
}

/** A four-pointed star. */
export function sparkle(c: Pt, r: number, fill: string, opacity = 1): string {
  const [x, y] = c,
    k = r * 0.18;
  return el("path", {
    d: `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`,
    fill,
    opacity: opacity === 1 ? undefined : opacity,
  });
}

export function snowflake(c: Pt, r: number, stroke: string, opacity = 0.9): string {
  let d = "";
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3;
    d += `M${n(c[0] - Math.cos(a) * r)} ${n(c[1] - Math.sin(a) * r)}L${n(c[0] + Math.cos(a) * r)} ${n(c[1] + Math.sin(a) * r)}`;
  }
  return el("path", { d, stroke, "stroke-width": Math.max(1, r / 6), "stroke-linecap": "round", opacity });
}
