import { aBoolean, readStored, STORAGE_KEYS, writeStored } from "~/features/storage";

/** True once this browser has signed up through the pop-up (the hasSignedUp flag). */
export function hasSignedUp(): boolean {
  return readStored(STORAGE_KEYS.signedUp, aBoolean, false);
}

export function rememberSignedUp(): void {
  writeStored(STORAGE_KEYS.signedUp, true);
}

/** True once the pop-up has invited this browser on a touch screen (it does so once per visitor). */
export function wasInvitedOnPhone(): boolean {
  return readStored(STORAGE_KEYS.invitedOnPhone, aBoolean, false);
}

export function rememberInvitedOnPhone(): void {
  writeStored(STORAGE_KEYS.invitedOnPhone, true);
}
