import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { PhotoFiles } from "./photo-files.server";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("sweeps at start-up only the temporary files an hour old, not another process's upload in flight", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-photos-"));
  const first = await new PhotoFiles(dir).open();
  const inFlight = first.incoming();
  const left = first.incoming();
  fs.writeFileSync(inFlight, "being written");
  fs.writeFileSync(left, "left by a stopped process");
  const hourAgo = (Date.now() - 61 * 60 * 1000) / 1000;
  fs.utimesSync(left, hourAgo, hourAgo);

  await new PhotoFiles(dir).open();
  expect(fs.existsSync(inFlight)).toBe(true);
  expect(fs.existsSync(left)).toBe(false);
});
