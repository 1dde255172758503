// The slip that goes in the parcel (pure): whom it is for, where, what is inside, and where its
// money stands in the account's words; a gift's printed slip carries no amount.
import { accountWords, type OrderAccount } from "~/features/order-account";
import { addressLines, sizeForAtelier, type Order } from "~/features/orders";

export interface PackingSlip {
  reference: string;
  /** The person receiving it: the gift's recipient, or the shopper. */
  deliverTo: { name: string; phone: string; lines: string[] };
  /** Pickup at the atelier, or the way it is sent. */
  delivery: string;
  /** Each piece's size, or the owner's words for one she still has to settle with the shopper. */
  pieces: { name: string; size: string; quantity: number }[];
  /** A gift's card: who sends it and her message ("" for none). */
  gift: { from: string; message: string } | null;
  /** Where the order's money stands, in the account's words ("Paid in full"). */
  money: string;
}

export function packingSlip(order: Order, account: OrderAccount): PackingSlip {
  const c = order.customer;
  const g = order.gift;
  return {
    reference: order.reference,
    deliverTo: {
      name: g ? g.recipientName : `${c.firstName} ${c.lastName}`,
      phone: g ? g.recipientPhone : c.phone,
      lines: addressLines(c),
    },
    delivery: order.delivery.label,
    pieces: order.items.map((i) => ({ name: i.name, size: sizeForAtelier(i), quantity: i.quantity })),
    gift: g ? { from: `${c.firstName} ${c.lastName}`, message: g.message } : null,
    money: accountWords(account),
  };
}
