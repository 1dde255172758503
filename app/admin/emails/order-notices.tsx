import type { NoticeLine } from "./notice-line";

/**
 * An order's WhatsApp and SMS notices on its page: each with its channel and the state its
 * receipts gave it; one that failed offers her WhatsApp chat, as the page does today.
 */
export function OrderNotices({ notices, chat }: { notices: readonly NoticeLine[]; chat: string | null }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="notices-heading" className="flex flex-col gap-3">
      <h2 id="notices-heading" className="text-2xl">
        WhatsApp and SMS
      </h2>
      <ul className="flex flex-col gap-2 text-sm" data-testid="order-notices">
        {notices.map((n) => (
          <li key={n.id} className="flex flex-col gap-0.5 break-words">
            <span className={n.failed ? "text-danger" : ""}>{n.text}</span>
            {n.before && <span className="text-ink-soft">Before: {n.before}</span>}
            {n.failed && chat && (
              <a className="min-h-11 self-start py-2 underline underline-offset-4" href={chat}>
                Write to her on WhatsApp
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
