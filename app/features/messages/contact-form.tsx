/** The contact page's 'Send A Message' form; it arrives with the messages. */
export function ContactForm() {
  return null;
}
