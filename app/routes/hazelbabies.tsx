import { babiesGrid } from "~/features/catalogue";
import { FeedSection } from "~/features/catalogue/components/feed-section";
import { Hero } from "~/features/catalogue/components/hero";
import { SectionHeading } from "~/features/catalogue/components/section-heading";
import { Picture } from "~/components/ui/picture";
import { imageRef } from "~/features/catalogue/page-data.server";
import { SocialFeedIsland } from "~/features/social-feed/social-feed";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/hazelbabies";

export function loader() {
  return {
    hero: imageRef("heroes/hazelbabies"),
    heroPortrait: imageRef("heroes/hazelbabies-portrait"),
    tiles: babiesGrid.map((tile) => ({ id: tile.id, title: tile.title, image: imageRef(tile.imageKey) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  shopPageMeta(matches, {
    title: "Creating magical moments for every girl. | HazelBabies",
    description: "HazelBabies: party frocks, flower-girl dresses and Sunday best for little girls, by Hazel.",
    path: "/hazelbabies",
    image: loaderData?.hero,
  });

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        portrait={loaderData.heroPortrait}
        eyebrow="HazelBabies"
        title="Creating magical moments for every girl."
        size="medium"
      />
      <section aria-labelledby="babies-heading" className="container-page flex flex-col gap-12 py-20 sm:py-28">
        <SectionHeading
          id="babies-heading"
          eyebrow="Kidswear"
          title="The Collection"
          lede="Tulle, twirls and tiny puff sleeves: made for birthdays, weddings and every day worth dressing up for."
        />
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-8 md:grid-cols-3 lg:grid-cols-4">
          {loaderData.tiles.map((tile) => (
            <li key={tile.id}>
              <figure className="flex flex-col gap-3">
                {/* The caption names the piece; the picture adds no other text. */}
                <div className="overflow-hidden bg-linen">
                  <Picture image={tile.image} alt="" sizes="(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw" />
                </div>
                <figcaption className="label-caps text-ink-soft">{tile.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <FeedSection store="HazelBabies">
        <SocialFeedIsland store="babies" />
      </FeedSection>
    </>
  );
}
