// The atelier's production sheet of an order (pure): what to make and by when, and where its money
// stands in the account's words (a deposit paid, what is left and by when); never a piece's price.
import { accountWords, type OrderAccount } from "~/features/order-account";
import { sizeForAtelier, type Order } from "~/features/orders";
import { formatDay } from "~/lib/lagos-clock";

interface SheetPiece {
  name: string;
  size: string;
  quantity: number;
  madeToMeasure: boolean;
  /** As taken, copied onto the order. */
  measurements: { label: string; value: string }[];
  /** The event it is for, in words, or "". */
  event: string;
}

export interface ProductionSheet {
  reference: string;
  client: string;
  pieces: SheetPiece[];
  /** Fitting, ready, delivered by, needed by: each in words, only those known. */
  dates: { label: string; day: string }[];
  notes: string[];
  /** Reference photos' addresses, from the bespoke request it came from. */
  photos: string[];
  /** Sent as a gift: to whom, and the card's message ("" for none). */
  gift: { recipient: string; message: string } | null;
  /** Where the order's money stands, in the account's words. */
  money: string;
}

/** The sheet of an order: its pieces with their measurements, its dates and notes, its money's standing. */
export function productionSheet(order: Order, account: OrderAccount, photos: string[] = []): ProductionSheet {
  const d = order.delivery;
  const dates: { label: string; day: string }[] = [];
  if (order.quote?.fittingOn) dates.push({ label: "Fitting", day: formatDay(order.quote.fittingOn) });
  if (d.readyBy)
    dates.push({ label: d.method === "pickup" ? "Ready to collect" : "Ready to dispatch", day: formatDay(d.readyBy) });
  if (d.method !== "pickup" && d.deliverBy) dates.push({ label: "Delivered by", day: formatDay(d.deliverBy) });
  if (d.neededBy) dates.push({ label: "Needed by", day: formatDay(d.neededBy) });
  const pieces = order.items.map((i) => ({
    name: i.name,
    size: sizeForAtelier(i),
    quantity: i.quantity,
    madeToMeasure: i.custom !== undefined,
    measurements: i.custom?.measurements ?? [],
    event: i.custom?.eventDate ? formatDay(i.custom.eventDate) : "",
  }));
  for (const p of pieces) if (p.event) dates.push({ label: `Event (${p.name})`, day: p.event });
  const notes = [order.quote?.notes ?? "", order.customer.comments].filter((n) => n.trim() !== "");
  return {
    reference: order.reference,
    client: `${order.customer.firstName} ${order.customer.lastName}`,
    pieces,
    dates,
    notes,
    photos,
    gift: order.gift ? { recipient: order.gift.recipientName, message: order.gift.message } : null,
    money: accountWords(account),
  };
}
