import { hasControlCharacter } from "~/lib/control-characters";
import { PHOTO_LIMITS } from "./limits";

/** The alt text a new photo starts with: the product's name and which of its photos it is. */
export function defaultAlt(productName: string, number: number): string {
  return `${productName}, photo ${number}`.slice(0, PHOTO_LIMITS.altLength);
}

export type AltCheck = { ok: true; alt: string } | { ok: false; message: string };

/** Alt text as the owner typed it: required, one line, at most 200 characters, spaces trimmed. */
export function checkAlt(value: string | null | undefined): AltCheck {
  const alt = (value ?? "").replace(/\s+/g, " ").trim();
  if (alt === "") return { ok: false, message: "Describe the photo for shoppers who cannot see it." };
  if (alt.length > PHOTO_LIMITS.altLength) {
    return { ok: false, message: `Keep the description to ${PHOTO_LIMITS.altLength} characters or fewer.` };
  }
  if (hasControlCharacter(alt)) return { ok: false, message: "The description has a character that cannot be shown." };
  return { ok: true, alt };
}
