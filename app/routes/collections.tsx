import { showcaseCollections } from "~/features/catalogue";
import { CollectionCard } from "~/features/catalogue/components/collection-card";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { imageRef } from "~/features/catalogue/page-data.server";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/collections";

export function loader() {
  return {
    collections: showcaseCollections().map((c) => ({
      slug: c.slug,
      name: c.name,
      path: c.path,
      blurb: c.blurb,
      image: imageRef(c.coverImageKey),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  shopPageMeta(matches, {
    title: "Explore Collections",
    description: "Mysthique, Genesis, Naledi, Resurgence and Bubble Girl: the collections of Hazel, Port Harcourt.",
    path: "/collections",
    image: loaderData?.collections[0]?.image,
    breadcrumb: [{ name: "Collections", path: "/collections" }],
  });

// Three cards on the first row of a wide screen, two wider ones on the second.
const spans = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "lg:col-span-3"];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col gap-14 py-14 sm:gap-20 sm:py-20">
      <ListingHeader
        eyebrow="Hazel"
        heading="Explore Collections"
        blurb="Five stories, each told in its own silhouettes, colours and cloth. Find the one that sounds like you."
      />
      <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-6">
        {loaderData.collections.map((c, i) => (
          <li key={c.slug} className={spans[i] ?? "lg:col-span-2"}>
            <CollectionCard name={c.name} href={c.path} image={c.image} blurb={c.blurb} eager={i === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
