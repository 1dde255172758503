import { Link } from "~/lib/navigation";
import { buttonClass } from "~/components/ui/button";
import { site } from "~/config/site";
import { latestCollection, productById } from "~/features/catalogue";
import { BrandStory } from "~/features/catalogue/components/brand-story";
import { Hero, heroButtonClass } from "~/features/catalogue/components/hero";
import { SectionHeading } from "~/features/catalogue/components/section-heading";
import { ShowcaseMasonry } from "~/features/catalogue/components/showcase-masonry";
import { imageRef, listingItem } from "~/features/catalogue/page-data.server";
import { SignupPopupIsland } from "~/features/messages/signup-popup";
import { SubscribeFormIsland } from "~/features/messages/subscribe-form";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/home";

export function loader() {
  return {
    hero: imageRef("heroes/home"),
    heroPortrait: imageRef("heroes/home-portrait"),
    brand: imageRef("brand/atelier"),
    latest: latestCollection.map((tile) => ({
      id: tile.id,
      title: tile.title,
      image: imageRef(tile.imageKey),
      product: latestPiece(tile.productId),
    })),
  };
}

/** The piece a Latest Collection picture opens, as a card names and prices it (the showcase picture stays). */
function latestPiece(id: number | undefined) {
  const product = id === undefined ? undefined : productById(id);
  if (!product) return undefined;
  const { image: _image, ...card } = listingItem(product);
  return card;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  shopPageMeta(matches, {
    title: "Bold, timeless, unconventional fashion",
    description: site.description,
    path: "/",
    image: loaderData?.hero,
    store: true,
  });

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        portrait={loaderData.heroPortrait}
        eyebrow="Port Harcourt fashion house"
        title={site.brand}
        lede={site.tagline}
      >
        <Link to="/collections" className={`${heroButtonClass} max-sm:hidden`}>
          Explore
        </Link>
        {/* The spec hides Explore on a phone; her first screen still opens the shop. */}
        <a href="/mysthique" className={`${heroButtonClass} sm:hidden`}>
          Shop Mysthique
        </a>
      </Hero>

      <section aria-labelledby="latest-heading" className="container-page flex flex-col gap-12 py-20 sm:py-28">
        <SectionHeading
          id="latest-heading"
          eyebrow="Mysthique"
          title="Latest Collection"
          lede="A CHRISTMAS tale like no other."
        />
        <ShowcaseMasonry
          tiles={loaderData.latest}
          // Two columns up to 991 px, one up to 575 px, three on wide screens.
          columns="columns-1 min-[576px]:columns-2 min-[992px]:columns-3"
          sizes="(min-width: 992px) 30vw, (min-width: 576px) 48vw, 100vw"
          later
        />
        <a href="/mysthique" className={buttonClass("primary", "self-center")}>
          Shop Now
        </a>
      </section>

      <div className="bg-linen">
        <BrandStory image={loaderData.brand} />
      </div>

      <section aria-label="Newsletter" className="container-page py-20 sm:py-24">
        <div className="mx-auto max-w-2xl">
          <SubscribeFormIsland />
        </div>
      </section>
      <SignupPopupIsland />
    </>
  );
}
