import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tarOf, untarInto } from "./tar.server";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-tar-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const tarBytes = async (dir: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of tarOf(dir)) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe("the backups' tar", () => {
  it("gives back every folder and file byte for byte, empty ones included", async () => {
    const from = tempDir();
    fs.mkdirSync(path.join(from, "base/16384"), { recursive: true });
    fs.mkdirSync(path.join(from, "pg_notify"));
    const big = Buffer.from(Array.from({ length: 70_001 }, (_, i) => (i * 7) % 256));
    fs.writeFileSync(path.join(from, "base/16384/2619"), big);
    fs.writeFileSync(path.join(from, "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(from, "empty"), "");
    const tar = await tarBytes(from);
    expect(tar.length % 512).toBe(0);

    const to = tempDir();
    expect(await untarInto(tar, to)).toBe(3);
    expect(fs.readFileSync(path.join(to, "base/16384/2619")).equals(big)).toBe(true);
    expect(fs.readFileSync(path.join(to, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(fs.statSync(path.join(to, "empty")).size).toBe(0);
    expect(fs.statSync(path.join(to, "pg_notify")).isDirectory()).toBe(true);
  });

  it("refuses a name that would write outside the folder", async () => {
    const from = tempDir();
    fs.writeFileSync(path.join(from, "aaaaaaa"), "x");
    const tar = await tarBytes(from);
    // Same length, so the header stays whole: only the name changes.
    tar.write("../evil", 0);
    await expect(untarInto(tar, tempDir())).rejects.toThrow("outside its folder: ../evil");
  });

  it("refuses a tar cut short inside a file", async () => {
    const from = tempDir();
    fs.writeFileSync(path.join(from, "f"), Buffer.alloc(5000, 1));
    const tar = await tarBytes(from);
    await expect(untarInto(tar.subarray(0, 2048), tempDir())).rejects.toThrow("ends inside f");
  });
});
