import { describe, expect, it } from "vitest";
import { photosProblem } from "./photos-check";

const file = (name: string, type: string, size = 2_000_000) => ({ name, type, size });

describe("photosProblem", () => {
  it("takes up to three photos in the formats the server takes", () => {
    expect(photosProblem([])).toBeNull();
    expect(
      photosProblem([file("a.jpg", "image/jpeg"), file("b.png", "image/png"), file("c.webp", "image/webp")]),
    ).toBeNull();
    expect(photosProblem([file("d", "")])).toBeNull();
  });

  it("names each photo the server would refuse, in the server's words", () => {
    expect(photosProblem([file("notes.txt", "text/plain"), file("big.jpg", "image/jpeg", 16 * 1024 * 1024)])).toBe(
      "notes.txt is not a photo in JPEG, PNG, WebP or AVIF. big.jpg is larger than 15 MB. Send a smaller copy.",
    );
    expect(photosProblem(Array.from({ length: 4 }, (_, i) => file(`${i}.jpg`, "image/jpeg")))).toBe(
      "Send at most 3 reference photos.",
    );
  });
});
