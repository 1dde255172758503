/** Tiny SVG string helpers. Numbers are rounded to one decimal to keep files small. */

export type Attrs = Record<string, string | number | undefined | false>;

export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : escapeAttr(v)}"`;
  }
  return out;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export type Pt = readonly [number, number];

/** Path through points with straight segments. */
export function poly(pts: readonly Pt[], close = true): string {
  return pts.map((p, i) => `${i ? "L" : "M"}${n(p[0])} ${n(p[1])}`).join("") + (close ? "Z" : "");
}

/** Smooth closed or open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: readonly Pt[], close = true, tension = 1): string {
  const count = pts.length;
  if (count < 3) return poly(pts, close);
  const at = (i: number): Pt => {
    if (close) return pts[((i % count) + count) % count]!;
    return pts[Math.max(0, Math.min(count - 1, i))]!;
  };
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  const last = close ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const t = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + (close ? "Z" : "");
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];

/**
 * Outline of a limb (arm, leg, sleeve) following a centre line with a half-width at each point,
 * as a smooth closed path.
 */
export function limb(centre: readonly Pt[], halfWidths: readonly number[]): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < centre.length; i++) {
    const prev = centre[Math.max(0, i - 1)]!;
    const next = centre[Math.min(centre.length - 1, i + 1)]!;
    const dx = next[0] - prev[0],
      dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len,
      ny = dx / len;
    const w = halfWidths[i] ?? halfWidths[halfWidths.length - 1] ?? 10;
    const c = centre[i]!;
    left.push([c[0] + nx * w, c[1] + ny * w]);
    right.push([c[0] - nx * w, c[1] - ny * w]);
  }
  return smooth([...left, ...right.reverse()], true, 0.8);
}

/** Points along a polyline at fractions of its length. */
export function alongPolyline(pts: readonly Pt[], t: number): Pt {
  const segs: number[] = [];
  let total = 0;
  for (let i = 1; i < pts.length; i++) {
    const l = Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
    segs.push(l);
    total += l;
  }
  let d = Math.max(0, Math.min(1, t)) * total;
  for (let i = 0; i < segs.length; i++) {
    const l = segs[i]!;
    if (d <= l || i === segs.length - 1) return lerpPt(pts[i]!, pts[i + 1]!, l ? Math.min(1, d / l) : 0);
    d -= l;
  }
  return pts[pts.length - 1]!;
}

/** Mix two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16),
    pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(lerp(ch(pa, s), ch(pb, s), t));
  return `#${hex(c(16))}${hex(c(8))}${hex(c(0))}`;
}
const hex = (v: number) => v.toString(16).padStart(2, "0");

export const darken = (c: string, t: number) => mix(c, "#000000", t);
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);

/** Relative luminance 0..1 of #rrggbb (rough). */
export function luma(c: string): number {
  const p = parseInt(c.slice(1), 16);
  return (0.2126 * ((p >> 16) & 255) + 0.7152 * ((p >> 8) & 255) + 0.0722 * (p & 255)) / 255;
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`;
}
