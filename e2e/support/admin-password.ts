/** The owner's password on the test server. */
export const TEST_ADMIN_PASSWORD = "owner-password-for-tests";
