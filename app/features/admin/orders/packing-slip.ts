// The slip that goes in the parcel (pure): whom it is for, where, what is inside; never a price.
import { addressLines, type Order } from "~/features/orders";

export interface PackingSlip {
  reference: string;
  /** The person receiving it: the gift's recipient, or the shopper. */
  deliverTo: { name: string; phone: string; lines: string[] };
  /** Pickup at the atelier, or the way it is sent. */
  delivery: string;
  pieces: { name: string; size: string; quantity: number }[];
  /** A gift's card: who sends it and her message ("" for none). */
  gift: { from: string; message: string } | null;
}

export function packingSlip(order: Order): PackingSlip {
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
    pieces: order.items.map(({ name, size, quantity }) => ({ name, size, quantity })),
    gift: g ? { from: `${c.firstName} ${c.lastName}`, message: g.message } : null,
  };
}
