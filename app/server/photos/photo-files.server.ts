import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ImageFormat } from "~/lib/images/image-ref";
import { privateDir } from "../db/private-dir.server";

// The photos' bytes live in files, never in the database (docs/decisions/235-photos-in-files.md):
// PHOTOS_DIR (DATA_DIR/photos by default) holds each cleaned original as <hash>.jpg and each
// variant as <hash>.<width>.<format>, the address it is served at. A file is written under a
// temporary name in .incoming and renamed into place once whole, so a name always holds the
// whole file; names are content addresses, so a file once in place never changes.

const HASH = /^[0-9a-f]{32}$/;
const INCOMING = ".incoming";
/** A temporary file untouched this long was left by a stopped process: no upload stalls an hour. */
const STALE_MS = 60 * 60 * 1000;

/** A stream written to a file as it comes, with its SHA-256 (32 hex digits) and length. */
export interface Written {
  file: string;
  hash: string;
  bytes: number;
}

export class PhotoFiles {
  constructor(readonly dir: string) {}

  /**
   * Makes the folders (the shop's user's alone) and clears what a stopped write left: only files
   * older than STALE_MS, since another process sharing PHOTOS_DIR may be writing the newer ones.
   */
  async open(now = Date.now()): Promise<this> {
    privateDir(this.dir);
    privateDir(this.incomingDir);
    const names = await fs.promises.readdir(this.incomingDir);
    await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.incomingDir, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat && now - stat.mtimeMs > STALE_MS) await fs.promises.rm(file, { recursive: true, force: true });
      }),
    );
    return this;
  }

  private get incomingDir(): string {
    return path.join(this.dir, INCOMING);
  }

  original(hash: string): string {
    return path.join(this.dir, `${checked(hash)}.jpg`);
  }

  variant(hash: string, width: number, format: ImageFormat): string {
    return path.join(this.dir, `${checked(hash)}.${width}.${format}`);
  }

  /** A new temporary file's name in the incoming folder (removed by `discard` or renamed by `place`). */
  incoming(): string {
    return path.join(this.incomingDir, randomBytes(12).toString("hex"));
  }

  /** Writes a stream to a temporary file, hashing it as it passes: no copy of it is held. */
  async write(source: Readable): Promise<Written> {
    const file = this.incoming();
    const hash = createHash("sha256");
    let bytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, fs.createWriteStream(file, { mode: 0o600 }));
    } catch (error) {
      await this.discard(file);
      throw error;
    }
    return { file, hash: hash.digest("hex").slice(0, 32), bytes };
  }

  /** Writes bytes under their final name (a variant), through a temporary file. */
  async put(target: string, bytes: Buffer): Promise<void> {
    const file = this.incoming();
    await fs.promises.writeFile(file, bytes, { mode: 0o600 });
    await fs.promises.rename(file, target);
  }

  /** Gives a written file its final name; one already there holds the same bytes. */
  async place(file: string, target: string): Promise<void> {
    await fs.promises.rename(file, target);
  }

  async discard(file: string): Promise<void> {
    await fs.promises.rm(file, { force: true });
  }

  /** A file's bytes, or undefined when there is no such file. */
  async read(file: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  /** Removes every file of a content hash (its original and variants). */
  async removeAll(hash: string): Promise<void> {
    await this.removeWhere(hash, () => true);
  }

  /** Removes a content hash's variants, its original kept. */
  async removeVariants(hash: string): Promise<void> {
    const original = path.basename(this.original(hash));
    await this.removeWhere(hash, (name) => name !== original);
  }

  private async removeWhere(hash: string, take: (name: string) => boolean): Promise<void> {
    const prefix = `${checked(hash)}.`;
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.startsWith(prefix) && take(n))
        .map((n) => fs.promises.rm(path.join(this.dir, n), { force: true })),
    );
  }
}

/** A hash is the only part of a file name taken from outside: 32 hex digits, nothing else. */
function checked(hash: string): string {
  if (!HASH.test(hash)) throw new Error("Not a photo's content hash");
  return hash;
}
