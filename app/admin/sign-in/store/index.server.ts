// The sessions, the installation's secrets and the passkeys (tables admin_sessions, install_secrets,
// passkeys, passkey_challenges, passkey_rule, admin_password_mark):
// every statement on them is in this folder, and the rest of the shop calls it through this file.
export { passwordSalt } from "./install-secrets.server";
export { notePasswordInForce } from "./password-mark.server";
export {
  createSession,
  endEverySession,
  endSession,
  endSessionsOf,
  isSessionValid,
  keepOnlySession,
  liveSession,
  LIFETIME_SECONDS,
} from "./sessions.server";
export {
  advanceCounter,
  approvePasskey,
  CHALLENGE_SECONDS,
  deletePasskey,
  hasActivePasskey,
  insertPasskey,
  passkeyByCredential,
  passkeyRequired,
  passkeysOf,
  setPasskeyRequired,
  storeChallenge,
  suspendPasskeysSince,
  takeChallenge,
} from "./passkeys.server";
