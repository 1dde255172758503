import { buttonClass } from "~/components/ui/button";
import { CopyLinkIsland } from "~/components/ui/copy-link";
import { formatMoney, money } from "~/features/currency";
import type { QuoteListRow, QuotePanel } from "./quote-parts";

/** A quote is in naira, kept in kobo as the order it becomes. */
const naira = (amount: number) => formatMoney(money(amount, "NGN"));

/** One quote for the owner: the shopper's one link, copied or sent on WhatsApp, and what it asks. */
export function QuoteLinkPanel({ quote: q }: { quote: QuotePanel }) {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {q.payable ? (
        <section aria-labelledby="quote-link" className="flex flex-col gap-3 border border-line bg-white p-4">
          <h2 id="quote-link" className="font-display text-2xl">
            The shopper&apos;s link
          </h2>
          <CopyLinkIsland label="Link to the quote" url={q.url} />
          <a
            href={q.whatsapp}
            className={buttonClass("outline", "w-full sm:w-fit")}
            rel="noopener noreferrer"
            target="_blank"
          >
            Send on WhatsApp
          </a>
          <p className="text-sm text-ink-soft">The same link went to her by email.</p>
        </section>
      ) : (
        <p className="border-l-4 border-line bg-white px-4 py-3">{q.standing}.</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">Total</dt>
        <dd className="tabular-nums">{naira(q.total)}</dd>
        {q.deposit !== null && (
          <>
            <dt className="text-ink-soft">Deposit now</dt>
            <dd className="tabular-nums">{naira(q.deposit)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Valid until</dt>
        <dd>{q.validUntil}</dd>
        <dt className="text-ink-soft">Standing</dt>
        <dd>{q.standing}</dd>
      </dl>
      <ul className="divide-y divide-line border-y border-line">
        {q.items.map((i, n) => (
          <li key={n} className="flex justify-between gap-4 py-2">
            <span>
              {i.quantity} × {i.name}
              {i.size ? ` (${i.size})` : ""}
            </span>
            <span className="tabular-nums">{naira(i.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <a href={`/admin/orders/${q.reference}`} className="underline underline-offset-4">
        Its order page (stages, payments, production sheet)
      </a>
    </div>
  );
}

/** The owner's quotes, newest first. */
export function QuoteList({ quotes }: { quotes: readonly QuoteListRow[] }) {
  if (quotes.length === 0) return <p className="text-ink-soft">No quotes yet.</p>;
  return (
    <ul className="divide-y divide-line border-y border-line">
      {quotes.map((q) => (
        <li key={q.reference} className="relative flex flex-col gap-1 py-3 hover:bg-linen">
          <a
            href={`/admin/quotes/${q.reference}`}
            className="font-medium underline-offset-4 after:absolute after:inset-0 hover:underline"
          >
            {q.name}
          </a>
          <span className="text-sm text-ink-soft tabular-nums">
            {q.reference} · {naira(q.total)} · valid until {q.validUntil} · {q.standing}
          </span>
        </li>
      ))}
    </ul>
  );
}
