import { formatMoney, type Money } from "~/features/currency";
import { whatsappLink } from "./whatsapp";

/**
 * A shopper's phone in international digits for wa.me: a Nigerian number written locally
 * (0803 123 4567) gains the country code 234; a number written with + keeps its own.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.startsWith("0") && digits.length === 11) return `234${digits.slice(1)}`;
  return digits;
}

/**
 * The owner's chat with a client from her phone number (wa.me, nothing written in); undefined when
 * the number has too few digits to be one (erased, or mistyped).
 */
export function chatWithLink(phone: string): string | undefined {
  const digits = internationalDigits(phone);
  return digits.length >= 8 ? `https://wa.me/${digits}` : undefined;
}

/**
 * The owner's message to a shopper about her balance: how much (the account's owedNow, in the
 * order's currency), by when, and the link to pay it.
 */
export function balanceMessage(b: { firstName: string; outstanding: Money; dueDay: string | null; orderUrl: string }) {
  const by = b.dueDay ? ` by ${b.dueDay}` : "";
  return `Hello ${b.firstName}, this is Hazel. The balance of ${formatMoney(b.outstanding)} on your order is due${by}. You can pay it here: ${b.orderUrl}`;
}

/** The owner's Send on WhatsApp link: a chat with the shopper, the balance message written in. */
export function balanceWhatsappLink(b: Parameters<typeof balanceMessage>[0] & { phone: string }): string {
  return whatsappLink(balanceMessage(b), internationalDigits(b.phone));
}

/** The owner's chat with a shopper about her order, its link written in (any order, owed or not). */
export function orderChatLink(b: { phone: string; firstName: string; reference: string; orderUrl: string }): string {
  const message = `Hello ${b.firstName}, this is Hazel about your order ${b.reference}: ${b.orderUrl}`;
  return whatsappLink(message, internationalDigits(b.phone));
}
