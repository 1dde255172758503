import { aBoolean, readStored, STORAGE_KEYS, writeStored } from "~/features/storage";

/** True once this browser has signed up through the pop-up (the hasSignedUp flag). */
export function hasSignedUp(): boolean {
  return readStored(STORAGE_KEYS.signedUp, aBoolean, false);
}

export function rememberSignedUp(): void {
  writeStored(STORAGE_KEYS.signedUp, true);
}
