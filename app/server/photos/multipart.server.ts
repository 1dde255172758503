import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { MB } from "~/features/photos";

export interface MultipartLimits {
  /** Files taken (those beyond are drained unread and counted in `skipped`). */
  files: number;
  fileBytes: number;
  /** The whole body. */
  totalBytes: number;
}

/** One file of the form: its bytes, or none when it passed `fileBytes` (`tooLarge`). */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

export interface Received<T> {
  /** What `onFile` made of each file, in the order they came. */
  results: T[];
  /** Files beyond `limits.files`, not read. */
  skipped: number;
  /** Why the body as a whole was not read to its end, if it was not. */
  problem?: { status: 400 | 413 | 415; message: string };
}

const isMultipart = (type: string) => /^multipart\/form-data\s*;/i.test(type);

/** The body's bytes as they arrive, ending early (and calling `over`) once they pass `limit`. */
export async function* bounded(body: ReadableStream<Uint8Array>, limit: number, over: () => void) {
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > limit) return over();
      yield value;
    }
  } finally {
    // Not cancel(): that would drop the connection before the answer; the rest is discarded unread.
    reader.releaseLock();
  }
}

/** A file name fit to show back: no folders, no control characters, not too long. */
const shownName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim()
    .slice(0, 80);

/** A file's bytes, dropped as they come once it passes busboy's limit; nothing for an empty file input or a cut-off file. */
async function readFile(
  stream: Readable & { truncated?: boolean },
  filename: string,
): Promise<ReceivedFile | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) if (!stream.truncated) chunks.push(chunk);
  } catch {
    return undefined; // the body ended inside this file: said once for the whole upload
  }
  const tooLarge = stream.truncated === true;
  const bytes = tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
  if (bytes.length === 0 && !tooLarge && !filename) return undefined;
  return { name: shownName(filename), bytes, tooLarge };
}

/**
 * Reads the files of one field of a multipart form (an HTML form's file upload) as they stream
 * in, one at a time: each is held in memory only up to `fileBytes` and handed to `onFile` before
 * the next is read, so at most one file is held however many are sent. A body declared or found
 * larger than `totalBytes`, or not multipart, is refused with its status and message.
 */
export async function receiveFiles<T>(
  request: Request,
  field: string,
  limits: MultipartLimits,
  onFile: (file: ReceivedFile) => Promise<T>,
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
        const file = await readFile(stream, info.filename ?? "");
        if (!file) return;
        if (++taken > limits.files) return void received.skipped++;
        received.results.push(await onFile(file));
      } catch (error) {
        failure = error;
        stream.resume();
      }
    });
  });
  let over = false;
  try {
    await pipeline(Readable.from(bounded(request.body, limits.totalBytes, () => (over = true))), parser);
  } catch {
    received.problem = over ? tooLarge : { status: 400, message: "The upload was cut off before its end: try again." };
  }
  await queue;
  if (failure !== undefined) throw failure;
  return received;
}
