import { ledgerMoney, money, parseMoney, roundedShare, type LedgerCurrency, type Money } from "~/features/currency";

/** What a code is: store credit the owner gave from an order, or a gift card someone bought. */
export type CreditCodeKind = "credit" | "gift";

/** A movement of a code's money: issued and returned add, spent and expired take away, adjusted either way. */
export type CreditEntryKind = "issued" | "spent" | "returned" | "expired" | "adjusted";

/** One row of a code's ledger, whole naira, signed. */
export interface CreditEntry {
  amount: number;
  kind: CreditEntryKind;
  orderReference: string | null;
  who: string;
  why: string;
  createdAt: Date;
}

export const CREDIT_ENTRY_WORDS: Record<CreditEntryKind, string> = {
  issued: "Issued",
  spent: "Spent",
  returned: "Returned",
  expired: "Expired",
  adjusted: "Adjusted",
};

export const CREDIT_KIND_WORDS: Record<CreditCodeKind, string> = { credit: "Store credit", gift: "Gift card" };

/** A code's balance: the sum of its rows, never a figure kept beside them. */
export const balanceOf = (entries: readonly Pick<CreditEntry, "amount">[]) =>
  entries.reduce((sum, e) => sum + e.amount, 0);

/** What a code pays of an order: its balance, at most what the order still asks. */
export const spendFrom = (balance: number, due: number) => Math.max(0, Math.min(balance, due));

/** Whether a code may still be spent at `now`. */
export const isExpired = (code: { expiresAt: Date | null }, now: Date) =>
  code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime();

// Codes: 20 characters of a 31-character alphabet without 0/O or 1/I/L (about 99 random bits), shown in
// groups of five; typed back in any case, with or without spaces and dashes.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 20;

/** A new code from random bytes (at least CODE_LENGTH of them). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new Error(`A code needs ${CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}

/** The code as the email shows it: XXXXX-XXXXX-XXXXX-XXXXX. */
export const formatCode = (code: string) => code.match(/.{1,5}/g)?.join("-") ?? code;

/** A code as formatCode shows it, wherever it stands in a text (the owner's mailbox finds them so). */
export const SHOWN_CODE = new RegExp(`\\b[${ALPHABET}]{5}(?:-[${ALPHABET}]{5}){${CODE_LENGTH / 5 - 1}}\\b`);

/** What a shopper typed, as the shop compares codes: upper case, letters and digits only. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[^0-9A-Z]/g, "");

/** Whether a typed code can be one of the shop's at all (before any database look-up). */
export const looksLikeCode = (code: string) =>
  code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c));

/** The terms' handling fee on store credit, in percent. */
export const HANDLING_FEE_PERCENT = 25;
/** The terms: store credit within 7 days of delivery, if contacted within 24 hours. */
const RETURN_DAYS = 7;
const CONTACT_HOURS = 24;

/** The terms' fee on an amount turned into credit, in its ledger units (rounded to the nearest naira or cent). */
export const handlingFee = (amount: Money, percent = HANDLING_FEE_PERCENT) =>
  roundedShare(Math.max(0, amount.amount), percent, amount.currency, "nearest");

/** One of the terms' rules, as the owner sees it against this order. */
export interface WindowCheck {
  rule: "delivered" | "days" | "contacted" | "sale";
  ok: boolean;
  text: string;
}

const HOUR = 3_600_000;

/**
 * The terms' rules for store credit against an order: delivered (or collected), within 7 days of
 * it, the shopper in touch within 24 hours of it, and no sale piece. The owner may override any.
 */
export function windowChecks(facts: {
  deliveredAt: Date | null;
  contactedAt: Date | null;
  now: Date;
  saleItems: readonly string[];
}): WindowCheck[] {
  const { deliveredAt, contactedAt, now, saleItems } = facts;
  const checks: WindowCheck[] = [];
  if (!deliveredAt) {
    checks.push({ rule: "delivered", ok: false, text: "The order is not marked delivered or collected yet." });
  } else {
    const days = (now.getTime() - deliveredAt.getTime()) / (24 * HOUR);
    checks.push({
      rule: "days",
      ok: days <= RETURN_DAYS,
      text:
        days <= RETURN_DAYS
          ? `Within ${RETURN_DAYS} days of delivery.`
          : `More than ${RETURN_DAYS} days since delivery (${Math.floor(days)} days).`,
    });
    if (contactedAt) {
      const hours = (contactedAt.getTime() - deliveredAt.getTime()) / HOUR;
      checks.push({
        rule: "contacted",
        ok: hours <= CONTACT_HOURS,
        text:
          hours <= CONTACT_HOURS
            ? `She got in touch within ${CONTACT_HOURS} hours of delivery.`
            : `She got in touch more than ${CONTACT_HOURS} hours after delivery.`,
      });
    }
  }
  checks.push({
    rule: "sale",
    ok: saleItems.length === 0,
    text: saleItems.length === 0 ? "No sale pieces." : `Sale pieces are excluded: ${saleItems.join(", ")}.`,
  });
  return checks;
}

/** The owner's "Turn into store credit" form, read. */
export interface CreditForm {
  amount: number;
  fee: number;
  /** What the shopper gets: the amount less the fee. */
  credit: number;
  reason: string;
  override: string;
}

export type CreditFormField = "amount" | "fee" | "reason" | "override" | "contactedAt";

/**
 * Reads the owner's form against what the order may still turn into credit and the terms' checks:
 * each field's message in words; a failed rule needs her reason to override it. The amount and the
 * fee are typed in the order's currency (parseMoney) and kept in its ledger unit (whole naira, or
 * cents); an empty fee is the terms' 25% of the amount typed, never of what the order holds.
 */
export function readCreditForm(
  fields: { amount: string; fee: string; reason: string; override: string },
  creditable: number,
  checks: readonly WindowCheck[],
  currency: LedgerCurrency = "NGN",
): { ok: true; value: CreditForm } | { ok: false; errors: Partial<Record<CreditFormField, string>> } {
  const errors: Partial<Record<CreditFormField, string>> = {};
  const typedAmount = parseMoney(fields.amount, currency);
  const amount = typedAmount.ok ? typedAmount.money.amount : undefined;
  if (!typedAmount.ok) errors.amount = typedAmount.error;
  else if (typedAmount.money.amount <= 0) errors.amount = "Type the amount to turn into credit, more than nothing.";
  else if (typedAmount.money.amount > creditable)
    errors.amount =
      creditable > 0
        ? `At most ${ledgerMoney(creditable, currency)}: what was paid less what was refunded or turned into credit already.`
        : "Nothing of this order can be turned into credit: nothing paid is left.";
  const typedFee = fields.fee.trim() === "" ? undefined : parseMoney(fields.fee, currency);
  const fee =
    typedFee === undefined
      ? amount === undefined
        ? undefined
        : handlingFee(money(amount, currency))
      : typedFee.ok
        ? typedFee.money.amount
        : undefined;
  if (typedFee && !typedFee.ok)
    errors.fee = `${typedFee.error} Leave it empty for the terms' ${HANDLING_FEE_PERCENT}%, 0 for none.`;
  else if (amount !== undefined && fee !== undefined && fee >= amount)
    errors.fee = "The fee must be less than the amount.";
  const reason = fields.reason.trim();
  if (!reason) errors.reason = "Say why, in a few words (it is kept with the credit).";
  else if (reason.length > 300) errors.reason = "Keep the reason under 300 characters.";
  const override = fields.override.trim();
  if (checks.some((c) => !c.ok) && !override)
    errors.override = "A rule of the terms is not met: say why you give credit anyway.";
  else if (override.length > 180) errors.override = "Keep the reason under 180 characters.";
  if (Object.keys(errors).length > 0 || amount === undefined || fee === undefined) return { ok: false, errors };
  return { ok: true, value: { amount, fee, credit: amount - fee, reason, override } };
}
