import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { MB } from "~/features/photos";

export interface MultipartLimits {
  /** Files taken (those beyond are drained unread and counted in `skipped`). */
  files: number;
  fileBytes: number;
  /** The whole body. */
  totalBytes: number;
  /** The slowest the body may arrive; unset, as slow as the server's upload timeout lets it. */
  pace?: MinimumPace;
}

/**
 * The body must keep ahead of `bytesPerSecond` after `graceMs`: its bytes by then, at that rate,
 * buy the time it may take. Only the time the shop waits for its next bytes counts (not the time
 * it spends on a photo, the body unread), so a trickle or a stall is cut, and a slow shop is not.
 */
export interface MinimumPace {
  bytesPerSecond: number;
  graceMs: number;
}

/**
 * One file of the form, written to a temporary file as it arrived, with its first bytes kept to
 * tell its format by; nothing of it (no file, no bytes) when it passed `fileBytes` (`tooLarge`).
 */
export interface ReceivedFile {
  name: string;
  /** The temporary file holding its bytes; removed once `onFile` has finished with it. */
  file: string;
  /** Its first bytes (HEAD_BYTES at most). */
  head: Buffer;
  bytes: number;
  tooLarge: boolean;
}

/** How many of a file's first bytes are kept in memory: enough to read its format from. */
const HEAD_BYTES = 4096;

export interface Received<T> {
  /** What `onFile` made of each file, in the order they came. */
  results: T[];
  /** Files beyond `limits.files`, not read. */
  skipped: number;
  /** Why the body as a whole was not read to its end, if it was not. */
  problem?: { status: 400 | 408 | 413 | 415; message: string };
  /** The caller stopped the reading (`stop`) before the body's end: the rest is left unread. */
  stopped?: boolean;
}

const isMultipart = (type: string) => /^multipart\/form-data\s*;/i.test(type);

/**
 * The body's bytes as they arrive, ending early (and calling `over`) once they pass `limit`, or
 * at once when `stop` is aborted, a read still waiting; with a `pace`, ending (and calling `slow`)
 * once the body falls behind it.
 */
export async function* bounded(
  body: ReadableStream<Uint8Array>,
  limit: number,
  over: () => void,
  stop?: AbortSignal,
  pace?: MinimumPace & { slow: () => void },
) {
  const reader = body.getReader();
  let total = 0;
  let waited = 0;
  try {
    for (;;) {
      const allowed = pace ? pace.graceMs + (total * 1000) / pace.bytesPerSecond - waited : Infinity;
      const asked = performance.now();
      const read = await readOrStop(reader, stop, allowed);
      waited += performance.now() - asked;
      if (read === "stopped") return;
      if (read === "slow") return pace!.slow();
      const { done, value } = read;
      if (done) return;
      total += value.byteLength;
      if (total > limit) return over();
      yield value;
    }
  } finally {
    // Not cancel(): that would drop the connection before the answer; the rest is discarded unread.
    // A read still waiting (stopped) is failed by the release, and that failure is nobody's.
    reader.closed.catch(() => {});
    reader.releaseLock();
  }
}

/**
 * The reader's next chunk, "stopped" once `stop` is aborted, or "slow" when none came within
 * `allowedMs`. Not a race against one promise kept for the whole body: each race would leave it a
 * reaction holding its chunk, so every chunk of the upload would stay in memory until the body's end.
 */
function readOrStop(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  stop: AbortSignal | undefined,
  allowedMs: number,
): Promise<ReadableStreamReadResult<Uint8Array> | "stopped" | "slow"> {
  if (stop?.aborted) return Promise.resolve("stopped");
  if (allowedMs <= 0) return Promise.resolve("slow");
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve("stopped");
    stop?.addEventListener("abort", onAbort, { once: true });
    const late = Number.isFinite(allowedMs) ? setTimeout(() => resolve("slow"), allowedMs) : undefined;
    const settled = () => {
      stop?.removeEventListener("abort", onAbort);
      clearTimeout(late);
    };
    reader.read().then(
      (read) => {
        settled();
        resolve(read);
      },
      (error: unknown) => {
        settled();
        reject(error);
      },
    );
  });
}

/** A file name fit to show back: no folders, no control characters, not too long. */
const shownName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim()
    .slice(0, 80);

/**
 * Writes a file of the form to `file` as it streams in, its first bytes kept: nothing of it is
 * held in memory past a chunk. Undefined for an empty file input or a cut-off file (its file removed).
 */
async function readFile(
  stream: Readable & { truncated?: boolean },
  filename: string,
  file: string,
): Promise<ReceivedFile | undefined> {
  const head: Buffer[] = [];
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (bytes < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - bytes));
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, fs.createWriteStream(file, { mode: 0o600 }));
  } catch {
    await discard(file);
    return undefined; // the body ended inside this file: said once for the whole upload
  }
  const name = shownName(filename);
  if (stream.truncated === true) {
    await discard(file);
    return { name, file: "", head: Buffer.alloc(0), bytes: 0, tooLarge: true };
  }
  if (bytes === 0 && !filename) {
    await discard(file);
    return undefined;
  }
  return { name, file, head: Buffer.concat(head), bytes, tooLarge: false };
}

const discard = (file: string) => fs.promises.rm(file, { force: true });

/** Reads a file past the limit to its end, keeping nothing; false for an empty file input or a cut-off file. */
async function drained(stream: Readable, filename: string): Promise<boolean> {
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) bytes += chunk.length;
  } catch {
    return false;
  }
  return bytes > 0 || filename !== "";
}

/**
 * Reads the files of one field of a multipart form (an HTML form's file upload) as they stream
 * in, one at a time: each is written to a temporary file (named by `tempFile`) up to `fileBytes`
 * and handed to `onFile` before the next is read, then removed; the shop's process holds no file's
 * bytes, so neither its memory nor its event loop grows with them. A body declared or found
 * larger than `totalBytes`, or not multipart, is refused with its status and message. A form with
 * text fields beside its files hands them to `onField`.
 */
export async function receiveFiles<T>(
  request: Request,
  field: string,
  limits: MultipartLimits,
  tempFile: () => string,
  onFile: (file: ReceivedFile) => Promise<T>,
  /** The form's text fields, as they arrive (a value past 4,096 bytes is cut, `truncated`); others are ignored. */
  onField?: (name: string, value: string, truncated: boolean) => void,
  /** Aborted (by `onFile`, say, refusing the form), the body is read no further. */
  stop?: AbortSignal,
): Promise<Received<T>> {
  const tooLarge = {
    status: 413,
    message: `The upload is larger than ${Math.round(limits.totalBytes / MB)} MB: send fewer photos at a time.`,
  } as const;
  const type = request.headers.get("content-type") ?? "";
  if (!isMultipart(type) || !request.body) {
    return { results: [], skipped: 0, problem: { status: 415, message: "Send the photos with the upload form." } };
  }
  if (Number(request.headers.get("content-length") ?? 0) > limits.totalBytes) {
    return { results: [], skipped: 0, problem: tooLarge };
  }
  const received: Received<T> = { results: [], skipped: 0 };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      // Empty parts (a file input left empty) count as files here; the limit that matters is counted below.
      limits: {
        files: limits.files + 4,
        fileSize: limits.fileBytes,
        fields: 20,
        fieldSize: 4096,
        parts: limits.files + 24,
      },
    });
  } catch {
    return { results: [], skipped: 0, problem: { status: 400, message: "The upload could not be read." } };
  }
  if (onField) parser.on("field", (name, value, info) => onField(name, value, info.valueTruncated));
  let taken = 0;
  let failure: unknown;
  let queue = Promise.resolve();
  parser.on("file", (name, stream, info) => {
    if (name !== field) return void stream.resume();
    // Read in turn, maybe after the body has failed: the failure is the parser's to report.
    stream.on("error", () => {});
    queue = queue.then(async () => {
      if (failure !== undefined) return void stream.resume();
      try {
        if (stop?.aborted) return void stream.resume();
        if (taken >= limits.files) {
          if (await drained(stream, info.filename ?? "")) received.skipped++;
          return;
        }
        const file = await readFile(stream, info.filename ?? "", tempFile());
        if (!file) return;
        taken++;
        try {
          received.results.push(await onFile(file));
        } finally {
          if (file.file) await discard(file.file);
        }
      } catch (error) {
        failure = error;
        stream.resume();
      }
    });
  });
  let over = false;
  let slow = false;
  const pace = limits.pace && { ...limits.pace, slow: () => void (slow = true) };
  try {
    await pipeline(Readable.from(bounded(request.body, limits.totalBytes, () => (over = true), stop, pace)), parser);
  } catch {
    if (!stop?.aborted)
      received.problem = over
        ? tooLarge
        : slow
          ? { status: 408, message: "The upload arrived too slowly: try again on a faster connection." }
          : { status: 400, message: "The upload was cut off before its end: try again." };
  }
  await queue;
  if (stop?.aborted) received.stopped = true;
  if (failure !== undefined) throw failure;
  return received;
}
