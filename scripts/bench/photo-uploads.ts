// npm run bench:photos: three 50 MP photos uploaded at once on the embedded database; prints the
// process's highest RSS, its photo worker's (the child that decodes them), and the longest the event
// loop waited (monitorEventLoopDelay).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { rssOf } from "./rss";
import { openDb } from "../../app/server/db/db.server";
import { migrate } from "../../app/server/db/migrate.server";
import { PhotoFiles } from "../../app/server/photos/photo-files.server";
import { photoWorker } from "../../app/server/photos/photo-worker.server";
import { uploadPhotos } from "../../app/server/photos/upload.server";

const MB = 1024 * 1024;
if (process.argv[2] === "--make") {
  // In a process of its own, so making the photos leaves nothing in the measured one's memory.
  const [, , , dir] = process.argv;
  for (const sigma of [10, 20, 30]) {
    await sharp({
      create: {
        width: 8660,
        height: 5773,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 120, sigma },
      },
    })
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dir!, `camera-${sigma}.jpg`));
  }
  process.exit(0);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-bench-photos-"));
try {
  execFileSync(process.execPath, [...process.execArgv, import.meta.filename, "--make", root], { stdio: "inherit" });
  const db = await openDb({ dataDir: path.join(root, "pglite") });
  const dir = path.join(import.meta.dirname, "../../app/server/db/migrations");
  const migrations = fs
    .readdirSync(dir)
    .sort()
    .map((name) => ({ name: name.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, name), "utf8") }));
  await migrate(db, migrations);
  const files = await new PhotoFiles(path.join(root, "photos")).open();
  // 8660 × 5773 = 50 MP, a camera's photo with some grain: 9 to 22 MB as a JPEG, stored sideways.
  const photos = [10, 20, 30].map((sigma) => fs.readFileSync(path.join(root, `camera-${sigma}.jpg`)));
  const requests = photos.map((bytes, i) => {
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `camera-${i}.jpg`);
    return new Request(`http://localhost/admin/products/${i + 1}/photos`, { method: "POST", body: form });
  });
  const bodies: { r: Request; bytes: Uint8Array }[] = [];
  for (const r of requests) bodies.push({ r, bytes: new Uint8Array(await r.clone().arrayBuffer()) });
  console.log(`photos: ${photos.map((p) => `${(p.length / MB).toFixed(1)} MB`).join(", ")}`);
  const before = process.memoryUsage().rss;
  let peak = before;
  let childPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    const pid = photoWorker.pid;
    if (pid) childPeak = Math.max(childPeak, rssOf(pid));
  }, 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const reports = await Promise.all(
    bodies.map(({ r, bytes }, i) => {
      let at = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setImmediate(resolve));
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(at, at + 65_536));
          at += 65_536;
        },
      });
      const request = new Request(r.url, { method: "POST", headers: r.headers, body, duplex: "half" } as RequestInit);
      return uploadPhotos(db, files, request, { id: i + 1, name: `Product ${i + 1}` });
    }),
  );
  delay.disable();
  clearInterval(sampler);
  console.log(`problems: ${JSON.stringify(reports.flatMap((r) => r.problems))}`);
  console.log(`three uploads at once: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`RSS: ${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at most`);
  console.log(`the photo worker's child: ${childPeak.toFixed(0)} MB at most (ends once idle)`);
  console.log(
    `event loop: longest wait ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
  );
  photoWorker.stop();
  await db.close();
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
