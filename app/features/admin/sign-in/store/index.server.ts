// The owner's sessions and the installation's secrets (tables admin_sessions and install_secrets):
// every statement on them is in this folder, and the rest of the shop calls it through this file.
export { passwordSalt } from "./install-secrets.server";
export { createSession, endEverySession, endSession, isSessionValid, LIFETIME_SECONDS } from "./sessions.server";
