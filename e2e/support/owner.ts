/** The owner's password on the test server. */
export const OWNER_PASSWORD = "owner-password-for-tests";
