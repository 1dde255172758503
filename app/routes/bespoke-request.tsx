import { data } from "react-router";
import { KEY, REFERENCE } from "~/features/bespoke";
import { BespokeSummary } from "~/features/bespoke/components/bespoke-summary";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { shopperBespokeRequest } from "~/server/bespoke/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/bespoke-request";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Bespoke request ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** Her own request: private, no-store. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/** GET /bespoke/{reference}?key=…: her request as kept; the reference alone opens nothing. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!REFERENCE.test(params.reference) || !KEY.test(key)) throw notFound();
  const found = await shopperBespokeRequest((await getServices()).db, params.reference, key);
  if (!found) throw notFound();
  const { viewKey, createdAt, ...rest } = found;
  return data(
    {
      request: { ...rest, createdAt: createdAt.toISOString() },
      photoBase: `/bespoke/${found.reference}/photos`,
      photoQuery: `?key=${viewKey}`,
    },
    { headers: privateHeaders() },
  );
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { request, photoBase, photoQuery } = loaderData;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-8 py-12 sm:py-16">
      <div className="flex flex-col gap-3">
        <p className="label-caps text-hazel">Bespoke request</p>
        <h1 className="text-4xl sm:text-5xl">Thank you, {request.name}</h1>
        <p role="status" className="text-lg">
          We have your request. Its reference is <strong>{request.reference}</strong>. We reply within one working day,
          by email or WhatsApp, with a quote.
        </p>
        <p className="text-sm text-ink-soft">
          Keep this page&rsquo;s address: it is private to you and shows your request as we have it.
        </p>
      </div>
      <BespokeSummary request={request} photoSrc={(n) => `${photoBase}/${n}${photoQuery}`} headingLevel={2} />
    </div>
  );
}
