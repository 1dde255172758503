import { data, redirect } from "react-router";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { earliestEvent, KEY, type BespokeErrors, type BespokeTyped } from "~/features/bespoke";
import { BespokeFormIsland, KeptMeasurementsForm } from "~/features/bespoke/components/bespoke-form";
import { measurementsToFields } from "~/features/measurements";
import { shopPageMeta } from "~/features/seo/page-meta";
import { lagosToday } from "~/lib/lagos-clock";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { receiveBespokeRequest } from "~/server/bespoke/receive.server";
import { measurementsFromLink } from "~/server/bespoke/store/index.server";
import { getServices } from "~/server/services.server";
import { scheduleFor } from "~/server/atelier/queue.server";
import type { Route } from "./+types/bespoke";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Bespoke request",
    description: "Ask Hazel for a piece made to your measurements, for your occasion and date.",
    path: "/bespoke",
  });

/** Her typed values and kept measurements may be on the page: never kept by a shared cache. */
export const headers = privateRouteHeaders;

/** The first event days the atelier's queue and closed days can make a piece for today. */
async function earliestEventToday() {
  const { db } = await getServices();
  const { standard, express } = await scheduleFor(db, lagosToday(), { made: 1, readyToWear: false });
  return earliestEvent({ standard: standard.readyBy, express: express?.readyBy ?? null });
}

/**
 * GET /bespoke: the request form; `?measurements=<token>` (the link emailed to her) fills in her
 * kept measurements with her email and phone; `?link-sent` says the link is on its way.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("measurements");
  let typed: BespokeTyped = {};
  let linkProblem = false;
  if (token !== null) {
    const kept = KEY.test(token) ? await measurementsFromLink((await getServices()).db, token) : undefined;
    if (kept)
      typed = {
        ...measurementsToFields(kept.measurements),
        email: kept.email,
        phone: `+${kept.phone}`,
        keep: "yes",
        // Sent back with the form: only her emailed link may replace the measurements kept.
        measurements_link: token,
      };
    else linkProblem = true;
  }
  return data(
    {
      typed,
      prefilled: token !== null && !linkProblem,
      linkProblem,
      linkSent: url.searchParams.has("link-sent"),
      earliest: await earliestEventToday(),
    },
    { headers: privateHeaders() },
  );
}

/** POST /bespoke (multipart): stored whole and 303 to her private page, or the form back with each field's message. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, photos, env } = await getServices();
  const received = await receiveBespokeRequest(request, {
    db,
    earliest: await earliestEventToday(),
    files: photos,
    clientAddress: context?.clientAddress ?? "unknown",
    siteUrl: env.SITE_URL,
  });
  if (received.ok) return redirect(`/bespoke/${received.reference}?key=${received.viewKey}`, 303);
  const { status, errors, typed, formError } = received;
  return data({ errors, typed, formError }, { status, headers: privateHeaders() });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const typed = actionData?.typed ?? loaderData.typed;
  const errors: BespokeErrors = actionData?.errors ?? {};
  return (
    <div className="container-page flex max-w-4xl flex-col gap-10 py-12 sm:py-16">
      <ListingHeader
        eyebrow="Made for you"
        heading="Bespoke request"
        blurb="Tell us about the piece you dream of, your occasion and your measurements. We reply within one working day with a quote."
      />
      {loaderData.linkProblem && (
        <p role="alert" className="border-l-2 border-danger bg-white px-4 py-3 text-danger">
          That measurements link has expired or is not ours. Ask for a new one below.
        </p>
      )}
      <KeptMeasurementsForm sent={loaderData.linkSent} />
      <BespokeFormIsland
        typed={typed}
        errors={errors}
        formError={actionData?.formError}
        earliest={loaderData.earliest}
        prefilled={loaderData.prefilled && !actionData}
      />
      <p className="text-sm text-ink-soft">
        <a href="/size-guide" target="_blank" rel="noopener" className="underline underline-offset-4">
          How to measure: the size guide<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {" · "}
        <a href="/terms" className="underline underline-offset-4">
          Terms for bespoke orders
        </a>
        {" · "}
        <a href="/appointments" className="underline underline-offset-4">
          Book a consultation or fitting at the atelier
        </a>
      </p>
    </div>
  );
}
