import { data } from "react-router";
import { isOrderReference } from "~/features/checkout/reference";
import { adminMeta } from "~/admin/shared/admin-meta";
import { QuoteLinkPanel } from "~/admin/quotes/quote-panel";
import { quotePanel } from "~/admin/quotes/quote-views.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { findOrder } from "~/server/orders/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/quote";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Quote ${params.reference}`);

/** One quote: its shopper's link, the WhatsApp message, what it asks and until when. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const order = isOrderReference(params.reference) ? await findOrder(db, params.reference) : undefined;
  if (!order?.quote) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const { env } = await getServices();
  return { quote: quotePanel(env, order, new Date()) };
}

export default function Screen({ loaderData: { quote } }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/quotes" className="text-sm underline underline-offset-4">
          All quotes
        </a>
        <h1 className="text-3xl sm:text-4xl">Quote for {quote.name}</h1>
        <p className="text-sm text-ink-soft tabular-nums">{quote.reference}</p>
      </div>
      <QuoteLinkPanel quote={quote} />
    </>
  );
}
