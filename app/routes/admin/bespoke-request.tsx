import { data, redirect } from "react-router";
import { REFERENCE } from "~/features/bespoke";
import { BespokeSummary } from "~/features/bespoke/components/bespoke-summary";
import { adminMeta } from "~/admin/shared/admin-meta";
import { QuoteList } from "~/admin/quotes/quote-panel";
import { KeptMeasurements } from "~/admin/bespoke/kept-measurements";
import { STATUS_LABELS } from "~/admin/bespoke/bespoke-list";
import { adminActor, requireAdminAction, requireViewer } from "~/admin/sign-in/admin-auth.server";
import { mayReach } from "~/admin/people/roles";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { bespokeRequestView, correctMeasurementsFromForm } from "~/admin/bespoke/bespoke.server";
import type { Route } from "./+types/bespoke-request";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Bespoke request ${params.reference}`);

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/**
 * The request, for each role what she may read: its quotes (and their totals) only to those who
 * open quotes, so a tailor's page and its `.data` carry no amount.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const quotes = mayReach(person.role, "/admin/quotes", "view");
  const view = REFERENCE.test(params.reference)
    ? await bespokeRequestView(db, params.reference, { quotes })
    : undefined;
  if (!view) throw notFound();
  return {
    ...view,
    mayQuote: mayReach(person.role, "/admin/quotes/new", "view"),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Corrects her kept measurements; 303 back to the page, so a reload saves nothing again. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message, errors: {}, typed: undefined }, { status: form.status });
  const done = await correctMeasurementsFromForm(db, params.reference, form.fields, adminActor(request));
  if (done.ok) return redirect(`/admin/bespoke/${params.reference}?saved#kept-heading`, 303);
  if (done.status === 404) throw notFound();
  return data(
    { error: "Please correct the measurements marked.", errors: done.errors, typed: done.typed },
    { status: done.status },
  );
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { request, whatsapp, kept, saved, quotes, mayQuote } = loaderData;
  return (
    <>
      <p>
        <a href="/admin/bespoke" className="underline underline-offset-4">
          All bespoke requests
        </a>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-4xl">Bespoke request {request.reference}</h1>
          <p className="label-caps text-ink-soft">{STATUS_LABELS[request.status]}</p>
        </div>
        {mayQuote && (
          <a
            href={`/admin/quotes/new?request=${request.reference}`}
            className="label-caps inline-flex min-h-11 items-center bg-ink px-5 text-ivory hover:bg-hazel-deep"
          >
            Make a quote
          </a>
        )}
      </div>
      {actionData?.error && (
        <p role="alert" className="text-danger">
          {actionData.error}
        </p>
      )}
      <BespokeSummary
        request={request}
        photoSrc={(n) => `/admin/bespoke/${request.reference}/photos/${n}`}
        headingLevel={2}
        whatsapp={whatsapp}
      />
      {quotes.length > 0 && (
        <section aria-labelledby="quotes-heading" className="flex flex-col gap-3">
          <h2 id="quotes-heading" className="text-3xl">
            Quotes made from it
          </h2>
          <QuoteList quotes={quotes} />
        </section>
      )}
      {kept && (
        <KeptMeasurements kept={kept} errors={actionData?.errors ?? {}} typed={actionData?.typed} saved={saved} />
      )}
    </>
  );
}
