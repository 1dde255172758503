import { site } from "~/config/site";
import type { EmailFields } from "../adapters/emailjs.server";
import type { Db } from "../db/db.server";
import { findMessage, type StoredMessage } from "./store.server";

/**
 * What the owner reads for the forms that carry no message of their own: a sign-up relayed alone,
 * as those queued before the day's one email (`sign-ups-alert.server.ts`) were.
 */
const KIND_NOTES = {
  newsletter: "Newsletter: please add this address to the sales and news list.",
  signup: "Sign-up pop-up: this visitor wants access to exclusive sales and discounts.",
} as const;

const SUBJECT_KIND: Record<StoredMessage["kind"], string> = {
  contact: "",
  newsletter: " (newsletter)",
  signup: " (sign-up pop-up)",
};

/**
 * The template parameters of a stored message; every form fills the same ones. Each carries the
 * message's number (its id in the database) in `message_number` and `subject`, the same at every
 * send: an email sent again after a crash (at least once) reads as a repeat
 * (docs/decisions/174-relayed-messages-carry-their-number.md).
 */
function toEmailFields(m: StoredMessage, messageId: number): EmailFields {
  return {
    message_number: String(messageId),
    subject: `${site.brand} message #${messageId}${SUBJECT_KIND[m.kind]}`,
    from_name: m.from_name ?? "",
    from_email: m.from_email,
    from_phone: m.from_phone ?? "",
    message: m.kind === "contact" ? (m.message ?? "") : KIND_NOTES[m.kind],
  };
}

/** The email of a visitor's message, read from the message as kept (the relay's writer for messages); undefined when it is missing. */
export async function messageEmail(db: Db, messageId: number): Promise<EmailFields | undefined> {
  const message = await findMessage(db, messageId);
  return message && toEmailFields(message, messageId);
}
