/** Times each stage of the pipeline for one key: `tsx scripts/images/profile.ts key [--sample]`. */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { renderArtwork } from "../artwork/index.ts";
import { loadProducts } from "../artwork/products.ts";
import { encoder } from "../../app/config/images.ts";

const key = process.argv[2] ?? "heroes/home";
const products = await loadProducts(process.argv.includes("--sample"));
const t = () => performance.now();
let t0 = t();
const art = renderArtwork(key, products);
console.log(`svg ${(t() - t0).toFixed(0)}ms ${art.svg.length} bytes`);
for (const w of [960, 1920]) {
  t0 = t();
  const { data, info } = await sharp(Buffer.from(art.svg), { density: (72 * w) / art.width })
    .resize(w)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  console.log(`raster ${w}: ${(t() - t0).toFixed(0)}ms`);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  t0 = t();
  await sharp(data, raw).avif(encoder.avif).toBuffer();
  console.log(`avif ${w}: ${(t() - t0).toFixed(0)}ms`);
  t0 = t();
  await sharp(data, raw).webp(encoder.webp).toBuffer();
  console.log(`webp ${w}: ${(t() - t0).toFixed(0)}ms`);
}
