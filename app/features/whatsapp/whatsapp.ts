import { site } from "~/config/site";

export const WHATSAPP_LABEL = "Chat on WhatsApp";

/** An ordinary wa.me link that opens a chat with the shop, the message already written. */
export function whatsappLink(message: string, number: string = site.contact.whatsapp): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** The message from a product page: the piece, its address and the size chosen so far. */
export function productMessage(name: string, url: string, size: string): string {
  const sized = size ? ` in size ${size}` : "";
  return `Hello Hazel, I have a question about the ${name}${sized}: ${url}`;
}

export const orderMessage = (reference: string) => `Hello Hazel, I have a question about my order ${reference}.`;

export const contactMessage = "Hello Hazel, I have a question.";

/** The message for paying an order by other means: its reference and its pieces written in. */
export function payOrderMessage(
  reference: string,
  items: readonly { name: string; size: string; quantity: number }[],
): string {
  const pieces = items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ""}`).join(", ");
  return `Hello Hazel, I would like to pay for my order ${reference}: ${pieces}.`;
}
