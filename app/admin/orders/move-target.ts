import { addressLines, type Customer } from "~/features/orders";

const addressOf = (c: Customer) => addressLines(c).join(", ");
const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Whom an order a payment may move to is for (name, phone, address), and which of them differ from
 * the cancelled order's: the same email alone does not make it hers.
 */
export function whomFor(target: Customer, cancelled: Customer) {
  const name = `${target.firstName} ${target.lastName}`;
  const differs = [
    words(name) !== words(`${cancelled.firstName} ${cancelled.lastName}`) && "name",
    digits(target.phone) !== digits(cancelled.phone) && "phone",
    words(addressOf(target)) !== words(addressOf(cancelled)) && "address",
  ].filter((d): d is "name" | "phone" | "address" => d !== false);
  return { name, phone: target.phone, address: addressOf(target), differs };
}
