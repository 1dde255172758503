// A notice's state, taken only from its providers' receipts (docs/messages.md).

export type NoticeState = "queued" | "sent" | "delivered" | "read" | "failed";

export type Channel = "whatsapp" | "sms";

const RANK: Record<NoticeState, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

/**
 * Whether a receipt saying `to` moves a message now at `from`: only forward, so a late or repeated
 * receipt never moves it back. A failure ends a message that was at most sent; a delivery seen on
 * another of her devices after a failure still counts (WhatsApp does not keep their order).
 */
export const moves = (from: NoticeState, to: NoticeState): boolean => RANK[to] > RANK[from];

/** Whether a message reached her. */
export const arrived = (state: NoticeState): boolean => state === "delivered" || state === "read";

/** The link after `channel` in a notice's chain, if any. */
export function nextLink(chain: readonly Channel[], channel: Channel): Channel | undefined {
  const i = chain.indexOf(channel);
  return i < 0 ? undefined : chain[i + 1];
}
