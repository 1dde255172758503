// Who may open and post what in the back office (pure). Every admin loader and action asks
// `mayReach` through requireAdmin / requireAdminAction, so the rule lives here once; the route ×
// role test reads app/routes.ts and fails on an admin address this table does not name.

export const ROLES = ["owner", "shop_hand", "tailor"] as const;
export type Role = (typeof ROLES)[number];
/** The roles the owner gives: she is the only owner. */
export const STAFF_ROLES = ["shop_hand", "tailor"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a person is the owner herself: her sign-in is the install's, her role never changes, she is never removed. */
export const isTheOwner = (person: { role: string }): boolean => person.role === "owner";

export const ROLE_WORDS: Record<Role, string> = { owner: "Owner", shop_hand: "Shop hand", tailor: "Tailor" };

const OWNER: readonly Role[] = ["owner"];
const SHOP: readonly Role[] = ["owner", "shop_hand"];
const ATELIER: readonly Role[] = ["owner", "shop_hand", "tailor"];
const TAILOR: readonly Role[] = ["owner", "tailor"];
/** Those with a password of their own: the owner's is the shop's ADMIN_PASSWORD. */
const STAFF: readonly Role[] = STAFF_ROLES;

/** Who reads (GET) and who posts (POST) at an admin address; "public" is the sign-in's own pages. */
export type Access = { view: readonly Role[]; act: readonly Role[] } | "public";

/** Every admin address of app/routes.ts, as written there (after the "admin/" prefix). */
export const ACCESS: Record<string, Access> = {
  "sign-in": "public",
  "sign-out": "public",
  "invitation/:token": "public",
  "sign-in/passkey": "public",
  "subscribers.csv": { view: OWNER, act: OWNER },
  "orders.csv": { view: OWNER, act: OWNER },
  "credit.csv": { view: OWNER, act: OWNER },
  "products/prices.csv": { view: OWNER, act: OWNER },
  "backups/:name": { view: OWNER, act: OWNER },
  "products/:id/preview": { view: OWNER, act: OWNER },
  "bespoke/:reference/photos/:position": { view: ATELIER, act: OWNER },
  "": { view: ATELIER, act: OWNER },
  orders: { view: SHOP, act: SHOP },
  "orders/:reference": { view: SHOP, act: SHOP },
  "orders/:reference/credit": { view: SHOP, act: OWNER },
  "orders/:reference/move": { view: SHOP, act: OWNER },
  "orders/:reference/refund": { view: SHOP, act: OWNER },
  "orders/:reference/stage": { view: SHOP, act: SHOP },
  "orders/:reference/courier": { view: SHOP, act: SHOP },
  "orders/:reference/ready-by": { view: SHOP, act: SHOP },
  "orders/:reference/packing-slip": { view: SHOP, act: SHOP },
  production: { view: TAILOR, act: TAILOR },
  "production/:reference": { view: TAILOR, act: TAILOR },
  quotes: { view: OWNER, act: OWNER },
  "quotes/new": { view: OWNER, act: OWNER },
  "quotes/:reference": { view: OWNER, act: OWNER },
  "aso-ebi": { view: OWNER, act: OWNER },
  "aso-ebi/:id": { view: OWNER, act: OWNER },
  "aso-ebi/:id/sheet": { view: OWNER, act: OWNER },
  messages: { view: SHOP, act: SHOP },
  // Every email the shop wrote, shoppers' codes and links among them: the owner's alone.
  emails: { view: OWNER, act: OWNER },
  products: { view: OWNER, act: OWNER },
  "products/new": { view: OWNER, act: OWNER },
  "products/prices": { view: OWNER, act: OWNER },
  "products/plans": { view: OWNER, act: OWNER },
  "products/:id": { view: OWNER, act: OWNER },
  "products/:id/photos": { view: OWNER, act: OWNER },
  "delivery-abroad": { view: OWNER, act: OWNER },
  sales: { view: OWNER, act: OWNER },
  "sales/new": { view: OWNER, act: OWNER },
  "sales/:id": { view: OWNER, act: OWNER },
  credit: { view: OWNER, act: OWNER },
  "gift-cards": { view: OWNER, act: OWNER },
  calendar: { view: OWNER, act: OWNER },
  "calendar/settings": { view: OWNER, act: OWNER },
  "calendar/:key": { view: OWNER, act: OWNER },
  codes: { view: OWNER, act: OWNER },
  "codes/new": { view: OWNER, act: OWNER },
  "codes/:id": { view: OWNER, act: OWNER },
  bespoke: { view: ATELIER, act: OWNER },
  "bespoke/:reference": { view: ATELIER, act: SHOP },
  backups: { view: OWNER, act: OWNER },
  atelier: { view: OWNER, act: OWNER },
  people: { view: OWNER, act: OWNER },
  "people/:id": { view: OWNER, act: OWNER },
  audit: { view: OWNER, act: OWNER },
  "audit.csv": { view: OWNER, act: OWNER },
  welcome: { view: OWNER, act: OWNER },
  "sign-out-everywhere": { view: ATELIER, act: ATELIER },
  passkeys: { view: ATELIER, act: ATELIER },
  "my-password": { view: ATELIER, act: STAFF },
  "passkeys/options": { view: ATELIER, act: ATELIER },
  "passkeys/rule": { view: OWNER, act: OWNER },
};

/**
 * What the owner's rule "require a passkey for money and the shop's data" covers, each address once:
 * its forms (act) and its pages (view: downloads and exports). Refused, with the rule on, to a
 * session signed in with a password alone; requireViewer and requireAdminActor ask `needsPasskey`.
 */
const PASSKEY_RULE: Record<"view" | "act", readonly string[]> = {
  act: [
    // Money that leaves the shop, and money she holds for shoppers.
    "orders/:reference/refund",
    "orders/:reference/credit",
    "orders/:reference/move",
    "credit",
    "gift-cards",
    // An appointment cancelled by the owner may refund its fee.
    "calendar/:key",
    // An aso-ebi group's forms, "return every payment" among them.
    "aso-ebi/:id",
    // Discount codes and prices: what the shop asks.
    "codes",
    "codes/new",
    "codes/:id",
    "products/prices",
    "products/plans",
    "products/new",
    "products/:id",
    "sales/new",
    "sales/:id",
    "delivery-abroad",
    // Who may do all this.
    "people",
    "people/:id",
  ],
  view: [
    // A backup is the whole shop; an export is its shoppers, orders or money.
    "backups/:name",
    "orders.csv",
    "credit.csv",
    "subscribers.csv",
    "products/prices.csv",
    "audit.csv",
  ],
};

/** What a password-only session reads when the rule refuses it. */
export const PASSKEY_REFUSAL =
  "The owner requires a passkey for money and the shop's data: sign out, then sign in with your passkey to do this.";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Static addresses first, then by fewer parameters: "products/new" before "products/:id". */
const MATCHERS = Object.entries(ACCESS)
  .map(([pattern, access]) => {
    const parts = pattern === "" ? [] : pattern.split("/");
    const source = parts.map((p) => (p.startsWith(":") ? "[^/]+" : escape(p))).join("/");
    return {
      pattern,
      access,
      params: parts.filter((p) => p.startsWith(":")).length,
      regex: new RegExp(`^/admin${source ? `/${source}` : ""}/?$`, "i"),
    };
  })
  .sort((a, b) => a.params - b.params);

/** The ACCESS pattern an address falls under (a data request's ".data" taken off), or undefined. */
export function patternOf(pathname: string): string | undefined {
  const path = pathname.replace(/\.data$/, "");
  return MATCHERS.find((m) => m.regex.test(path))?.pattern;
}

/** Whether a person of `role` may read (`view`) or post to (`act`) the address; unknown ones: the owner only. */
export function mayReach(role: Role, pathname: string, how: "view" | "act"): boolean {
  const pattern = patternOf(pathname);
  const access = pattern === undefined ? undefined : ACCESS[pattern];
  if (access === "public") return true;
  return (access?.[how] ?? OWNER).includes(role);
}

/** Whether the passkey rule covers reading (a download) or posting to this address. */
export function needsPasskey(pathname: string, how: "view" | "act"): boolean {
  const pattern = patternOf(pathname);
  return pattern !== undefined && PASSKEY_RULE[how].includes(pattern);
}

/** What a refused person reads: where she is, and what to do. */
export function refusalWords(role: Role, how: "view" | "act"): string {
  const what = how === "view" ? "open this page" : "do this";
  return `As ${ROLE_WORDS[role].toLowerCase()}, you cannot ${what}. Ask the owner if you need it done.`;
}

/**
 * What some of those who post to an address may not do there: money that leaves the shop's hands
 * for good. Only the owner cancels an order that took money (its money is then to return) or marks
 * one refunded (money she returned outside the shop); a shop hand still cancels an unpaid order.
 */
const GUARDED_ACTS = {
  "cancel-paid": { by: OWNER, words: "cancel an order that took money" },
  "mark-refunded": { by: OWNER, words: "mark an order refunded" },
  // The home's takings and charts are the shop's money; staff see their sections there instead.
  "see-takings": { by: OWNER, words: "see the shop's takings" },
  // A lost phone may be anyone's: the owner ends every session, anyone else her own.
  "end-every-session": { by: OWNER, words: "sign everyone out" },
} as const satisfies Record<string, { by: readonly Role[]; words: string }>;
export type GuardedAct = keyof typeof GUARDED_ACTS;

/** Whether a person of `role` may do a guarded act (the address's own check comes first). */
export const mayDo = (role: Role, act: GuardedAct): boolean => GUARDED_ACTS[act].by.includes(role);

/** Each guarded act, and whether a person of `role` may do it: what the order page's forms are given. */
export const guardedActsOf = (role: Role): Record<"cancel-paid" | "mark-refunded", boolean> => ({
  "cancel-paid": mayDo(role, "cancel-paid"),
  "mark-refunded": mayDo(role, "mark-refunded"),
});

/** What a person refused a guarded act reads. */
export const actRefusalWords = (role: Role, act: GuardedAct) =>
  `As ${ROLE_WORDS[role].toLowerCase()}, you cannot ${GUARDED_ACTS[act].words}: only the owner does. Ask her if it needs doing.`;

/** Why a person was refused, as the owner's record of who did what says it. */
export function refusalEntry(role: Role, refused: "view" | "act" | "passkey" | GuardedAct): string {
  if (refused === "passkey") return "she signed in with a password alone, and a passkey is required for this";
  const as = `as ${ROLE_WORDS[role].toLowerCase()}, she`;
  if (refused === "view") return `${as} cannot open this page`;
  if (refused === "act") return `${as} cannot do this`;
  return `${as} cannot ${GUARDED_ACTS[refused].words}`;
}
