import { flower, softShadow, sphere, sprig } from "./backdrops.ts";
import { type Ctx, url } from "./ctx.ts";
import { snowflake, sparkle } from "./prints.ts";
import { el, n, poly, type Pt } from "./svg.ts";
import type { CollectionSlug } from "./types.ts";

/** Full art-directed backdrop of a collection (styled look, covers, heroes), for any frame. */
export function scene(ctx: Ctx, col: CollectionSlug, w: number, h: number, horizon: number): string {
  const hy = h * horizon;
  const rng = ctx.rng.fork(`scene/${col}`);
  const area = (w * h) / 1e6;
  const floor = (top: string, bottom: string) =>
    el("rect", {
      y: hy,
      width: w,
      height: h - hy,
      fill: url(
        ctx.linear([
          [0, top],
          [1, bottom],
        ]),
      ),
    });
  let s = "";
  switch (col) {
    case "naledi": {
      s += el("rect", {
        width: w,
        height: h,
        fill: url(
          ctx.linear([
            [0, "#070c22"],
            [0.55, "#162459"],
            [1, "#3a4f8c"],
          ]),
        ),
      });
      for (let i = 0; i < 120 * area; i++)
        s += el("circle", {
          cx: rng.range(0, w),
          cy: rng.range(0, hy),
          r: rng.range(0.6, 2.2),
          fill: "#e8ecf7",
          opacity: rng.range(0.35, 1),
        });
      for (let k = 0; k < Math.max(2, Math.round(w / 600)); k++) {
        const ox = rng.range(0.05, 0.8) * w,
          oy = rng.range(0.06, 0.4) * h;
        const pts: Pt[] = [];
        for (let i = 0; i < 6; i++) pts.push([ox + rng.range(0, w * 0.18), oy + rng.range(0, h * 0.16)]);
        pts.sort((a, b) => a[0] - b[0]);
        s += el("path", { d: poly(pts, false), stroke: "#c9d1e3", "stroke-width": 1.4, fill: "none", opacity: 0.55 });
        for (const p of pts) s += sparkle(p, rng.range(6, 13), "#f1f4fb");
      }
      const mx = w * 0.82,
        my = h * 0.14,
        mr = Math.min(w, h) * 0.06;
      s += el("circle", {
        cx: mx,
        cy: my,
        r: mr * 2.4,
        fill: url(
          ctx.radial([
            [0, "#f3e9c6", 0.35],
            [1, "#f3e9c6", 0],
          ]),
        ),
      });
      s += el("path", {
        d: `M${n(mx)} ${n(my - mr)}A${n(mr)} ${n(mr)} 0 1 0 ${n(mx)} ${n(my + mr)}A${n(mr * 0.78)} ${n(mr * 0.78)} 0 1 1 ${n(mx)} ${n(my - mr)}Z`,
        fill: "#f3e9c6",
      });
      s += floor("#1a2452", "#0b1030");
      s += el("ellipse", {
        cx: w / 2,
        cy: hy + (h - hy) * 0.3,
        rx: w * 0.4,
        ry: (h - hy) * 0.2,
        fill: softShadow(ctx, "#6f85c4", 0.22),
      });
      break;
    }
    case "bubble-girl": {
      s += el("rect", {
        width: w,
        height: h,
        fill: url(
          ctx.linear([
            [0, "#f9e4ec"],
            [1, "#eec3d3"],
          ]),
        ),
      });
      const count = Math.max(2, Math.round(w / 420));
      const aw = w / count;
      for (let i = 0; i < count; i++) {
        const x0 = i * aw + aw * 0.14,
          x1 = (i + 1) * aw - aw * 0.14,
          r = (x1 - x0) / 2,
          top = h * 0.22 + r;
        const d = `M${n(x0)} ${n(hy)}L${n(x0)} ${n(top)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(top)}L${n(x1)} ${n(hy)}Z`;
        s += el("path", {
          d,
          fill: url(
            ctx.linear(
              [
                [0, "#e3a9c0"],
                [1, "#f4cfdc"],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 0 },
            ),
          ),
        });
        s += el("path", { d, fill: "none", stroke: "#fbeef3", "stroke-width": 10, transform: `translate(-8 0)` });
      }
      s += floor("#e7b5c8", "#d996b0");
      const cols = ["#f29bbd", "#b9a3e3", "#3152d6", "#ffffff", "#9fdcc8", "#ffb35c"];
      for (let i = 0; i < 3 + Math.round(area * 4); i++) {
        const r = rng.range(0.025, 0.07) * Math.min(w, h);
        const onFloor = rng.chance(0.6);
        s += sphere(
          ctx,
          [rng.range(0, w), onFloor ? rng.range(hy + r * 0.2, h - r) : rng.range(h * 0.08, hy - r)],
          r,
          rng.pick(cols),
        );
      }
      break;
    }
    case "mysthique": {
      s += el("rect", {
        width: w,
        height: h,
        fill: url(
          ctx.linear([
            [0, "#07130f"],
            [0.6, "#0f3b2e"],
            [1, "#3d1a1c"],
          ]),
        ),
      });
      for (let i = 0; i < 40 * area; i++)
        s += sparkle([rng.range(0, w), rng.range(0, hy * 0.7)], rng.range(3, 9), "#e8c874", rng.range(0.5, 1));
      // Firs on the horizon.
      for (let i = 0; i < Math.round(w / 110); i++) {
        const x = rng.range(-40, w + 40),
          th = rng.range(0.14, 0.3) * h,
          tw = th * 0.42;
        const tiers = 4;
        let d = "";
        for (let t = 0; t < tiers; t++) {
          const ty = hy - th + (th * t) / tiers,
            bw = tw * (0.4 + (0.6 * (t + 1)) / tiers);
          d += `M${n(x)} ${n(ty)}L${n(x + bw / 2)} ${n(ty + th / tiers + 16)}L${n(x - bw / 2)} ${n(ty + th / tiers + 16)}Z`;
        }
        s += el("path", { d, fill: i % 2 ? "#0b231b" : "#102e24" });
        s += el("path", {
          d: `M${n(x - tw * 0.2)} ${n(hy - th * 0.5)}l${n(tw * 0.4)} 0`,
          stroke: "#f4f6f2",
          "stroke-width": 5,
          "stroke-linecap": "round",
          opacity: 0.7,
        });
      }
      s += floor("#dfe6ea", "#aebfc8");
      for (let i = 0; i < 70 * area; i++)
        s += el("circle", {
          cx: rng.range(0, w),
          cy: rng.range(0, h),
          r: rng.range(1.5, 5),
          fill: "#ffffff",
          opacity: rng.range(0.5, 0.95),
        });
      for (let i = 0; i < 4 * area + 2; i++)
        s += snowflake([rng.range(0, w), rng.range(0, hy)], rng.range(8, 16), "#ffffff", 0.7);
      const cy = hy + (h - hy) * 0.45;
      for (const x of [w * 0.1, w * 0.17, w * 0.86])
        s += candle(ctx, x, cy + rng.range(-10, 30), rng.range(60, 130) * (h / 1500));
      break;
    }
    case "genesis": {
      s += el("rect", {
        width: w,
        height: h,
        fill: url(
          ctx.linear([
            [0, "#f6e8cf"],
            [1, "#ecd3a9"],
          ]),
        ),
      });
      s += el("circle", { cx: w * 0.5, cy: hy * 0.48, r: Math.min(w, h) * 0.3, fill: "#f2c230", opacity: 0.75 });
      s += el("circle", {
        cx: w * 0.5,
        cy: hy * 0.48,
        r: Math.min(w, h) * 0.36,
        fill: "none",
        stroke: "#f2c230",
        "stroke-width": 3,
        opacity: 0.5,
      });
      for (let i = 0; i < 4; i++) s += grainStalk(w * (0.06 + i * 0.05), hy, h * 0.32, rng.range(-12, 8));
      for (let i = 0; i < 3; i++) s += grainStalk(w * (0.82 + i * 0.05), hy, h * 0.28, rng.range(-8, 12));
      s += floor("#c98f5a", "#a86f41");
      s +=
        pomegranate(ctx, [w * 0.12, hy + (h - hy) * 0.45], Math.min(w, h) * 0.06, false) +
        pomegranate(ctx, [w * 0.86, hy + (h - hy) * 0.55], Math.min(w, h) * 0.055, true);
      for (let i = 0; i < 40 * area; i++) {
        const x = rng.range(0, w),
          y = rng.range(hy + 10, h);
        s += el("ellipse", {
          cx: x,
          cy: y,
          rx: 6,
          ry: 3.5,
          fill: rng.pick(["#b3202e", "#3b3a36", "#f1e6cf", "#a9c27a"]),
          transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
        });
      }
      break;
    }
    case "resurgence": {
      s += el("rect", { width: w, height: h, fill: "#e0592a" });
      s += el("path", { d: `M${w * 0.55} 0L${w} 0L${w} ${hy}L${w * 0.35} ${hy}Z`, fill: "#1d5fb3" });
      const r = Math.min(w, h) * 0.22;
      for (const [cx, cy, k] of [
        [w * 0.2, h * 0.22, 1],
        [w * 0.84, h * 0.5, 0.8],
      ] as const) {
        s +=
          el("circle", { cx, cy, r: r * k, fill: "#f4c20d" }) +
          el("circle", { cx, cy, r: r * k * 0.72, fill: "#0b7a4b" }) +
          el("circle", { cx, cy, r: r * k * 0.46, fill: "#c2185b" }) +
          el("circle", { cx, cy, r: r * k * 0.2, fill: "#f6e7c1" }) +
          el("circle", {
            cx,
            cy,
            r: r * k * 0.86,
            fill: "none",
            stroke: "#1e1410",
            "stroke-width": 4,
            "stroke-dasharray": "4 10",
          });
      }
      s += floor("#2b1a12", "#1e1410");
      const band = hy + (h - hy) * 0.25,
        bh = (h - hy) * 0.3;
      const stripes = ["#f4c20d", "#0b7a4b", "#d1342f", "#1e1410", "#f4c20d", "#1d5fb3"];
      for (let i = 0; i < 36; i++)
        s += el("rect", {
          x: (i * w) / 36,
          y: band,
          width: w / 36 + 1,
          height: bh,
          fill: stripes[i % stripes.length]!,
        });
      s += el("rect", { x: 0, y: band + bh * 0.42, width: w, height: bh * 0.16, fill: "#f6e7c1" });
      break;
    }
    case "hazelbee": {
      s += el("rect", {
        width: w,
        height: h,
        fill: url(
          ctx.linear([
            [0, "#fbf3ee"],
            [1, "#f1dcd4"],
          ]),
        ),
      });
      const cx = w / 2,
        r = Math.min(w * 0.36, h * 0.36),
        top = h * 0.12 + r;
      s += el("path", {
        d: `M${n(cx - r)} ${n(hy)}L${n(cx - r)} ${n(top)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(top)}L${n(cx + r)} ${n(hy)}`,
        fill: "#f6e6df",
        stroke: "#c9d4bd",
        "stroke-width": 10,
      });
      const cols = ["#f3c9c4", "#efe0c4", "#cdbfe0", "#ffffff", "#e8b9b5"];
      for (let i = 0; i <= 20; i++) {
        const a = Math.PI + (Math.PI * i) / 20;
        const p: Pt = [cx + Math.cos(a) * r, top + Math.sin(a) * r];
        s += el("ellipse", {
          cx: p[0] + 10,
          cy: p[1] - 6,
          rx: 18,
          ry: 8,
          fill: "#a9bb9b",
          transform: `rotate(${n((a * 180) / Math.PI + 40)} ${n(p[0])} ${n(p[1])})`,
        });
        s += flower(p, rng.range(14, 26), rng.pick(cols));
      }
      for (const side of [-1, 1])
        for (let i = 0; i < 7; i++) {
          const p: Pt = [cx + side * r + rng.range(-16, 16), top + i * ((hy - top) / 7)];
          s += flower(p, rng.range(12, 22), rng.pick(cols));
        }
      s += floor("#efd7cd", "#e5c6ba");
      for (let i = 0; i < 24 * area + 6; i++) {
        const x = rng.range(0, w),
          y = rng.range(hy, h);
        s += el("ellipse", {
          cx: x,
          cy: y,
          rx: 7,
          ry: 4,
          fill: rng.pick(cols),
          transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
        });
      }
      s += sprig(ctx, [w * 0.04, h * 0.08], 1.3, 20) + sprig(ctx, [w * 0.96, h * 0.12], 1.2, 160);
      break;
    }
  }
  return s;
}

export function candle(ctx: Ctx, x: number, base: number, height: number): string {
  const cw = height * 0.28;
  const glow = ctx.radial([
    [0, "#ffd27a", 0.75],
    [0.4, "#ffb347", 0.25],
    [1, "#ffb347", 0],
  ]);
  return (
    el("circle", { cx: x, cy: base - height - cw * 0.6, r: height * 0.9, fill: url(glow) }) +
    el("rect", {
      x: x - cw / 2,
      y: base - height,
      width: cw,
      height,
      rx: cw * 0.12,
      fill: url(
        ctx.linear(
          [
            [0, "#e9dcc3"],
            [0.45, "#fff8ea"],
            [1, "#cdbd9d"],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    }) +
    el("path", {
      d: `M${n(x)} ${n(base - height - cw * 1.2)}C${n(x + cw * 0.22)} ${n(base - height - cw * 0.6)} ${n(x + cw * 0.18)} ${n(base - height - cw * 0.2)} ${n(x)} ${n(base - height - cw * 0.15)}C${n(x - cw * 0.18)} ${n(base - height - cw * 0.2)} ${n(x - cw * 0.22)} ${n(base - height - cw * 0.6)} ${n(x)} ${n(base - height - cw * 1.2)}Z`,
      fill: "#ffcf5c",
    })
  );
}

function grainStalk(x: number, base: number, height: number, lean: number): string {
  let s = el("path", {
    d: `M${n(x)} ${n(base)}Q${n(x + lean)} ${n(base - height * 0.6)} ${n(x + lean * 2)} ${n(base - height)}`,
    stroke: "#b8955b",
    "stroke-width": 3,
    fill: "none",
  });
  for (let i = 0; i < 8; i++) {
    const t = 0.55 + i * 0.055;
    const px = x + lean * 2 * t * t,
      py = base - height * t;
    s += el("ellipse", {
      cx: px - 7,
      cy: py,
      rx: 9,
      ry: 3.6,
      fill: "#d9b878",
      transform: `rotate(-35 ${n(px)} ${n(py)})`,
    });
    s += el("ellipse", {
      cx: px + 7,
      cy: py,
      rx: 9,
      ry: 3.6,
      fill: "#cfa865",
      transform: `rotate(35 ${n(px)} ${n(py)})`,
    });
  }
  return s;
}

function pomegranate(ctx: Ctx, c: Pt, r: number, cut: boolean): string {
  const [x, y] = c;
  const skin = ctx.radial(
    [
      [0, "#e24a4f"],
      [0.7, "#b3202e"],
      [1, "#6b0f18"],
    ],
    { cx: 0.35, cy: 0.35, r: 0.8 },
  );
  let s = el("ellipse", { cx: x + r * 0.2, cy: y + r * 0.95, rx: r, ry: r * 0.18, fill: "#000", opacity: 0.18 });
  if (!cut) {
    s += el("path", {
      d: `M${n(x - r * 0.22)} ${n(y - r * 0.92)}l${n(r * 0.08)} ${n(-r * 0.3)}l${n(r * 0.14)} ${n(r * 0.16)}l${n(r * 0.14)} ${n(-r * 0.16)}l${n(r * 0.08)} ${n(r * 0.3)}Z`,
      fill: "#8c1c2a",
    });
    s += el("circle", { cx: x, cy: y, r, fill: url(skin) });
    s += el("ellipse", { cx: x - r * 0.38, cy: y - r * 0.36, rx: r * 0.2, ry: r * 0.12, fill: "#fff", opacity: 0.45 });
    return s;
  }
  s += el("ellipse", { cx: x, cy: y, rx: r, ry: r * 0.9, fill: url(skin) });
  s += el("ellipse", { cx: x, cy: y - r * 0.1, rx: r * 0.86, ry: r * 0.7, fill: "#f6d8c8" });
  const rng = ctx.rng.fork(`pom${x}`);
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2),
      d = Math.sqrt(rng.next()) * r * 0.7;
    s += el("ellipse", {
      cx: x + Math.cos(a) * d,
      cy: y - r * 0.1 + Math.sin(a) * d * 0.78,
      rx: r * 0.09,
      ry: r * 0.07,
      fill: rng.pick(["#c21f35", "#a3162b", "#e0314a"]),
    });
  }
  return s;
}
