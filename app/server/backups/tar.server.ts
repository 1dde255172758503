import fs from "node:fs";
import path from "node:path";

// The smallest tar the backups need: directories and regular files, ustar headers, names of at
// most 100 bytes (PostgreSQL's own are under 40). Any tar program reads it.

const BLOCK = 512;

function header(name: string, type: "file" | "dir", size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`A file name is too long for the backup: ${name}`);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, "0") + "\0";
  block.write(name, 0);
  block.write(octal(type === "dir" ? 0o755 : 0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(" ".repeat(8), 148);
  block.write(type === "dir" ? "5" : "0", 156);
  block.write("ustar\0" + "00", 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

/** The directory's files and folders as a tar stream, in name order, read asynchronously. */
export async function* tarOf(dir: string, under = ""): AsyncGenerator<Buffer> {
  const entries = (await fs.promises.readdir(path.join(dir, under), { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const name = under ? `${under}/${entry.name}` : entry.name;
    const full = path.join(dir, name);
    const stat = await fs.promises.stat(full);
    if (entry.isDirectory()) {
      yield header(`${name}/`, "dir", 0, stat.mtime);
      yield* tarOf(dir, name);
    } else if (entry.isFile()) {
      yield header(name, "file", stat.size, stat.mtime);
      let written = 0;
      for await (const chunk of fs.createReadStream(full)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== stat.size) throw new Error(`${name} changed while it was being backed up`);
      yield Buffer.alloc((BLOCK - (written % BLOCK)) % BLOCK);
    }
  }
  if (!under) yield Buffer.alloc(BLOCK * 2);
}

/** Writes a tar's folders and files under `dir`; refuses names that would leave it. */
export async function untarInto(tar: Buffer, dir: string): Promise<number> {
  const root = path.resolve(dir);
  let offset = 0;
  let files = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString()
        .replace(/\0.*$/s, "");
    const name = field(0, 100);
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    const target = path.resolve(root, name);
    if (!target.startsWith(root + path.sep)) throw new Error(`The backup names a file outside its folder: ${name}`);
    offset += BLOCK;
    if (type === "5") {
      await fs.promises.mkdir(target, { recursive: true });
    } else if (type === "0" || type === "") {
      if (offset + size > tar.length) throw new Error(`The backup ends inside ${name}`);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, tar.subarray(offset, offset + size));
      files++;
      offset += Math.ceil(size / BLOCK) * BLOCK;
    } else {
      throw new Error(`The backup holds an entry of a kind it never writes (${type}): ${name}`);
    }
  }
  throw new Error("The backup's file list has no end");
}
