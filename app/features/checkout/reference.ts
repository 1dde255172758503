/** An order reference: 'HZL-' and 12 characters of an alphabet without look-alikes. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const REFERENCE_PATTERN = /^HZL-[2-9A-HJ-NP-Z]{12}$/;

export function isOrderReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}

/** Builds a reference from 12 random bytes (each picks one character; 32 divides 256 evenly). */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new RangeError("A reference needs 12 random bytes");
  let out = "HZL-";
  for (let i = 0; i < 12; i++) out += REFERENCE_ALPHABET[bytes[i]! % REFERENCE_ALPHABET.length];
  return out;
}
