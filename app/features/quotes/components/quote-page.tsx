import { buttonClass } from "~/components/ui/button";
import { formatMoney, money } from "~/features/currency";
import { PlanStory, type PlanStoryView } from "~/features/pay-plans";
import { WhatsAppLink } from "~/features/whatsapp";
import { lapsedQuoteMessage } from "../quote-message";

/** What the shopper's link shows: the pieces and prices frozen on the quote, and how to pay it. */
export interface QuotePageView {
  reference: string;
  firstName: string;
  items: { name: string; size: string; quantity: number; unitPrice: number; lineTotal: number }[];
  /** Delivery, express and the promise, in words. */
  deliveryLines: string[];
  total: number;
  /** Asked now, when the quote takes the deposit; the balance is the rest, by its due day. */
  deposit: { now: number; balance: number; dueDay: string } | null;
  /** Its plan's parts and their days, shown before she pays, when the owner set one. */
  plan: PlanStoryView | null;
  /** "Thursday 3 December 2026 at 18:00" (Lagos). */
  validUntil: string;
  /** Its pay button's words, naming what is due now and then charged ("Pay ₦150,000 deposit"); null when nothing is. */
  payButton: string | null;
  /** payable: she may pay it now; lapsed: its time is over; paid: it is an order now. */
  stage: "payable" | "lapsed" | "paid";
  /** Where she follows it once paid (and pays a balance). */
  orderPath: string;
}

/**
 * The shopper's quote: the pieces and the prices held for her until it lapses, and one plain form
 * to pay on Paystack's page (no script needed). A lapsed quote says so in words, takes no payment
 * and offers to message the shop.
 */
export function QuotePage({ quote: q, error }: { quote: QuotePageView; error: string | null }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-5 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Your quote, {q.firstName}</h1>
        <p className="text-sm text-ink-soft tabular-nums">Reference {q.reference}</p>
      </div>
      {q.stage === "lapsed" && (
        <div role="status" className="flex flex-col gap-3 border-l-4 border-danger bg-white px-4 py-3">
          <p>
            This quote lapsed on {q.validUntil}. Its prices and pieces are no longer held for you, and it can no longer
            be paid.
          </p>
          <p>Message us and we will gladly make you a new one.</p>
          <WhatsAppLink message={lapsedQuoteMessage(q.reference)} />
        </div>
      )}
      {q.stage === "paid" && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3">
          Paid, thank you. Follow your order on{" "}
          <a className="underline" href={q.orderPath}>
            its page
          </a>
          .
        </p>
      )}
      <section aria-labelledby="quote-pieces" className="flex flex-col gap-3">
        <h2 id="quote-pieces" className="font-display text-2xl">
          Pieces
        </h2>
        <ul className="divide-y divide-line border-y border-line">
          {q.items.map((i, n) => (
            <li key={n} className="flex justify-between gap-4 py-3">
              <span>
                {i.quantity} × {i.name}
                {i.size ? ` (size ${i.size})` : ""}
                {i.quantity > 1 && (
                  <span className="block text-sm text-ink-soft">{formatMoney(money(i.unitPrice, "NGN"))} each</span>
                )}
              </span>
              <span className="tabular-nums">{formatMoney(money(i.lineTotal, "NGN"))}</span>
            </li>
          ))}
        </ul>
        <ul className="text-sm text-ink-soft">
          {q.deliveryLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="flex justify-between font-medium">
          <span>Total</span>
          <span className="tabular-nums">{formatMoney(money(q.total, "NGN"))}</span>
        </p>
        {q.deposit && !q.plan && (
          <p>
            Pay {formatMoney(money(q.deposit.now, "NGN"))} now (75% deposit); the balance of{" "}
            {formatMoney(money(q.deposit.balance, "NGN"))} is due by {q.deposit.dueDay}.
          </p>
        )}
      </section>
      {q.plan && <PlanStory story={q.plan} />}
      {q.stage === "payable" && q.payButton && (
        <form method="post" className="flex flex-col gap-3">
          <p>These prices are held for you until {q.validUntil}.</p>
          {error && (
            <p role="alert" className="text-danger">
              {error}
            </p>
          )}
          <input type="hidden" name="intent" value="pay" />
          <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
            {q.payButton}
          </button>
          <p className="text-sm text-ink-soft">On Paystack&apos;s page: card, transfer or USSD.</p>
        </form>
      )}
      {q.stage !== "lapsed" && (
        <p>
          <a
            href={`/appointments?order=${encodeURIComponent(q.reference)}`}
            className={buttonClass("outline", "w-full sm:w-fit")}
          >
            Book your fitting
          </a>{" "}
          <span className="text-sm text-ink-soft">Its fee counts towards this order.</span>
        </p>
      )}
    </div>
  );
}
