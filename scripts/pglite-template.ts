/**
 * A new, empty embedded database, made once at build time (part of `npm run build`):
 * $BUILD_DIR/pglite-template.tar.gz. The shop's first start loads it instead of running PGlite's
 * initdb in its own process, which holds a second database and two copies of its 128 MB heap:
 * a 720 MB peak (docs/architecture.md, "Memory").
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const out = path.join(process.env.BUILD_DIR ?? "build", "pglite-template.tar.gz");
const db = await PGlite.create("memory://");
const dump = await db.dumpDataDir("gzip");
await db.close();
fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
console.log(`pglite template: ${out}, ${Math.round(fs.statSync(out).size / 1024)} kB`);
