/** What the owner calls the forms a subscriber came through. */
export const SOURCE_LABELS = { newsletter: "Newsletter", signup: "Sign-up pop-up" } as const;

/** Where a subscriber stands on the news list, in words: only a confirmed one receives its emails. */
export function standingText(standing: "confirmed" | "unconfirmed" | "left" | undefined): string {
  if (standing === "confirmed") return "Confirmed";
  if (standing === "unconfirmed") return "Not confirmed yet";
  if (standing === "left") return "Left the list";
  return "Signed up before confirmations";
}

/** A message's relay to the owner's email, in words, and whether it is stuck on errors. */
export function relayStatusText(relay: { status: "pending" | "sent"; attempts: number; lastError: string | null }): {
  text: string;
  failed: boolean;
} {
  if (relay.status === "sent") return { text: "Sent to your email", failed: false };
  if (relay.attempts === 0) return { text: "Waiting to be sent to your email", failed: false };
  const tries = relay.attempts === 1 ? "1 attempt" : `${relay.attempts} attempts`;
  return { text: `Not sent yet (${tries}${relay.lastError ? `; last: ${relay.lastError}` : ""})`, failed: true };
}
