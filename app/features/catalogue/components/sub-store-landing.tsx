import { Picture } from "~/components/ui/picture";
import { site } from "~/config/site";
import { SocialFeedIsland } from "~/features/social-feed";
import type { SubStoreLandingData } from "../page-data.server";
import type { SubStoreLandingPage } from "../sub-store-landings";
import { FeedSection } from "./feed-section";
import { Hero, heroButtonClass } from "./hero";
import { InstagramBlock } from "./instagram-block";
import { ListingCard } from "./listing-card";
import { SectionHeading } from "./section-heading";
import { ShowcaseMasonry } from "./showcase-masonry";

/** A sub-store's landing page: a hero, one section of its pieces, then Instagram. */
export function SubStoreLanding({ page, data }: { page: SubStoreLandingPage; data: SubStoreLandingData }) {
  const { hero, section, closing } = page;
  return (
    <>
      <Hero
        image={data.hero}
        portrait={data.heroPortrait}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lede={hero.lede}
        size={hero.size}
      >
        {hero.action && (
          <a href={hero.action.href} className={heroButtonClass}>
            {hero.action.label}
          </a>
        )}
      </Hero>
      <section
        id={section.anchor}
        aria-labelledby={section.headingId}
        // A section the hero's button jumps to clears the sticky header.
        className={`container-page flex ${section.anchor ? "scroll-mt-24 " : ""}flex-col gap-12 py-20 sm:py-28`}
      >
        <SectionHeading id={section.headingId} eyebrow={section.eyebrow} title={section.title} lede={section.lede} />
        <Pieces page={page} data={data} />
      </section>
      {closing.kind === "instagram" ? (
        <InstagramBlock lede={closing.lede} />
      ) : (
        <FeedSection store={site.subStores[page.store].name}>
          <SocialFeedIsland store={closing.feed} />
        </FeedSection>
      )}
    </>
  );
}

function Pieces({ page, data }: { page: SubStoreLandingPage; data: SubStoreLandingData }) {
  if ("cards" in data) {
    return (
      <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-8 md:grid-cols-3">
        {data.cards.map((item) => (
          <li key={item.id}>
            {/* Below the hero, whose picture is the first screen's: these load as they near it. */}
            <ListingCard item={item} sizes="(min-width: 768px) 30vw, 46vw" later />
          </li>
        ))}
      </ul>
    );
  }
  if (page.pieces.kind === "masonry") {
    return (
      <ShowcaseMasonry
        tiles={data.tiles}
        // One column from 350 px, two from 750 px, three from 900 px.
        columns="columns-1 min-[750px]:columns-2 min-[900px]:columns-3"
        sizes="(min-width: 900px) 30vw, (min-width: 750px) 46vw, 92vw"
        later
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-8 md:grid-cols-3 lg:grid-cols-4">
      {data.tiles.map((tile) => (
        <li key={tile.id}>
          <figure className="flex flex-col gap-3">
            {/* The caption names the piece; the picture adds no other text. */}
            <div className="overflow-hidden bg-linen">
              <Picture
                image={tile.image}
                alt=""
                sizes="(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw"
                later
              />
            </div>
            <figcaption className="label-caps text-ink-soft">{tile.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
