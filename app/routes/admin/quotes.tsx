import { buttonClass } from "~/components/ui/button";
import { adminMeta } from "~/admin/shared/admin-meta";
import { QuoteList } from "~/admin/quotes/quote-panel";
import { quoteListRow } from "~/admin/quotes/quote-views.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { recentQuotes } from "~/server/orders/store/index.server";
import type { Route } from "./+types/quotes";

export const meta = () => adminMeta("Quotes");

/** Her quotes, newest first, and a new one in one tap. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const now = new Date();
  return { quotes: (await recentQuotes(db)).map((o) => quoteListRow(o, now)) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Quotes</h1>
        <a href="/admin/quotes/new" className={buttonClass("primary")}>
          New quote
        </a>
      </div>
      <p className="text-sm text-ink-soft">
        A quote is an order you make for a shopper: she pays it by its link until it lapses, then it is an ordinary
        order.
      </p>
      <QuoteList quotes={loaderData.quotes} />
    </>
  );
}
