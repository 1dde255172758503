// Autopay of a plan's parts from her kept card: its rules and words, without I/O.

/** Times one part is charged (once a Lagos day) before it is missed. */
export const AUTOPAY_TRIES = 3;

/** The form field and value her order page posts to turn autopay on or off. */
export const AUTOPAY_INTENT = "autopay";

/** Her choice's label on her order page. */
export const autopayLabel = (last4: string) => `Pay each part from my card ending ${last4} on its day`;

/** Why a charge failed, in the owner's words, from Paystack's gateway response. */
export function failureWords(gatewayResponse: string | null): string {
  const said = (gatewayResponse ?? "").trim();
  if (/declin/i.test(said)) return "card declined";
  if (/insufficient/i.test(said)) return "insufficient funds";
  if (/expired/i.test(said)) return "card expired";
  return said ? said.toLowerCase().slice(0, 80) : "card not charged";
}

/** A part autopay charged, is still trying, or missed: the owner's line. */
export interface AutopayCharge {
  part: number;
  state: "trying" | "charged" | "missed";
  tries: number;
  lastFailure: string;
}

/** The owner's lines for an order's autopay: each missed part, and a part still retried. */
export function autopayOwnerLines(charges: readonly AutopayCharge[]): string[] {
  return charges.flatMap((c) => {
    if (c.state === "missed") return [`Autopay missed part ${c.part} (${c.lastFailure})`];
    if (c.state === "trying" && c.lastFailure)
      return [`Autopay failed part ${c.part} (${c.lastFailure}), tried ${c.tries} of ${AUTOPAY_TRIES}`];
    return [];
  });
}

/** Her lines for her order's autopay: each part her card could not pay, and what she does then. */
export const autopayHerLines = (charges: readonly AutopayCharge[]): string[] =>
  charges.flatMap((c) =>
    c.state === "missed"
      ? [`Your card could not pay part ${c.part} (${c.lastFailure}): pay it here yourself, by card or transfer.`]
      : [],
  );
