import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { privateDir } from "./private-dir.server";

let root: string | undefined;
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

describe("the shop's folders", () => {
  it("are made readable by the shop's user only, whatever the umask, and an open one is narrowed", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-private-"));
    const before = process.umask(0o022);
    try {
      privateDir(path.join(root, "data/backups"));
      expect(fs.statSync(path.join(root, "data")).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(root, "data/backups")).mode & 0o777).toBe(0o700);
      fs.mkdirSync(path.join(root, "open"), { mode: 0o755 });
      privateDir(path.join(root, "open"));
      expect(fs.statSync(path.join(root, "open")).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(before);
    }
  });
});
