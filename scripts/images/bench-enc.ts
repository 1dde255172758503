/** Compare encoder settings on one key: `tsx scripts/images/bench-enc.ts key`. */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderArtwork } from '../artwork/index.ts';
import { loadProducts } from '../artwork/products.ts';

const key = process.argv[2] ?? 'heroes/home';
const art = renderArtwork(key, await loadProducts());
const { data, info } = await sharp(Buffer.from(art.svg), { density: (72 * 960) / art.width }).resize(960).removeAlpha().raw().toBuffer({ resolveWithObject: true });
const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
for (const [name, f] of [
  ['avif q52 e3', () => sharp(data, raw).avif({ quality: 52, effort: 3 })],
  ['avif q52 e2', () => sharp(data, raw).avif({ quality: 52, effort: 2 })],
  ['avif q50 e1', () => sharp(data, raw).avif({ quality: 50, effort: 1 })],
  ['avif q55 e0', () => sharp(data, raw).avif({ quality: 55, effort: 0 })],
  ['webp q78 e4', () => sharp(data, raw).webp({ quality: 78, effort: 4 })],
  ['webp q78 e2', () => sharp(data, raw).webp({ quality: 78, effort: 2 })],
  ['webp q78 e0', () => sharp(data, raw).webp({ quality: 78, effort: 0 })],
] as const) {
  const t0 = performance.now();
  const buf = await f().toBuffer();
  console.log(name, `${(performance.now() - t0).toFixed(0)}ms`, buf.length);
}
