// An audit entry's action in words (pure). Entries keep the form's address as roles.ts names it and
// its named fields ("aso-ebi/:id (intent outcome, outcome go-ahead)"); the owner reads a sentence
// ("Went ahead with Amaka's bridesmaids"). An entry this table does not know keeps its stored text.
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from "~/features/orders";
import { ADMIN_LINKS } from "../shared/admin-shell";
import { ROLE_WORDS, ROLES, type Role } from "./roles";

type Fields = Readonly<Record<string, string>>;
/** What the entry acted on, by name where the shop knows one (an aso-ebi group's). */
type Said = (fields: Fields, subjectName: string) => string;

const roleWords = (role: string) =>
  (ROLES as readonly string[]).includes(role) ? ROLE_WORDS[role as Role].toLowerCase() : role;
const stage = (to: string) =>
  (ORDER_STATES as readonly string[]).includes(to) ? ORDER_STATE_LABELS[to as OrderState] : to;

/** `intent`'s words, or `otherwise` for a form without one (or one not listed). */
const byIntent =
  (words: Readonly<Record<string, string>>, otherwise: string): Said =>
  (f) =>
    words[f.intent ?? ""] ?? otherwise;

/** The order page's forms (its stage form among them): a move by the stage's name. */
const orderForm: Said = (f) =>
  f.to
    ? `Moved the order to ${stage(f.to)}`
    : byIntent(
        {
          cancel: "Cancelled the order",
          refund: "Marked the order refunded (money returned outside the shop)",
          note: "Added a note to the order",
          check: "Checked the order's payment with Paystack",
        },
        "Changed the order",
      )(f, "");

/** The calendar's settings: types, hours, closed days. */
const calendarSettingsForm: Said = byIntent(
  {
    hours: "Changed the opening hours",
    close: "Closed a day",
    reopen: "Reopened a day",
    rename: "Renamed a day",
    "type-add": "Added an appointment type",
    "type-save": "Saved an appointment type",
  },
  "Changed the calendar",
);

/** A person's forms, on the people page or her own. */
const personForm: Said = (f) =>
  byIntent(
    {
      invite: f.role ? `Invited a ${roleWords(f.role)}` : "Invited a person",
      withdraw: "Withdrew an invitation",
      remove: "Removed a person",
      role: f.role ? `Made a person a ${roleWords(f.role)}` : "Changed a person's role",
    },
    "Changed the people",
  )(f, "");

const GROUP_OUTCOMES: Readonly<Record<string, string>> = {
  "go-ahead": "Went ahead with",
  extended: "Gave more days to join to",
  returned: "Returned the payments of",
};

const WORDS: Readonly<Record<string, Said>> = {
  "": () => "Did something on the home page",
  "sign-in": () => "Signed in",
  "sign-out": () => "Signed out",
  "sign-in/passkey": () => "Signed in with a passkey",
  "invitation/:token": () => "Accepted an invitation",
  "sign-out-everywhere": () => "Signed out everywhere",
  orders: () => "Worked on the orders list",
  "orders/:reference": orderForm,
  "orders/:reference/stage": orderForm,
  "orders/:reference/ready-by": () => "Changed the order's ready-by date",
  "orders/:reference/courier": () => "Booked the courier for the order",
  "orders/:reference/credit": () => "Turned part of the order into credit",
  "orders/:reference/move": () => "Moved the order's payment to another order",
  "orders/:reference/refund": byIntent(
    { "paystack-refund": "Refunded through Paystack", "paystack-refund-retry": "Tried a Paystack refund again" },
    "Refunded",
  ),
  "production/:reference": (f) => (f.to ? `Moved the piece to ${stage(f.to)}` : "Updated a piece in production"),
  "quotes/new": () => "Made a quote",
  "quotes/:reference": () => "Changed a quote",
  "aso-ebi/:id": (f, group) => {
    const name = group || "an aso-ebi group";
    if (f.intent === "outcome" && f.outcome && GROUP_OUTCOMES[f.outcome]) return `${GROUP_OUTCOMES[f.outcome]} ${name}`;
    const words: Readonly<Record<string, string>> = {
      cut: `Closed joining for ${name}`,
      override: `Changed the dates of ${name}`,
      "finish-return": `Finished returning the payments of ${name}`,
    };
    return words[f.intent ?? ""] ?? `Changed ${name}`;
  },
  messages: () => "Answered a message",
  products: byIntent({ "move-up": "Moved a product up", "move-down": "Moved a product down" }, "Changed the products"),
  "products/new": () => "Added a product",
  "products/prices": byIntent(
    { "preview-file": "Previewed a price file", "preview-raise": "Previewed a price change", apply: "Changed prices" },
    "Changed prices",
  ),
  "products/:id": byIntent(
    { save: "Saved a product", delete: "Deleted a product", restore: "Restored a product's earlier version" },
    "Changed a product",
  ),
  "products/:id/photos": byIntent({ alt: "Described a product's photo" }, "Changed a product's photos"),
  "delivery-abroad": byIntent(
    {
      rates: "Changed the delivery rates abroad",
      parcel: "Saved a parcel size",
      "remove-parcel": "Removed a parcel size",
      dollars: "Changed the dollar prices",
      "dollars-preview": "Previewed dollar prices",
    },
    "Changed delivery abroad",
  ),
  "sales/new": () => "Made a sale",
  "sales/:id": byIntent({ delete: "Deleted a sale" }, "Saved a sale"),
  credit: byIntent({ adjust: "Changed a credit code's balance", expire: "Ended a credit code" }, "Changed credit"),
  "gift-cards": () => "Changed a gift card",
  "calendar/:key": byIntent(
    { move: "Moved a client's appointment", cancel: "Cancelled a client's appointment" },
    "Changed an appointment",
  ),
  "calendar/settings": calendarSettingsForm,
  // Entries from before the settings had their own page.
  calendar: calendarSettingsForm,
  codes: byIntent({ welcome: "Changed the welcome code" }, "Changed the codes"),
  "codes/new": () => "Created a code",
  "codes/:id": byIntent({ delete: "Deleted a code" }, "Changed a code"),
  "bespoke/:reference": () => "Updated a bespoke request",
  backups: byIntent({ "back-up": "Made a backup" }, "Changed the backups"),
  atelier: () => "Changed the atelier's week",
  people: personForm,
  "people/:id": personForm,
  passkeys: byIntent(
    { add: "Added a passkey", remove: "Removed a passkey", approve: "Approved a passkey" },
    "Changed the passkeys",
  ),
  "passkeys/rule": () => "Changed the passkey rule",
};

/** The money forms' own entries (money-audit.server.ts), which name what was done directly. */
function moneyWords(action: string): string | undefined {
  const whole: Readonly<Record<string, string>> = {
    refund: "Refunded the order",
    credit: "Turned part of the order into credit",
    "moved payment": "Moved the order's payment to another order",
  };
  if (whole[action]) return whole[action];
  const code = /^credit \((balance adjusted|code expired), code (\d+)\)$/.exec(action);
  if (!code) return undefined;
  return code[1] === "balance adjusted"
    ? `Changed the balance of credit code ${code[2]}`
    : `Ended credit code ${code[2]}`;
}

/** A section's name for a page refused to her ("Orders" for any page under orders/). */
const sectionOf = (pattern: string) => {
  const first = pattern.split("/")[0] ?? "";
  return ADMIN_LINKS.find((l) => l.href === `/admin/${first}`)?.label ?? (first || "Home");
};

/** "pattern (name value, name value) refused: why" read back into its parts. */
function partsOf(action: string) {
  const match = /^([^ (]*)(?: \(([^)]*)\))?(.*)$/s.exec(action);
  const fields: Record<string, string> = {};
  for (const pair of (match?.[2] ?? "").split(", ")) {
    const space = pair.indexOf(" ");
    if (space > 0) fields[pair.slice(0, space)] = pair.slice(space + 1);
  }
  return { pattern: match?.[1] ?? action, fields, rest: match?.[3] ?? "" };
}

/**
 * The entry's action as a sentence: "Moved the order to Shipped", "Went ahead with Amaka's
 * bridesmaids"; a refusal keeps its reason ("Deleted a product, refused: only the owner …").
 */
export function actionWords(action: string, subjectName = ""): string {
  const money = moneyWords(action);
  if (money) return money;
  const { pattern, fields, rest } = partsOf(action);
  const said = WORDS[pattern];
  if (!said) return action;
  const refused = /^ refused: (.*)$/s.exec(rest);
  if (!refused) return said(fields, subjectName) + rest;
  const tried = refused[1]!.includes("cannot open this page")
    ? `Tried to open ${sectionOf(pattern)}`
    : `Tried: ${said(fields, subjectName)}`;
  return `${tried} (refused: ${refused[1]})`;
}
