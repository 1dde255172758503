/** The home page's sign-up pop-up; it arrives with the messages. */
export function SignupPopup() {
  return null;
}
