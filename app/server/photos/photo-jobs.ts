import type { ImageFormat } from "~/lib/images/image-ref";
import type { PhotoFormat, Refusal } from "~/features/photos";

// What the shop's process asks of the photo worker (photo-child.server.ts), one job at a time
// over IPC, and what it answers. Only file names and numbers cross: the pixels stay in the child.

/** Clean the uploaded file `input` (checked already to be `format`) into a temporary file of `dir`. */
interface CleanJob {
  kind: "clean";
  dir: string;
  input: string;
  format: PhotoFormat;
}

/** Encode the original of `hash` (cleaned, `width` wide) into its variants' files in `dir`. */
interface EncodeJob {
  kind: "encode";
  dir: string;
  hash: string;
  width: number;
}

export type PhotoJob = CleanJob | EncodeJob;

/** A photo cleaned into a temporary file (see clean.server.ts), or why it was refused. */
export type CleanReply =
  { ok: true; photo: { file: string; hash: string; width: number; height: number } } | { ok: false; reason: Refusal };

/** A photo's variants, their files written. */
export interface EncodeReply {
  /** Widths encoded, ascending; none wider than the photo. */
  widths: number[];
  /** data:image/webp;base64 preview. */
  blur: string;
  variants: { width: number; format: ImageFormat }[];
}

export type JobReply<J extends PhotoJob> = J extends CleanJob ? CleanReply : EncodeReply;

/** The child's answer: the job's reply, or the message of the error it threw. */
export type ChildMessage = { ok: true; reply: CleanReply | EncodeReply } | { ok: false; error: string };
