// The atelier's production sheet of an order (pure): what to make and by when, and where its money
// stands in the account's words (a deposit paid, what is left and by when); never a piece's price.
import { accountWords, type OrderAccount } from "~/features/order-account";
import { findProductFacts } from "~/features/catalogue";
import { sizeForAtelier, type Order } from "~/features/orders";
import { imageUrl } from "~/lib/images/image-url";
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
  /** A catalogue piece's photo (small, 4:5), or null for one with none. */
  picture: string | null;
}

export interface ProductionSheet {
  reference: string;
  client: string;
  pieces: SheetPiece[];
  /** Fitting, ready, delivered by, needed by: each in words, only those known. */
  dates: { label: string; day: string }[];
  notes: string[];
  /** The owner's private notes on the order, oldest first: never shown to the shopper. */
  privateNotes: string[];
  /** Reference photos' addresses, from the bespoke request it came from. */
  photos: string[];
  /** Sent as a gift: to whom, and the card's message ("" for none). */
  gift: { recipient: string; message: string } | null;
  /** Where the order's money stands, in the account's words. */
  money: string;
}

/** The owner's private notes among an order's events (her "Private note" form, not a payment check). */
export function privateNotesOf(events: readonly { note: string | null; details: unknown }[]): string[] {
  return events.flatMap((e) => {
    const kind = (e.details as { kind?: unknown } | null)?.kind;
    return kind === "note" && e.note ? [e.note] : [];
  });
}

/** The sheet of an order: its pieces with their measurements, its dates and notes, its money's standing. */
export function productionSheet(
  order: Order,
  account: OrderAccount,
  photos: string[] = [],
  privateNotes: string[] = [],
): ProductionSheet {
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
    picture: pictureOf(i.productId),
  }));
  for (const p of pieces) if (p.event) dates.push({ label: `Event (${p.name})`, day: p.event });
  const notes = [order.quote?.notes ?? "", order.customer.comments].filter((n) => n.trim() !== "");
  return {
    reference: order.reference,
    client: `${order.customer.firstName} ${order.customer.lastName}`,
    pieces,
    dates,
    notes,
    privateNotes,
    photos,
    gift: order.gift ? { recipient: order.gift.recipientName, message: order.gift.message } : null,
    money: accountWords(account),
  };
}

function pictureOf(productId: number): string | null {
  const key = findProductFacts(productId)?.imageKey;
  return key ? imageUrl(key, 320, "webp") : null;
}
