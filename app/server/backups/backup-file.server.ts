import crypto from "node:crypto";
import fs from "node:fs";
import { z } from "zod";

// A backup file: a first line naming the format, a line of JSON saying what follows (its length
// and SHA-256), then the database's files as a gzip'd tar. The checksum travels inside the file,
// so a copy downloaded to a phone or a laptop can be checked on its own.

const MAGIC = "HAZEL-BACKUP 1";
const HEAD_LIMIT = 4096;

const headSchema = z.object({
  createdAt: z.iso.datetime(),
  trigger: z.enum(["nightly", "owner"]),
  database: z.string(),
  /** The last migration applied when it was taken. */
  migration: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupHead = z.infer<typeof headSchema>;

export class BackupRefused extends Error {}

export function headBytes(head: BackupHead): Buffer {
  return Buffer.from(`${MAGIC}\n${JSON.stringify(head)}\n`);
}

/** Reads and checks the file's first two lines; the payload starts at `payloadAt`. */
export async function readHead(file: string): Promise<{ head: BackupHead; payloadAt: number; size: number }> {
  const handle = await fs.promises.open(file, "r");
  try {
    const { size } = await handle.stat();
    const start = Buffer.alloc(Math.min(HEAD_LIMIT, size));
    await handle.read(start, 0, start.length, 0);
    const text = start.toString("latin1");
    const first = text.indexOf("\n");
    const second = text.indexOf("\n", first + 1);
    if (text.slice(0, first) !== MAGIC || second < 0) {
      throw new BackupRefused("it is not a Hazel backup (its first line is not “HAZEL-BACKUP 1”)");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(start.subarray(first + 1, second).toString("utf8"));
    } catch {
      throw new BackupRefused("its description line is damaged");
    }
    const head = headSchema.safeParse(parsed);
    if (!head.success) throw new BackupRefused("its description line is damaged");
    return { head: head.data, payloadAt: second + 1, size };
  } finally {
    await handle.close();
  }
}

/**
 * Checks the whole file: the length it declares, then the SHA-256 of its payload (read as a
 * stream). Throws BackupRefused naming the problem.
 */
export async function verifyBackup(file: string): Promise<BackupHead> {
  const { head, payloadAt, size } = await readHead(file);
  const found = size - payloadAt;
  if (found < head.bytes) {
    throw new BackupRefused(
      `it is truncated: ${found.toLocaleString("en")} of ${head.bytes.toLocaleString("en")} bytes`,
    );
  }
  if (found > head.bytes) throw new BackupRefused(`it has ${found - head.bytes} bytes more than it declares`);
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file, { start: payloadAt })) hash.update(chunk as Buffer);
  if (hash.digest("hex") !== head.sha256) {
    throw new BackupRefused("it was altered: its contents do not match the checksum it was written with");
  }
  return head;
}
