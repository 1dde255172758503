import { hazelbeeCards, productById } from "~/features/catalogue";
import { Hero, heroButtonClass } from "~/features/catalogue/components/hero";
import { InstagramBlock } from "~/features/catalogue/components/instagram-block";
import { ListingCard } from "~/features/catalogue/components/listing-card";
import { SectionHeading } from "~/features/catalogue/components/section-heading";
import { imageRef, listingItem } from "~/features/catalogue/page-data.server";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/hazelbee";

export function loader() {
  return {
    hero: imageRef("heroes/hazelbee"),
    heroPortrait: imageRef("heroes/hazelbee-portrait"),
    cards: hazelbeeCards.flatMap((card) => {
      const product = productById(card.productId);
      return product ? [{ ...listingItem(product), name: card.title }] : [];
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  shopPageMeta(matches, {
    title: "The Perfect Wedding guest styles | HazelBee",
    description: "HazelBee: wedding-guest and bridesmaid ready-to-wear by Hazel, Port Harcourt.",
    path: "/hazelbee",
    image: loaderData?.hero,
  });

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        portrait={loaderData.heroPortrait}
        eyebrow="HazelBee"
        title="The Perfect Wedding guest styles"
        lede="Ready-to-wear for guests and bridesmaids who arrive to be remembered."
      >
        <a href="/hazelbee/shop" className={heroButtonClass}>
          Shop Now
        </a>
      </Hero>
      <section aria-labelledby="explore-heading" className="container-page flex flex-col gap-12 py-20 sm:py-28">
        <SectionHeading id="explore-heading" eyebrow="Wedding season" title="Explore Our Collection" />
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-8 md:grid-cols-3">
          {loaderData.cards.map((item, i) => (
            <li key={item.id}>
              <ListingCard item={item} sizes="(min-width: 768px) 30vw, 46vw" eager={i === 0} />
            </li>
          ))}
        </ul>
      </section>
      <InstagramBlock lede="Real weddings, bridal parties and the guests who stole the show. Tag us to be featured." />
    </>
  );
}
