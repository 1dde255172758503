/** Side-by-side preview of a few keys at 800 px wide: `tsx scripts/artwork/preview.ts [--sample] key...`. */
import sharp from "sharp";
import { renderArtwork } from "./index.ts";
import { loadProducts } from "./products.ts";
const products = await loadProducts(process.argv.includes("--sample"));
const keys = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const imgs = await Promise.all(
  keys.map(async (k) => {
    const a = renderArtwork(k, products);
    console.log(k, a.svg.length);
    return sharp(Buffer.from(a.svg), { density: (72 * 800) / a.width })
      .png()
      .toBuffer();
  }),
);
const metas = await Promise.all(imgs.map((b) => sharp(b).metadata()));
const W = metas.reduce((s, m) => s + (m.width ?? 0), 0),
  H = Math.max(...metas.map((m) => m.height ?? 0));
let x = 0;
const comp = imgs.map((b, i) => {
  const c = { input: b, left: x, top: 0 };
  x += metas[i]!.width ?? 0;
  return c;
});
await sharp({ create: { width: W, height: H, channels: 3, background: "#fff" } })
  .composite(comp)
  .png()
  .toFile(process.env.OUT ?? "node_modules/.cache/hazel-artwork/preview.png");
