/** What a password-only session reads when she already has a passkey that signs her in. */
export const PASSKEY_TO_MANAGE =
  "You have a passkey: sign in with it to add, approve or remove one. A password alone cannot change your passkeys.";
