import { adminMeta } from "~/admin/shared/admin-meta";
import { QuoteForm } from "~/admin/quotes/quote-form";
import { createQuoteAction } from "~/admin/quotes/quote-actions.server";
import { quoteFromRequest, quoteProducts } from "~/admin/quotes/quote-views.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/quote-new";

export const meta = () => adminMeta("New quote");

export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const values = await quoteFromRequest(db, new URL(request.url).searchParams.get("request"));
  return { products: quoteProducts(), values };
}

/** Made: its page with the link; refused: the form again as typed, a message beside each field. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  return createQuoteAction(await getServices(), request);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/quotes" className="text-sm underline underline-offset-4">
          All quotes
        </a>
        <h1 className="text-3xl sm:text-4xl">New quote</h1>
        <p className="text-sm text-ink-soft">
          Priced now and frozen until it lapses. She gets one link to see and pay it.
        </p>
        {loaderData.values.request && (
          <p className="text-sm">
            From bespoke request {loaderData.values.request}: her details and measurements are filled in.
          </p>
        )}
      </div>
      <QuoteForm
        products={loaderData.products}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        added={actionData && "added" in actionData ? actionData.added : undefined}
      />
    </>
  );
}
