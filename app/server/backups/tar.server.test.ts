import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tarOf, untarStream } from "./tar.server";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-tar-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tar handed over in small chunks, as a gunzip stream hands it. */
async function* chunked(tar: Buffer, size = 16_384) {
  for (let at = 0; at < tar.length; at += size) yield tar.subarray(at, at + size);
}
const untarInto = (tar: Buffer, dir: string, maxBytes = Number.MAX_SAFE_INTEGER) =>
  untarStream(chunked(tar), dir, maxBytes);

/** Sets the size a header at `at` declares, and writes its checksum again so the header itself holds. */
function declareSize(tar: Buffer, at: number, size: number) {
  tar.write(size.toString(8).padStart(11, "0") + "\0", at + 124);
  tar.fill(0x20, at + 148, at + 156);
  let sum = 0;
  for (let i = at; i < at + 512; i++) sum += tar[i]!;
  tar.write(sum.toString(8).padStart(6, "0") + "\0 ", at + 148);
}

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
    declareSize(tar, 0, 1); // the checksum made right again: only the name is wrong
    await expect(untarInto(tar, tempDir())).rejects.toThrow("outside its folder: ../evil");
  });

  it("refuses a tar cut short inside a file", async () => {
    const from = tempDir();
    fs.writeFileSync(path.join(from, "f"), Buffer.alloc(5000, 1));
    const tar = await tarBytes(from);
    await expect(untarInto(tar.subarray(0, 2048), tempDir())).rejects.toThrow("ends inside f");
  });

  it("refuses a file longer than its header declares: its excess stands where the next header should", async () => {
    const from = tempDir();
    fs.writeFileSync(path.join(from, "f"), Buffer.alloc(5000, 0x41));
    const tar = await tarBytes(from);
    declareSize(tar, 0, 1000);
    const to = tempDir();
    await expect(untarInto(tar, to)).rejects.toThrow("its file list is damaged");
    expect(fs.statSync(path.join(to, "f")).size).toBe(1000);
  });

  it("refuses an entry, or a whole, larger than the room it may take, before writing it", async () => {
    const from = tempDir();
    fs.writeFileSync(path.join(from, "a"), Buffer.alloc(600_000, 1));
    fs.writeFileSync(path.join(from, "b"), Buffer.alloc(600_000, 2));
    // A header declaring 8 GB behind a few compressed bytes: refused at its header.
    const bomb = await tarBytes(from);
    declareSize(bomb, 0, 8 * 1024 ** 3);
    const to = tempDir();
    await expect(untarInto(bomb, to, 1024 ** 3)).rejects.toThrow("more than the 1,024 MB it may take (at a)");
    expect(fs.readdirSync(to)).toEqual([]);
    // Two files that fit one by one but not together: the second is not written.
    const both = tempDir();
    await expect(untarInto(await tarBytes(from), both, 1_000_000)).rejects.toThrow("(at b)");
    expect(fs.readdirSync(both)).toEqual(["a"]);
  });
});
