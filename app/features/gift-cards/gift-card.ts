import { formatMoney, money, nairaMoney } from "~/features/currency";
import { isIsoDate, type IsoDate } from "~/features/delivery";
import { addDays, instantOfLagosTime, lagosDayOf } from "~/lib/lagos-clock";
import { controlCharacterMessage, hasControlCharacter } from "~/lib/control-characters";

/** The smallest and largest gift card the shop sells, whole naira. */
const GIFT_CARD_MIN = 1_000;
const GIFT_CARD_MAX = 1_000_000;
/** At most this many amounts on offer, and a send date at most this many days ahead. */
const GIFT_CARD_AMOUNTS_MAX = 8;
const GIFT_CARD_DAYS_AHEAD = 365;
/** The time (Lagos) a gift card dated for a later day is emailed. */
const GIFT_CARD_SEND_TIME = "08:00";
const MESSAGE_MAX = 300;
const NAME_MAX = 80;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AmountsResult = { ok: true; amounts: number[] } | { ok: false; message: string };

/**
 * The owner's amounts as she types them ("10000, 25,000 50000"): whole naira separated by spaces,
 * commas or semicolons (a comma inside digits is a thousands mark), sorted, each once. Empty
 * stops the sales of gift cards.
 */
export function readAmounts(typed: string): AmountsResult {
  const words = typed
    .replace(/₦/g, "")
    .replace(/(\d),(\d{3})(?!\d)/g, "$1$2")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const amounts = new Set<number>();
  for (const word of words) {
    if (!/^\d+$/.test(word)) return { ok: false, message: `"${word}" is not an amount in whole naira.` };
    const amount = Number(word);
    if (amount < GIFT_CARD_MIN || amount > GIFT_CARD_MAX)
      return {
        ok: false,
        message: `Each amount must be between ${formatMoney(nairaMoney(GIFT_CARD_MIN))} and ${formatMoney(nairaMoney(GIFT_CARD_MAX))}.`,
      };
    amounts.add(amount);
  }
  if (amounts.size > GIFT_CARD_AMOUNTS_MAX)
    return { ok: false, message: `Offer at most ${GIFT_CARD_AMOUNTS_MAX} amounts.` };
  return { ok: true, amounts: [...amounts].sort((a, b) => a - b) };
}

/**
 * When a gift card's email may go: at once when it is for today (Lagos), else at
 * GIFT_CARD_SEND_TIME on its day in Lagos.
 */
export function sendAtOf(sendOn: IsoDate, now: Date): Date {
  if (sendOn <= lagosDayOf(now)) return now;
  return instantOfLagosTime(`${sendOn}T${GIFT_CARD_SEND_TIME}`)!;
}

export interface GiftCardInput {
  amount: number;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  sendOn: IsoDate;
  message: string;
}

export type GiftCardField = keyof GiftCardInput;

export type GiftCardFormResult =
  { ok: true; value: GiftCardInput } | { ok: false; errors: Partial<Record<GiftCardField, string>> };

const text = (form: Record<string, string | undefined>, name: string) => (form[name] ?? "").trim();

/**
 * The shopper's gift card form: an amount the shop sells, her name and email, a recipient's name
 * and email (both or neither), a send date from today (Lagos) to a year ahead, and a message.
 */
export function readGiftCardForm(
  form: Record<string, string | undefined>,
  amounts: readonly number[],
  now: Date,
): GiftCardFormResult {
  const errors: Partial<Record<GiftCardField, string>> = {};
  const amount = Number(text(form, "amount"));
  if (!amounts.includes(amount)) errors.amount = "Choose one of the amounts.";
  const buyerName = text(form, "buyerName");
  if (!buyerName) errors.buyerName = "Enter your name.";
  else if (buyerName.length > NAME_MAX) errors.buyerName = `Keep your name under ${NAME_MAX} characters.`;
  const buyerEmail = text(form, "buyerEmail");
  if (!EMAIL.test(buyerEmail) || buyerEmail.length > 200)
    errors.buyerEmail = "Enter your email address, like name@example.com.";
  const recipientName = text(form, "recipientName");
  const recipientEmail = text(form, "recipientEmail");
  if (recipientName.length > NAME_MAX) errors.recipientName = `Keep the name under ${NAME_MAX} characters.`;
  if (recipientEmail && (!EMAIL.test(recipientEmail) || recipientEmail.length > 200))
    errors.recipientEmail =
      "Enter their email address, like name@example.com, or leave it empty to get the card yourself.";
  if (recipientName && !recipientEmail)
    errors.recipientEmail = "Enter their email address, or leave their name empty to get the card yourself.";
  const today = lagosDayOf(now);
  const sendOn = text(form, "sendOn") || today;
  if (!isIsoDate(sendOn)) errors.sendOn = "Enter the day to send it, like 2026-12-24.";
  else if (sendOn < today) errors.sendOn = "Choose today or a later day.";
  else if (sendOn > addDays(today, GIFT_CARD_DAYS_AHEAD)) errors.sendOn = "Choose a day within a year.";
  const message = text(form, "message");
  if (message.length > MESSAGE_MAX) errors.message = `Keep the message under ${MESSAGE_MAX} characters.`;
  const labels = {
    buyerName: "Your name",
    buyerEmail: "Your email",
    recipientName: "Their name",
    recipientEmail: "Their email",
    message: "The message",
  } as const;
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][])
    if (hasControlCharacter(text(form, field), { multiLine: field === "message" }))
      errors[field] = controlCharacterMessage(label);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { amount, buyerName, buyerEmail, recipientName, recipientEmail, sendOn, message },
  };
}

/** The one line of a gift card's order. */
/** An order line's name for a gift card of `amount` whole naira (one the owner sells). */
export const giftCardLineName = (amount: number) => `Gift card ${formatMoney(nairaMoney(amount))}`;

/** Where a gift card's email goes: the recipient, or the buyer when she gave none. */
export const giftCardTo = (g: {
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
}) =>
  g.recipientEmail
    ? { name: g.recipientName || g.recipientEmail, email: g.recipientEmail }
    : { name: g.buyerName, email: g.buyerEmail };

/** The gift card email's body: who it is from, the message, the code and how to spend it. */
export function giftCardEmailLines(g: {
  amount: number;
  buyerName: string;
  recipientEmail: string;
  message: string;
  code: string;
}): string[] {
  return [
    g.recipientEmail
      ? `${g.buyerName} sent you a Hazel gift card of ${formatMoney(money(g.amount, "NGN"))}.`
      : `Your Hazel gift card of ${formatMoney(money(g.amount, "NGN"))}.`,
    ...(g.message ? [`Their message: ${g.message}`] : []),
    `Your code: ${g.code}`,
    "Type the code in the Gift card or credit code field at the checkout: what it holds comes off your order, and what is left stays on it for your next one.",
  ];
}
