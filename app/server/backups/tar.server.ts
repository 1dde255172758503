import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

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

/** The folder a backup's photos are packed under (beside the database's own files, at the top). */
export const PHOTOS_IN_BACKUP = "photos";

/** A folder to pack: at the tar's top, or under the name `as`. */
interface TarPart {
  dir: string;
  as?: string;
}

/**
 * The folders' files and folders as one tar stream, each in name order, read asynchronously. A
 * part under a name is the photos': a missing folder is left out, a file removed while it is
 * read is skipped, and their temporary files (a name starting with a dot) are not packed.
 */
export async function* tarOf(parts: readonly TarPart[] | string): AsyncGenerator<Buffer> {
  for (const part of typeof parts === "string" ? [{ dir: parts }] : parts) {
    if (part.as) {
      if (!fs.existsSync(part.dir)) continue;
      const stat = await fs.promises.stat(part.dir);
      yield header(`${part.as}/`, "dir", 0, stat.mtime);
    }
    yield* entriesOf(part.dir, "", part.as);
  }
  yield Buffer.alloc(BLOCK * 2);
}

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function* entriesOf(dir: string, under: string, as: string | undefined): AsyncGenerator<Buffer> {
  const entries = (await fs.promises.readdir(path.join(dir, under), { withFileTypes: true }))
    .filter((entry) => !(as && entry.name.startsWith(".")))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const name = under ? `${under}/${entry.name}` : entry.name;
    const packed = as ? `${as}/${name}` : name;
    const full = path.join(dir, name);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(full);
    } catch (error) {
      if (as && gone(error)) continue;
      throw error;
    }
    if (entry.isDirectory()) {
      yield header(`${packed}/`, "dir", 0, stat.mtime);
      yield* entriesOf(dir, name, as);
    } else if (entry.isFile()) {
      let file: fs.promises.FileHandle;
      try {
        file = await fs.promises.open(full, "r");
      } catch (error) {
        if (as && gone(error)) continue;
        throw error;
      }
      try {
        yield header(packed, "file", stat.size, stat.mtime);
        let written = 0;
        for await (const chunk of file.createReadStream({ autoClose: false })) {
          written += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (written !== stat.size) throw new Error(`${packed} changed while it was being backed up`);
        yield Buffer.alloc((BLOCK - (written % BLOCK)) % BLOCK);
      } finally {
        await file.close();
      }
    }
  }
}

/** A tar this shop would not have written: damaged, cut off, or larger than the room it may take. */
export class TarRefused extends Error {}

/** Hands out a stream's bytes in the sizes asked for, holding at most one chunk and one header. */
class Blocks {
  private held: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.held = this.held.length === 0 ? next.value : Buffer.concat([this.held, next.value]);
    return true;
  }

  /** Exactly `n` bytes (a header), or undefined at the stream's end. */
  async take(n: number): Promise<Buffer | undefined> {
    while (this.held.length < n) if (!(await this.more())) return undefined;
    const taken = this.held.subarray(0, n);
    this.held = this.held.subarray(n);
    return taken;
  }

  /** The next `n` bytes as they come (a file's contents); throws `cut` if the stream ends first. */
  async *stream(n: number, cut: () => Error): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.held.length === 0 && !(await this.more())) throw cut();
      const part = this.held.subarray(0, Math.min(left, this.held.length));
      this.held = this.held.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}

/** Whether a header's checksum is the one written in it: any other block in a header's place is refused. */
function checksumHolds(block: Buffer): boolean {
  const written = parseInt(block.subarray(148, 156).toString().replace(/\0.*$/s, "").trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return written === sum;
}

/**
 * Writes a tar's folders and files under `dir` as the tar streams in: memory holds a chunk, never
 * a file or the archive, whatever their size. Refused (TarRefused) before anything is written
 * past it: a name that would leave `dir`, a header whose checksum fails (what follows a file
 * longer than its header said lands there), an entry of another kind, a file or the whole
 * passing `maxBytes` (the room it may take on the disk), and a tar cut off. Returns the files written.
 */
export async function untarStream(source: AsyncIterable<Buffer>, dir: string, maxBytes: number): Promise<number> {
  const root = path.resolve(dir);
  const blocks = new Blocks(source[Symbol.asyncIterator]());
  let files = 0;
  let written = 0;
  for (;;) {
    const block = await blocks.take(BLOCK);
    if (!block) throw new TarRefused("its file list has no end");
    if (block.every((byte) => byte === 0)) return files;
    if (!checksumHolds(block)) throw new TarRefused("its file list is damaged (a header's checksum fails)");
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString()
        .replace(/\0.*$/s, "");
    const name = field(0, 100);
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    const target = path.resolve(root, name);
    if (!target.startsWith(root + path.sep)) throw new TarRefused(`it names a file outside its folder: ${name}`);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarRefused(`its size of ${name} is damaged`);
    written += BLOCK;
    if (type === "5") {
      await fs.promises.mkdir(target, { recursive: true, mode: 0o700 });
    } else if (type === "0" || type === "") {
      const padded = Math.ceil(size / BLOCK) * BLOCK;
      if (written + padded > maxBytes) {
        throw new TarRefused(
          `it unpacks to more than the ${Math.floor(maxBytes / MIB).toLocaleString("en")} MB it may take (at ${name})`,
        );
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const cut = () => new TarRefused(`it ends inside ${name}`);
      await pipeline(Readable.from(blocks.stream(size, cut)), fs.createWriteStream(target, { mode: 0o600 }));
      for await (const padding of blocks.stream(padded - size, cut)) void padding;
      written += padded;
      files++;
    } else {
      throw new TarRefused(`it holds an entry of a kind it never writes (${type}): ${name}`);
    }
  }
}

const MIB = 1024 * 1024;
