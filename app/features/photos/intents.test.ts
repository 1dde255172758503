import { describe, expect, it } from "vitest";
import { defaultAlt } from "./alt-text";
import { parsePhotoIntent } from "./intents";

const fields = (f: Record<string, string>) => new URLSearchParams(f);

describe("a photo form's fields", () => {
  it("read as the change asked, the alt text trimmed to one line", () => {
    expect(parsePhotoIntent(fields({ photo: "7", intent: "cover" }))).toEqual({
      ok: true,
      action: { intent: "cover", photoId: 7 },
    });
    expect(parsePhotoIntent(fields({ photo: "7", intent: "alt", alt: "  Orion Dress,\n the back " }))).toEqual({
      ok: true,
      action: { intent: "alt", photoId: 7, alt: "Orion Dress, the back" },
    });
  });

  it("refuse an empty or long alt text beside its field, and a form not understood", () => {
    expect(parsePhotoIntent(fields({ photo: "7", intent: "alt", alt: " " }))).toMatchObject({
      ok: false,
      photoId: 7,
      field: "alt",
    });
    expect(parsePhotoIntent(fields({ photo: "7", intent: "alt", alt: "x".repeat(201) }))).toMatchObject({
      ok: false,
      message: "Keep the description to 200 characters or fewer.",
    });
    expect(parsePhotoIntent(fields({ photo: "7", intent: "alt", alt: "a\u0000b" }))).toMatchObject({ ok: false });
    for (const f of [
      { photo: "x", intent: "up" },
      { photo: "7", intent: "delete" },
      { photo: "-1", intent: "up" },
    ]) {
      expect(parsePhotoIntent(fields(f))).toMatchObject({ ok: false, field: undefined });
    }
  });

  it("default to the product's name and the photo's number", () => {
    expect(defaultAlt("Orion Dress", 2)).toBe("Orion Dress, photo 2");
  });
});
