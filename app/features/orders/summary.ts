import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import type { Customer, OrderItem } from "./order";

export const NO_SIZE = "Not specified";

/**
 * The order summary text: each item's name, price, quantity and size, one item a line; its prices
 * in the order's currency (naira unless said: the Paystack summary's format).
 */
export function orderSummaryText(
  items: readonly Pick<OrderItem, "name" | "unitPrice" | "quantity" | "size">[],
  currency: LedgerCurrency = "NGN",
): string {
  return items
    .map(
      (i) =>
        `${i.name} - Price: ${ledgerMoney(i.unitPrice, currency)} - Quantity: ${i.quantity} - Size: ${i.size || NO_SIZE}`,
    )
    .join("\n");
}

export interface CustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

/**
 * The `metadata.custom_fields` Paystack shows the owner beside each payment: the spec's seven, the
 * town and postcode folded into the shipping address.
 */
export function paymentCustomFields(customer: Customer, summary: string): CustomField[] {
  const field = (display_name: string, variable_name: string, value: string) => ({
    display_name,
    variable_name,
    value,
  });
  return [
    field("Customer Name", "customer_name", `${customer.firstName} ${customer.lastName}`),
    field("Phone Number", "phone_number", customer.phone),
    field(
      "Shipping Address",
      "shipping_address",
      [customer.address, customer.city, customer.postcode].filter(Boolean).join(", "),
    ),
    field("State", "state", customer.state),
    field("Country", "country", customer.country),
    field("Comments", "comments", customer.comments),
    field("Order Summary", "order_summary", summary),
  ];
}
