import * as z from "zod/mini";
import { readStored, STORAGE_KEYS, writeStored } from "~/features/storage";

/** True once this browser has signed up through the pop-up (the hasSignedUp flag). */
export function hasSignedUp(): boolean {
  return readStored(STORAGE_KEYS.signedUp, z.boolean(), false);
}

export function rememberSignedUp(): void {
  writeStored(STORAGE_KEYS.signedUp, true);
}
