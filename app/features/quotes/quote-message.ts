// The words that carry a quote's link to its shopper: WhatsApp and the email's note. Pure.
import { formatMoney, type Money } from "~/features/currency";
import { internationalDigits, whatsappLink } from "~/features/whatsapp";

export interface QuoteMessageFacts {
  firstName: string;
  /** The whole quote. */
  total: Money;
  /** Asked now when a deposit is offered. */
  deposit?: Money;
  /** "Thursday 3 December" */
  validUntilDay: string;
  url: string;
}

function payLine(f: QuoteMessageFacts): string {
  const now = f.deposit ? `, ${formatMoney(f.deposit)} to pay now` : "";
  return `Your quote from Hazel is ${formatMoney(f.total)}${now}, valid until ${f.validUntilDay}.`;
}

/** The message written into the owner's Send on WhatsApp chat. */
export function quoteWhatsappLink(f: QuoteMessageFacts & { phone: string }): string {
  return whatsappLink(
    `Hello ${f.firstName}, this is Hazel. ${payLine(f)} See it and pay here: ${f.url}`,
    internationalDigits(f.phone),
  );
}

/** The note of the shopper's email with her quote's link. */
export const quoteEmailNote = (f: QuoteMessageFacts) => `${payLine(f)} See your quote and pay it here: ${f.url}`;

/** The shopper's message to the shop about a quote that lapsed. */
export const lapsedQuoteMessage = (reference: string) =>
  `Hello Hazel, my quote ${reference} has lapsed. Could you send me a new one?`;
