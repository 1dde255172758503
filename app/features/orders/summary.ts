import { formatPrice } from "~/features/currency";
import type { Customer, OrderItem } from "./order";

export const NO_SIZE = "Not specified";

/**
 * A catalogue piece ordered without a size (a made-to-order one): the atelier confirms her size or
 * takes her measurements. A gift card or a made-to-measure line has no size to settle.
 */
export function sizeLeftOpen(item: Pick<OrderItem, "size" | "giftCard" | "custom">): boolean {
  return item.size === "" && !item.giftCard && !item.custom;
}

/** What her order page says of such a piece's size. */
export const SIZE_TO_CONFIRM = `${NO_SIZE} — we will confirm your size or take your measurements`;

/** The owner's words for it, after "Size" or "size" on her order page, the packing slip and the production sheet. */
export const SIZE_TO_SETTLE = "not specified — confirm her size or take her measurements";

/** An item's size for the owner's pages: the size, SIZE_TO_SETTLE, or "" when it has none to settle. */
export function sizeForAtelier(item: Pick<OrderItem, "size" | "giftCard" | "custom">): string {
  return sizeLeftOpen(item) ? SIZE_TO_SETTLE : item.size;
}

/** The order summary text: each item's name, price, quantity and size, one item a line. */
export function orderSummaryText(
  items: readonly Pick<OrderItem, "name" | "unitPrice" | "quantity" | "size">[],
): string {
  return items
    .map((i) => `${i.name} - Price: ${formatPrice(i.unitPrice)} - Quantity: ${i.quantity} - Size: ${i.size || NO_SIZE}`)
    .join("\n");
}

export interface CustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

/** The `metadata.custom_fields` Paystack shows the owner beside each payment. */
export function paymentCustomFields(customer: Customer, summary: string): CustomField[] {
  const field = (display_name: string, variable_name: string, value: string) => ({
    display_name,
    variable_name,
    value,
  });
  return [
    field("Customer Name", "customer_name", `${customer.firstName} ${customer.lastName}`),
    field("Phone Number", "phone_number", customer.phone),
    field("Shipping Address", "shipping_address", customer.address),
    field("State", "state", customer.state),
    field("Country", "country", customer.country),
    field("Comments", "comments", customer.comments),
    field("Order Summary", "order_summary", summary),
  ];
}
