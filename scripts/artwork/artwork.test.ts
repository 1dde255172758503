import { describe, expect, it } from "vitest";
import { allArtworkKeys, fixedKeys, renderArtwork } from "./index.ts";
import { createRng } from "./rng.ts";
import { sampleProducts } from "./sample.ts";
import { collections, garments, type ArtProduct } from "./types.ts";

const product = (over: Partial<ArtProduct> = {}): ArtProduct => ({
  id: 1,
  alt: "Vega Dress",
  slug: "vega-dress",
  collection: "naledi",
  garment: "dress",
  imageCount: 4,
  ...over,
});

/** Rough well-formedness: one root, balanced tags, quoted attributes. */
function wellFormed(svg: string): boolean {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.endsWith("</svg>")) return false;
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, close, tag, , self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== tag) return false;
    } else stack.push(tag!);
  }
  const tags = svg.match(/</g)?.length ?? 0;
  const matched = [...svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)].length;
  return stack.length === 0 && tags === matched && !/NaN|undefined|Infinity/.test(svg);
}

describe("artwork generator", () => {
  it("is deterministic: the same key draws the same SVG", () => {
    const p = [product()];
    for (let n = 1; n <= 4; n++)
      expect(renderArtwork(`products/vega-dress/${n}`, p).svg).toBe(renderArtwork(`products/vega-dress/${n}`, p).svg);
    expect(renderArtwork("heroes/home", p).svg).toBe(renderArtwork("heroes/home", p).svg);
  });

  it("draws distinct products differently", () => {
    const a = product(),
      b = product({ slug: "altair-dress", alt: "Altair Dress" });
    const svgs = new Set(sampleProducts.map((p) => renderArtwork(`products/${p.slug}/1`, sampleProducts).svg));
    expect(svgs.size).toBe(sampleProducts.length);
    expect(renderArtwork("products/vega-dress/1", [a]).svg).not.toBe(renderArtwork("products/altair-dress/1", [b]).svg);
  });

  it("draws front, back, detail and styled look as four different pictures", () => {
    const p = [product()];
    const views = new Set([1, 2, 3, 4].map((n) => renderArtwork(`products/vega-dress/${n}`, p).svg));
    expect(views.size).toBe(4);
  });

  it("renders every garment in every collection as well-formed, reasonably small 4:5 SVG", () => {
    for (const collection of collections) {
      for (const garment of garments) {
        const p = product({ slug: `${collection}-${garment}`, collection, garment });
        for (let n = 1; n <= 4; n++) {
          const art = renderArtwork(`products/${p.slug}/${n}`, [p]);
          expect(art.width / art.height).toBe(4 / 5);
          expect(wellFormed(art.svg), `${p.slug}/${n}`).toBe(true);
          expect(art.svg.length).toBeLessThan(70_000);
        }
      }
    }
  }, 60_000);

  it("renders every fixed key with its frame", () => {
    for (const key of fixedKeys) {
      const art = renderArtwork(key, []);
      expect(wellFormed(art.svg), key).toBe(true);
      const frame = key.endsWith("-portrait")
        ? new RegExp(` ${art.width} ${art.height}" width="${art.width}" height="${art.height}"`)
        : `viewBox="0 0 ${art.width} ${art.height}"`;
      expect(art.svg).toMatch(frame);
    }
    expect(renderArtwork("heroes/home", []).width / renderArtwork("heroes/home", []).height).toBeCloseTo(16 / 9);
    expect(renderArtwork("collections/naledi", []).width / renderArtwork("collections/naledi", []).height).toBe(3 / 4);
    expect(renderArtwork("brand/atelier", []).width / renderArtwork("brand/atelier", []).height).toBe(4 / 5);
  });

  it("crops each hero's middle upright, 3 wide to 5 high, for phones", () => {
    const wide = renderArtwork("heroes/home", []);
    const tall = renderArtwork("heroes/home-portrait", []);
    expect(tall).toMatchObject({ width: 648, height: 1080 });
    expect(tall.svg).toContain('viewBox="636 0 648 1080" width="648" height="1080"');
    expect(tall.svg.replace(/^<svg[^>]*>/, "")).toBe(wide.svg.replace(/^<svg[^>]*>/, ""));
  });

  it("lists carousel keys per product then the fixed keys, and rejects unknown keys", () => {
    const keys = allArtworkKeys([product({ imageCount: 3 })]);
    expect(keys.slice(0, 3)).toEqual(["products/vega-dress/1", "products/vega-dress/2", "products/vega-dress/3"]);
    expect(keys).toContain("lifestyle/9");
    expect(() => renderArtwork("products/vega-dress/4", [product({ imageCount: 3 })])).toThrow();
    expect(() => renderArtwork("products/nobody/1", [])).toThrow(/nobody/);
    expect(() => renderArtwork("latest/7", [])).toThrow(/latest\/7/);
  });

  it("seeds its randomness from a string", () => {
    expect(createRng("a").next()).toBe(createRng("a").next());
    expect(createRng("a").next()).not.toBe(createRng("b").next());
  });
});
