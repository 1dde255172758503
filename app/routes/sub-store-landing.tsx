import { data } from "react-router";
import { SubStoreLanding } from "~/features/catalogue/components/sub-store-landing";
import { subStoreLandingData } from "~/features/catalogue/page-data.server";
import { subStoreLandingAt, subStoreLandings } from "~/features/catalogue/sub-store-landings";
import { site } from "~/config/site";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/sub-store-landing";

/** One module for the landing pages of HazelBee, HazelBabies and HazelLifestyle: the address says which. */
export function loader({ request }: Route.LoaderArgs) {
  const page = subStoreLandingAt(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { store: page.store, ...subStoreLandingData(page) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const page = subStoreLandings[loaderData.store];
  return shopPageMeta(matches, { ...page.meta, path: site.subStores[page.store].path, image: loaderData.hero });
};

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SubStoreLanding page={subStoreLandings[loaderData.store]} data={loaderData} />;
}
