// One mailbox, however its address is spelt. Limits per email (a discount's uses, the welcome code,
// the lists' memberships and confirmations) count mailboxes, not spellings; the address she typed
// is still the one written to.

/** Domains whose mailboxes ignore dots in the local part; googlemail.com is gmail.com. */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches: trimmed, lower case, a `+tag` dropped, and for Gmail the dots of
 * the local part dropped and googlemail.com read as gmail.com. Idempotent; an address without an @
 * is only trimmed and lowered.
 */
export function normalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  // "+tag@…" alone has no mailbox name before the tag: kept whole.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    domain = "gmail.com";
    const undotted = local.replace(/\./g, "");
    if (undotted !== "") local = undotted;
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach one mailbox. */
export const sameMailbox = (a: string, b: string) => normalMailbox(a) === normalMailbox(b);
