import { refusalText, type Refusal } from "~/features/photos";
import { BESPOKE_LIMITS } from "./request";

const TYPES: Record<string, Refusal | null> = {
  "image/jpeg": null,
  "image/png": null,
  "image/webp": null,
  "image/avif": null,
  "image/heic": "heic",
  "image/heif": "heic",
  "application/pdf": "pdf",
  "image/gif": "gif",
};

/**
 * What the server would say of the photos she chose, told by their names, types and sizes before
 * she sends them (the server still reads each file's own bytes); null when nothing is wrong.
 */
export function photosProblem(files: readonly { name: string; type: string; size: number }[]): string | null {
  const problems = files.flatMap((file) => {
    if (file.size > BESPOKE_LIMITS.photoMB * 1024 * 1024)
      return [`${file.name || "A file"} is larger than ${BESPOKE_LIMITS.photoMB} MB. Send a smaller copy.`];
    // A browser that cannot name the type leaves it to the server.
    const refusal = file.type === "" ? null : file.type in TYPES ? TYPES[file.type] : "unknown";
    return refusal ? [refusalText(file.name, refusal)] : [];
  });
  if (files.length > BESPOKE_LIMITS.photos) problems.push(`Send at most ${BESPOKE_LIMITS.photos} reference photos.`);
  return problems.length > 0 ? problems.join(" ") : null;
}
