import { describe, expect, it } from "vitest";
import { sniffPhoto } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8]);
};

describe("reading a file's format from its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF by their magic numbers", () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe1]))).toEqual({ ok: true, format: "jpeg" });
    expect(sniffPhoto(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ ok: true, format: "png" });
    expect(sniffPhoto(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ ok: true, format: "webp" });
    expect(sniffPhoto(ftyp("avif", "mif1", "miaf"))).toEqual({ ok: true, format: "avif" });
    expect(sniffPhoto(ftyp("mif1", "avif"))).toEqual({ ok: true, format: "avif" });
  });

  it("names HEIC, PDF and GIF, and anything else as unknown", () => {
    expect(sniffPhoto(ftyp("heic", "mif1", "heic"))).toEqual({ ok: false, kind: "heic" });
    expect(sniffPhoto(ftyp("mif1", "heic"))).toEqual({ ok: false, kind: "heic" });
    expect(sniffPhoto(bytes("%PDF-1.7\n"))).toEqual({ ok: false, kind: "pdf" });
    expect(sniffPhoto(bytes("GIF89a"))).toEqual({ ok: false, kind: "gif" });
    expect(sniffPhoto(ftyp("isom", "mp41"))).toEqual({ ok: false, kind: "unknown" });
    expect(sniffPhoto(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toEqual({ ok: false, kind: "unknown" });
    expect(sniffPhoto(bytes([0xff, 0xd8]))).toEqual({ ok: false, kind: "unknown" });
    expect(sniffPhoto(new Uint8Array(0))).toEqual({ ok: false, kind: "unknown" });
  });
});
