import type { Segment } from "./segments";

/** One email as the owner reads it. */
export interface EmailView {
  id: number;
  /** Her address, or "you" for the shop's own emails. */
  to: string;
  subject: string;
  /** When the shop wrote it (ISO). */
  queuedAt: string;
  /** How far it got, in words: "Sent 3 Dec, 10:02", "Not sent: the demo sends no email". */
  state: string;
  /** Not sent for a reason she can fix (a template not set, EmailJS refusing). */
  problem: boolean;
  /** Its text, a paragraph at a time, cut where she would click. */
  paragraphs: Segment[][];
}

/** One WhatsApp or SMS notice in the mailbox: to whom, where it stands, and its words. */
export interface MessageView {
  id: number;
  /** Her number, +234… */
  to: string;
  /** "Order confirmed · WhatsApp · read 14:02", or why the demo sent nothing. */
  state: string;
  /** The template and its variables, and the SMS it would fall back to. */
  whatsapp: string;
  sms: string;
}

/** A page of the mailbox, newest first. */
export interface MailboxView {
  /** The newest WhatsApp and SMS notices (the first page only), beside the emails. */
  messages: MessageView[];
  /** No EmailJS keys: nothing is sent, and this is where the shop's emails are read. */
  demo: boolean;
  emails: EmailView[];
  /** The next page's `before`; null on the last. */
  older: number | null;
  /** A later page than the first. */
  later: boolean;
  /** How the lists' emails go: through Mailgun, EmailJS, or kept here. */
  listMail?: string;
}

/** The screen's name and the menu's: the demo's mailbox, or the record of what was sent. */
export const mailboxTitle = (demo: boolean) => (demo ? "Demo mailbox" : "Emails sent");
