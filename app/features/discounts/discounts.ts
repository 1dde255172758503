// Discount codes: which lines a code covers, what it takes off (whole naira) and, when it does not
// apply, why in words. Pure: the server passes the code's row, the order's lines and its uses.
import { formatMoney, nairaMoney, nairaUnits, roundedShare, smallestAmount } from "~/features/currency";
import { sameMailbox } from "~/features/mailbox";
import { formatWeekdayDateTime } from "~/lib/lagos-clock";

export type DiscountKind = "percent" | "amount";
export type CollectionsMode = "all" | "include" | "exclude";

/** A code's rules as the owner set them. */
export interface DiscountRules {
  code: string;
  kind: DiscountKind;
  /** Percent (1 to 100) or whole naira. */
  value: number;
  /** Whole naira the qualifying items must come to (0: none). */
  minimumOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses in total, and per email (null: no limit). */
  totalUses: number | null;
  usesPerEmail: number | null;
  collectionsMode: CollectionsMode;
  collections: readonly string[];
  /** Sale pieces count only when she ticked so. */
  includeSale: boolean;
  active: boolean;
  /** A personal code (a welcome code): only this email's mailbox may use it, however spelt. */
  onlyEmail: string | null;
}

/** One line of the order as a code sees it. */
export interface DiscountLine {
  collection: string | undefined;
  onSale: boolean;
  /** The line's total in the order's minor unit (kobo, or cents). */
  lineTotal: number;
}

export type DiscountRefusal =
  | "unknown"
  | "off"
  | "notStarted"
  | "ended"
  | "belowMinimum"
  | "usedUp"
  | "alreadyUsed"
  | "notYours"
  | "noQualifying"
  | "nairaOnly";

export type DiscountOutcome =
  { ok: true; amount: number; qualifying: number } | { ok: false; reason: DiscountRefusal; text: string };

/** What the shop knows of the order when it decides. */
export interface DiscountFacts {
  lines: readonly DiscountLine[];
  /** The whole order (items and delivery), in its minor unit: the discount leaves at least ₦1 of it. */
  orderTotal: number;
  email: string;
  now: Date;
  /** Uses held by other orders (given-back ones not counted), in total and by this email. */
  usesTotal: number;
  usesByEmail: number;
  /** The order's currency: its lines and total in kobo, or in cents when USD. */
  currency?: "NGN" | "USD";
}

/** Why a code does not apply, in the shopper's words. */
export function refusalText(
  reason: DiscountRefusal,
  rules?: Pick<DiscountRules, "startsAt" | "endsAt" | "minimumOrder">,
) {
  switch (reason) {
    case "unknown":
      return "That discount code is not one we know. Check its spelling, or leave the field empty.";
    case "off":
      return "That discount code is not in use any more. Leave the field empty to order without it.";
    case "notStarted":
      return rules?.startsAt
        ? `That discount code starts on ${formatWeekdayDateTime(rules.startsAt)} (Lagos time). Leave the field empty to order now without it.`
        : "That discount code has not started yet.";
    case "ended":
      return rules?.endsAt
        ? `That discount code ended on ${formatWeekdayDateTime(rules.endsAt)} (Lagos time). Leave the field empty to order without it.`
        : "That discount code has ended.";
    case "belowMinimum":
      return `That discount code needs an order of at least ${formatMoney(nairaMoney(rules?.minimumOrder ?? 0))} of the pieces it covers.`;
    case "usedUp":
      return "That discount code has been used as many times as it may be. Leave the field empty to order without it.";
    case "alreadyUsed":
      return "That discount code has already been used with this email address.";
    case "notYours":
      return "That discount code belongs to another email address: use the email it was sent to.";
    case "nairaOnly":
      return "That discount code takes naira off, and this order is in US dollars: a code is never converted.";
    case "noQualifying":
      return "That discount code does not cover the pieces in your cart (sale pieces and some collections are left out).";
  }
}

const refuse = (reason: DiscountRefusal, rules?: DiscountRules): DiscountOutcome => ({
  ok: false,
  reason,
  text: refusalText(reason, rules),
});

/** Whether a line is one the code covers: its collection, and sale pieces only when allowed. */
export function qualifies(
  rules: Pick<DiscountRules, "collectionsMode" | "collections" | "includeSale">,
  line: DiscountLine,
) {
  if (line.onSale && !rules.includeSale) return false;
  const listed = line.collection !== undefined && rules.collections.includes(line.collection);
  if (rules.collectionsMode === "include") return listed;
  if (rules.collectionsMode === "exclude") return !listed;
  return true;
}

/**
 * What a code takes off an order, in its minor unit (kobo, or cents): a percentage of the qualifying
 * lines (rounded down to the naira or cent) or its naira amount, at most what those lines come to
 * and never the whole order (₦1, or 1 cent, is left to pay);
 * or why it does not apply, checked in the order a shopper would want to hear it.
 */
export function decideDiscount(rules: DiscountRules | undefined, facts: DiscountFacts): DiscountOutcome {
  if (!rules) return refuse("unknown");
  if (!rules.active) return refuse("off", rules);
  if (rules.onlyEmail && !sameMailbox(rules.onlyEmail, facts.email)) return refuse("notYours", rules);
  if (rules.startsAt && facts.now.getTime() < rules.startsAt.getTime()) return refuse("notStarted", rules);
  if (rules.endsAt && facts.now.getTime() >= rules.endsAt.getTime()) return refuse("ended", rules);
  if (rules.totalUses !== null && facts.usesTotal >= rules.totalUses) return refuse("usedUp", rules);
  if (rules.usesPerEmail !== null && facts.usesByEmail >= rules.usesPerEmail) return refuse("alreadyUsed", rules);
  // Naira off, or a naira minimum, means nothing on a dollar order: only a percentage applies.
  if (facts.currency === "USD" && (rules.kind !== "percent" || rules.minimumOrder > 0))
    return refuse("nairaOnly", rules);
  const qualifying = facts.lines.filter((l) => qualifies(rules, l)).reduce((sum, l) => sum + l.lineTotal, 0);
  if (qualifying <= 0) return refuse("noQualifying", rules);
  if (qualifying < nairaUnits(rules.minimumOrder)) return refuse("belowMinimum", rules);
  const currency = facts.currency ?? "NGN";
  const raw =
    rules.kind === "percent" ? roundedShare(qualifying, rules.value, currency, "down") : nairaUnits(rules.value);
  const amount = Math.max(0, Math.min(raw, qualifying, facts.orderTotal - smallestAmount(currency)));
  return { ok: true, amount, qualifying };
}

/** What a code gives, in words: "15% off" or "₦5,000 off". */
export const discountWords = (r: Pick<DiscountRules, "kind" | "value">) =>
  r.kind === "percent" ? `${r.value}% off` : `${formatMoney(nairaMoney(r.value))} off`;
