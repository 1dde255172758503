/**
 * The site a passkey belongs to, from the shop's configured public address (SITE_URL): its host
 * name is the relying party's id, its origin the only one whose answers are taken. A passkey made
 * on another site, or answered on one, is refused.
 */
export function relyingParty(siteUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: "Hazel admin" };
}

/** The words for a passkey's answer the checks refused, from the check's own message. */
export function refusedAnswerWords(message: string): string {
  if (/origin/i.test(message)) return "This passkey answered for another website, so it was refused.";
  if (/RP ?ID/i.test(message)) return "This passkey belongs to another website, so it was refused.";
  if (/counter/i.test(message))
    return "This passkey's answer was used before (its counter did not move on), so it was refused.";
  if (/user verification|not present/i.test(message))
    return "The passkey did not confirm it was you (a fingerprint, face or PIN), so it was refused.";
  return "The passkey's answer could not be checked, so it was refused. Please try again.";
}
