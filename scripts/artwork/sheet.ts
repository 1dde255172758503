/**
 * Contact sheet of the artwork: `tsx scripts/artwork/sheet.ts [regexp] [--out file.png] [--size 240] [--sample]`.
 * Renders matching keys to one PNG to look over the whole catalogue at a glance.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { allArtworkKeys, renderArtwork } from "./index.ts";
import { loadProducts } from "./products.ts";

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const filter = args.find((a, i) => !a.startsWith("--") && !(args[i - 1] ?? "").startsWith("--")) ?? "";
const out = opt("--out") ?? "node_modules/.cache/hazel-artwork/sheet.png";
const cell = Number(opt("--size") ?? 220);
const limit = Number(opt("--limit") ?? 60);

const products = await loadProducts(args.includes("--sample"));
const re = new RegExp(filter);
const keys = allArtworkKeys(products)
  .filter((k) => re.test(k))
  .slice(0, limit);
const cols = Math.min(keys.length, Math.max(1, Math.round(Math.sqrt(keys.length * 1.6))));
const rows = Math.ceil(keys.length / cols);
const cellH = Math.round(cell * 1.25);
const tiles = await Promise.all(
  keys.map(async (key, i) => {
    const art = renderArtwork(key, products);
    const scale = Math.min(cell / art.width, cellH / art.height);
    const img = await sharp(Buffer.from(art.svg), { density: 72 * scale })
      .resize(Math.round(art.width * scale), Math.round(art.height * scale), { fit: "inside" })
      .png()
      .toBuffer();
    return { input: img, left: (i % cols) * (cell + 6) + 6, top: Math.floor(i / cols) * (cellH + 6) + 6 };
  }),
);
await mkdir(path.dirname(out), { recursive: true });
await sharp({
  create: { width: cols * (cell + 6) + 6, height: rows * (cellH + 6) + 6, channels: 3, background: "#ffffff" },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${keys.length} images -> ${out}`);
