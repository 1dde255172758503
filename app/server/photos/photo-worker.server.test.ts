import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoFiles } from "./photo-files.server";
import { PhotoWorker } from "./photo-worker.server";
import { cleanPhoto, phoneJpeg, tempPhotoFiles } from "./test-photos.server";

let files: PhotoFiles & { remove(): void };
beforeAll(async () => {
  files = await tempPhotoFiles();
});
afterAll(() => files.remove());

/** Resolves once the worker has a child running (it forks on the job's turn). */
async function childOf(worker: PhotoWorker): Promise<number> {
  while (!worker.pid) await new Promise((resolve) => setImmediate(resolve));
  return worker.pid;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the photo worker", () => {
  it("fails the job of a child that crashed, and runs the next job in a fresh child", async () => {
    const worker = new PhotoWorker();
    const bytes = await phoneJpeg({ width: 1600, height: 1200 });
    const crashed = cleanPhoto(bytes, files, worker);
    const first = await childOf(worker);
    process.kill(first, "SIGKILL");
    // A crash while cleaning refuses the photo with the message of an unreadable one.
    expect(await crashed).toEqual({ ok: false, reason: "unreadable" });

    const cleaned = await cleanPhoto(bytes, files, worker);
    expect(cleaned).toMatchObject({ ok: true, photo: { width: 1200, height: 1600 } });
    expect(worker.pid).toBeDefined();
    expect(worker.pid).not.toBe(first);
    if (cleaned.ok) await files.discard(cleaned.photo.file);
    worker.stop();
  });

  it("reports a crash as the job's error", async () => {
    const worker = new PhotoWorker();
    const job = worker.run({ kind: "encode", dir: files.dir, hash: "0".repeat(32), width: 1200 });
    process.kill(await childOf(worker), "SIGKILL");
    await expect(job).rejects.toThrow("the photo worker stopped (SIGKILL)");
    worker.stop();
  });

  it("ends its child once it has been idle, so its memory goes back to the system", async () => {
    const worker = new PhotoWorker({ idleMs: 50 });
    const cleaning = cleanPhoto(await phoneJpeg(), files, worker);
    const pid = await childOf(worker);
    const cleaned = await cleaning;
    expect(cleaned.ok).toBe(true);
    if (cleaned.ok) await files.discard(cleaned.photo.file);
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.pid).toBeUndefined();
  });
});

describe("the shop's process", () => {
  it("never loads sharp (libvips) for photos: uploads and preparation go through the worker", () => {
    // A fresh process imports the upload and the preparation, as the server does, then looks for libvips in its memory map.
    const probe = (modules: string[]) =>
      execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `${modules.map((m) => `await import(${JSON.stringify(m)});`).join("")}
           const fs = await import("node:fs");
           console.log(/libvips/.test(fs.readFileSync("/proc/self/maps", "utf8")) ? "libvips" : "none");`,
        ],
        { encoding: "utf8" },
      ).trim();
    const here = (name: string) => new URL(name, import.meta.url).pathname;
    expect(fs.existsSync("/proc/self/maps")).toBe(true);
    expect(probe([here("./upload.server.ts"), here("./prepare.server.ts"), here("../services.server.ts")])).toBe(
      "none",
    );
    // The probe sees it where it is loaded: the child's module.
    expect(probe([here("./photo-child.server.ts")])).toBe("libvips");
  }, 60_000);
});

describe("the photo worker's lanes", () => {
  it("runs the owner's job before the shoppers' jobs waiting, whatever came first", async () => {
    const worker = new PhotoWorker();
    const bytes = await phoneJpeg({ width: 800, height: 600 });
    // The uploads' files are written first; the jobs are then asked for in one turn, the owner's
    // last: the first shopper's runs at once, and the owner's goes before the two still waiting.
    const inputs = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const file = files.incoming();
        await fs.promises.writeFile(file, bytes);
        return file;
      }),
    );
    const done: string[] = [];
    const job = (name: string, input: string, lane: "owner" | "shopper") =>
      worker.run({ kind: "clean", dir: files.dir, input, format: "jpeg" }, lane).then(() => done.push(name));
    const jobs = [
      job("shopper 1", inputs[0]!, "shopper"),
      job("shopper 2", inputs[1]!, "shopper"),
      job("shopper 3", inputs[2]!, "shopper"),
      job("owner", inputs[3]!, "owner"),
    ];
    expect(worker.queue).toEqual(["owner", "shopper", "shopper"]);
    await Promise.all(jobs);
    expect(done).toEqual(["shopper 1", "owner", "shopper 2", "shopper 3"]);
    worker.stop();
  });
});
