import { lifestyleGrid } from "~/features/catalogue";
import { FeedSection } from "~/features/catalogue/components/feed-section";
import { Hero, heroButtonClass } from "~/features/catalogue/components/hero";
import { SectionHeading } from "~/features/catalogue/components/section-heading";
import { ShowcaseMasonry } from "~/features/catalogue/components/showcase-masonry";
import { imageRef } from "~/features/catalogue/page-data.server";
import { SocialFeedIsland } from "~/features/social-feed/social-feed";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/hazellifestyle";

export function loader() {
  return {
    hero: imageRef("heroes/hazellifestyle"),
    heroPortrait: imageRef("heroes/hazellifestyle-portrait"),
    tiles: lifestyleGrid.map((tile) => ({ id: tile.id, title: tile.title, image: imageRef(tile.imageKey) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  shopPageMeta(matches, {
    title: "HazelLifestyle",
    description: "HazelLifestyle: interiors and intimate wear by Hazel, for the slow, beautiful hours at home.",
    path: "/hazellifestyle",
    image: loaderData?.hero,
  });

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        portrait={loaderData.heroPortrait}
        eyebrow="Interiors & intimates"
        title="HazelLifestyle"
        lede="For the slow, beautiful hours at home."
        size="medium"
      >
        <a href="#collection" className={heroButtonClass}>
          Explore Now
        </a>
      </Hero>
      <section
        id="collection"
        aria-labelledby="collection-heading"
        className="container-page flex scroll-mt-24 flex-col gap-12 py-20 sm:py-28"
      >
        <SectionHeading
          id="collection-heading"
          eyebrow="The edit"
          title="The Collection"
          lede="Silk to sleep in, linen to gather round, and the small things that make a house feel like yours."
        />
        <ShowcaseMasonry
          tiles={loaderData.tiles}
          // One column from 350 px, two from 750 px, three from 900 px.
          columns="columns-1 min-[750px]:columns-2 min-[900px]:columns-3"
          sizes="(min-width: 900px) 30vw, (min-width: 750px) 46vw, 92vw"
        />
      </section>
      <FeedSection store="HazelLifestyle">
        <SocialFeedIsland store="lifestyle" />
      </FeedSection>
    </>
  );
}
