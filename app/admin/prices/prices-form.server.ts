import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { controlCharacterMessage, hasControlCharacter } from "~/lib/control-characters";
import { bounded } from "~/server/photos/multipart.server";

// The prices screen's forms (docs/decisions/218-prices-in-bulk.md) post multipart, as a file
// upload must: the file, or its text pasted or carried from the preview to its apply, is far
// above the admin's usual 32 kB. Read here within limits of their own.

/** The largest prices file taken: a whole catalogue's is a few kB a hundred products. */
const PRICE_FILE_BYTES = 1024 * 1024;
/** A text field may hold a file's text again (a byte not UTF-8 read as up to three). */
const FIELD_BYTES = 3 * PRICE_FILE_BYTES;
const BODY_BYTES = PRICE_FILE_BYTES + FIELD_BYTES + 64 * 1024;
/** The fields that hold a file's text, which keep their line breaks and tabs. */
const MULTI_LINE = new Set(["pasted", "text"]);

export interface PricesForm {
  fields: Map<string, string>;
  /** The uploaded file, if one was chosen: its name as shown back, and its text. */
  file?: { name: string; text: string };
}

export type PricesFormRead = { ok: true; form: PricesForm } | { ok: false; status: 400 | 413 | 415; message: string };

const tooLarge = {
  ok: false,
  status: 413,
  message: "The file is larger than 1 MB: a prices file of the whole shop is far smaller. Check it is the right file.",
} as const;

/** A file's text: UTF-8 (the byte-order mark dropped later), else the Windows encoding Excel saves "CSV" in. */
function textOf(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A file name fit to show back: no folders or control characters, not too long. */
const shownName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim()
    .slice(0, 80);

/** What a file is when it is not a CSV file, by its first bytes; undefined when it may be one. */
function notCsv(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from("PK\u0003\u0004", "latin1")))
    return "This is a spreadsheet file (Excel, Numbers or Sheets), not CSV: save or download it as CSV (comma-separated values) and choose that, or paste the rows.";
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "This is a PDF file, not the prices file (CSV).";
  return undefined;
}

/**
 * Reads a prices form: multipart only (415), at most its limits (413), no control character in
 * a field or the file but the line breaks and tabs of the texts (400, naming where).
 */
export async function readPricesForm(request: Request): Promise<PricesFormRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body)
    return { ok: false, status: 415, message: "Send the form from the prices page." };
  if (Number(request.headers.get("content-length") ?? 0) > BODY_BYTES) return tooLarge;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: PRICE_FILE_BYTES, fields: 12, fieldSize: FIELD_BYTES, parts: 13 },
    });
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please try again." };
  }
  const fields = new Map<string, string>();
  let file: { name: string; bytes: Buffer } | undefined;
  let problem: PricesFormRead | undefined;
  const reading: Promise<void>[] = [];
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) problem ??= tooLarge;
    else fields.set(name, value);
  });
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => {});
    if (name !== "file") return void stream.resume();
    reading.push(
      (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
        if ((stream as { truncated?: boolean }).truncated) problem ??= tooLarge;
        else if (chunks.length > 0 || info.filename)
          file = { name: shownName(info.filename ?? ""), bytes: Buffer.concat(chunks) };
      })().catch(() => {}),
    );
  });
  let over = false;
  try {
    await pipeline(Readable.from(bounded(request.body, BODY_BYTES, () => (over = true))), parser);
  } catch {
    return over ? tooLarge : { ok: false, status: 400, message: "The form was cut off before its end: try again." };
  }
  await Promise.all(reading);
  if (problem) return problem;
  for (const [name, value] of fields) {
    if (hasControlCharacter(value, { multiLine: MULTI_LINE.has(name) }))
      return {
        ok: false,
        status: 400,
        message: controlCharacterMessage(MULTI_LINE.has(name) ? "The pasted text" : "A field"),
      };
  }
  if (!file) return { ok: true, form: { fields } };
  const refused = notCsv(file.bytes);
  if (refused) return { ok: false, status: 400, message: refused };
  const text = textOf(file.bytes);
  if (hasControlCharacter(text, { multiLine: true }))
    return {
      ok: false,
      status: 400,
      message: "The file holds a control character, so it is not a CSV file: save it from your spreadsheet as CSV.",
    };
  return { ok: true, form: { fields, file: { name: file.name, text } } };
}
