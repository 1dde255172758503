/** The home page's Subscribe form; it arrives with the messages. */
export function SubscribeForm() {
  return null;
}
