/** The words a shopper writes back to stop her notices on WhatsApp or SMS. */
const STOP_WORDS = new Set(["stop", "stop all", "unsubscribe", "cancel", "end", "quit"]);

/** Whether an inbound text asks to stop her notices ("STOP", any case, spaces and a full stop aside). */
export const isStopText = (text: string): boolean =>
  STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ""),
  );
