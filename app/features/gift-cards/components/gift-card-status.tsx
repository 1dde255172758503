import { buttonClass } from "~/components/ui/button";
import { formatMoney, money } from "~/features/currency";

export interface GiftCardStatusView {
  reference: string;
  amount: number;
  /** pending: not paid yet; confirming: paid, Paystack's word awaited; paid; ended: expired or cancelled unpaid. */
  stage: "pending" | "confirming" | "paid" | "ended";
  /** Whom the card is emailed to, in words ("Ada (ada@…)" or "you"). */
  to: string;
  /** The day it is emailed, in words. */
  sendOnText: string;
  /** Whether that day is later than today (Lagos): the email is scheduled, not sent yet. */
  scheduled: boolean;
  /** Demo mode: pay with the labelled test payment. */
  test: boolean;
}

const STATUS = {
  pending: "Not paid yet",
  confirming: "Payment being confirmed",
  paid: "Paid",
  ended: "Not paid: this gift card was not bought",
} as const;

/** A gift card's own page: where its payment stands and when its email goes. */
export function GiftCardStatus({ card, error }: { card: GiftCardStatusView; error: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-soft">
        Gift card {formatMoney(money(card.amount, "NGN"))}, reference {card.reference}
      </p>
      <p role="status" className="text-2xl">
        {STATUS[card.stage]}
      </p>
      {card.stage === "paid" && (
        <p>
          {card.scheduled
            ? `Scheduled: the code will be emailed to ${card.to} on ${card.sendOnText}, at 8 in the morning (Lagos).`
            : `The code is on its way to ${card.to} by email.`}
        </p>
      )}
      {card.stage === "confirming" && (
        <p>We are waiting for Paystack&apos;s word. This page shows it once it comes: reload it in a minute.</p>
      )}
      {card.stage === "pending" && (
        <>
          <p>
            Once it is paid, the code is emailed to {card.to} on {card.sendOnText}.
          </p>
          {error && (
            <p role="alert" className="text-danger">
              {error}
            </p>
          )}
          <form method="post">
            <input type="hidden" name="intent" value={card.test ? "test-pay" : "pay"} />
            <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
              {card.test ? "Pay (test)" : "Pay on Paystack"}
            </button>
          </form>
          {card.test && <p className="text-sm text-ink-soft">Demo shop: no money is taken.</p>}
        </>
      )}
      {card.stage === "ended" && (
        <p>
          <a href="/gift-cards" className="underline underline-offset-4">
            Buy a gift card
          </a>
        </p>
      )}
    </div>
  );
}
