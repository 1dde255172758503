import { createRng, type Rng } from "./rng.ts";
import { el, type Attrs } from "./svg.ts";

/** One SVG document being drawn: its seeded randomness and its <defs>. */
export class Ctx {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private count = 0;
  private readonly cache = new Map<string, string>();

  constructor(seed: string) {
    this.rng = createRng(seed);
  }

  id(prefix: string): string {
    return `${prefix}${(this.count++).toString(36)}`;
  }

  /** Adds a definition once per `cacheKey`, returning its id. */
  def(prefix: string, make: (id: string) => string, cacheKey?: string): string {
    if (cacheKey) {
      const hit = this.cache.get(cacheKey);
      if (hit) return hit;
    }
    const id = this.id(prefix);
    this.defs.push(make(id));
    if (cacheKey) this.cache.set(cacheKey, id);
    return id;
  }

  linear(stops: readonly (readonly [number, string, number?])[], a: Attrs = { x1: 0, y1: 0, x2: 0, y2: 1 }): string {
    const key = `lg${JSON.stringify(stops)}${JSON.stringify(a)}`;
    return this.def("g", (id) => el("linearGradient", { id, ...a }, stopsSvg(stops)), key);
  }

  radial(stops: readonly (readonly [number, string, number?])[], a: Attrs = {}): string {
    const key = `rg${JSON.stringify(stops)}${JSON.stringify(a)}`;
    return this.def("r", (id) => el("radialGradient", { id, ...a }, stopsSvg(stops)), key);
  }

  blur(sd: number): string {
    return this.def(
      "b",
      (id) =>
        el(
          "filter",
          { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
          el("feGaussianBlur", { stdDeviation: sd }),
        ),
      `blur${sd}`,
    );
  }

  clip(d: string): string {
    return this.def("c", (id) => el("clipPath", { id }, el("path", { d })), `clip${d}`);
  }

  defsSvg(): string {
    return this.defs.join("");
  }
}

function stopsSvg(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(([o, c, op]) =>
      el("stop", { offset: o, "stop-color": c, "stop-opacity": op === undefined || op === 1 ? undefined : op }),
    )
    .join("");
}

export const url = (id: string): string => `url(#${id})`;
