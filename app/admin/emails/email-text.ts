// An email as its reader sees it, from its EmailJS template and the parameters the shop's writers
// gave it (docs/emails.md, "What each email reads"). Every word a shopper reads is a parameter the
// shop wrote; a template adds only its frame: a subject, labels, the link. This is that frame, once.
import { site } from "~/config/site";

/** The shop's four EmailJS templates (app/server/adapters/emailjs.server.ts). */
export type EmailTemplate = "messages" | "order" | "customer" | "lists";

/** A paragraph: text (its lines kept), or a link with its words. */
export type Paragraph = string | { label: string; url: string };

export interface WrittenEmail {
  /** Her address; null for the shop's own emails (a message, an order, an alert to the owner). */
  to: string | null;
  subject: string;
  paragraphs: Paragraph[];
}

type Fields = Readonly<Record<string, string | undefined>>;

const text = (f: Fields) => (name: string) => (f[name] ?? "").trim();
const these = (...parts: string[]) => parts.filter((p) => p !== "");
const labelled = (label: string, value: string) => (value ? `${label}: ${value}` : "");
const link = (label: string, url: string): Paragraph[] => (url ? [{ label, url }] : []);

/** A message (or an alert through its template) to the owner: `subject` is the template's Subject. */
function messageEmail(f: Fields): WrittenEmail {
  const v = text(f);
  return {
    to: null,
    subject: v("subject") || `${site.brand} message from ${v("from_name") || v("from_email")}`,
    paragraphs: these(
      labelled("From", these(v("from_name"), v("from_email"), v("from_phone")).join(", ")),
      v("message"),
    ),
  };
}

/** An order (or a bespoke request) to the owner: the customer, the order, the note, the page. */
function orderEmail(f: Fields): WrittenEmail {
  const v = text(f);
  return {
    to: null,
    subject: v("subject") || these(v("reference") && `${site.brand} order ${v("reference")}`, v("status")).join(": "),
    paragraphs: [
      ...these(
        v("note"),
        these(v("customer_name"), v("customer_email"), v("customer_phone")).join(", "),
        these(v("address"), v("state"), v("country")).join(", "),
        labelled("Comments", v("comments")),
        v("order_summary"),
        labelled("Total", v("total")),
        v("money"),
        v("gift"),
      ),
      ...link(v("order_url"), v("order_url")),
    ],
  };
}

/**
 * The shopper's email: her order's news, a reminder, a code, an invitation. Its Subject is
 * `subject` where the shop sets one (a code, so a phone's notification shows it), else `status`.
 */
function customerEmail(f: Fields): WrittenEmail {
  const v = text(f);
  const reference = v("reference") && !/^\d+$/.test(v("reference")) ? ` (${v("reference")})` : "";
  return {
    to: v("to_email"),
    subject: v("subject") || `${site.brand}: ${v("status")}${reference}`,
    paragraphs: [
      ...these(
        v("order_summary"),
        labelled("Total", v("total")),
        v("money"),
        v("gift"),
        labelled("Delivery to", v("delivery_address")),
        v("note"),
      ),
      ...link(v("order_url"), v("order_url")),
    ],
  };
}

/** A list's email: its words, its one button, her own way out. */
function listEmail(f: Fields): WrittenEmail {
  const v = text(f);
  return {
    to: v("to_email"),
    subject: v("subject"),
    paragraphs: [
      ...these(v("message")),
      ...link(v("link_label") || v("link_url"), v("link_url")),
      ...link("Unsubscribe", v("unsubscribe_url")),
    ],
  };
}

const LAYOUTS: Record<EmailTemplate, (f: Fields) => WrittenEmail> = {
  messages: messageEmail,
  order: orderEmail,
  customer: customerEmail,
  lists: listEmail,
};

/** The email a template makes of these parameters. */
export const writtenEmail = (template: EmailTemplate, fields: Fields): WrittenEmail => LAYOUTS[template](fields);
