import { collectionPath, shopLineCollection } from "~/config/collections";
import { site } from "~/config/site";
import type { FeedStore } from "~/features/social-feed";
import { babiesGrid, hazelbeeCards, lifestyleGrid } from "./showcase";
import type { HazelbeeCard, ShowcaseImage } from "./types";

export type SubStore = keyof typeof site.subStores;

/** What sets one sub-store's landing page apart; `SubStoreLanding` lays out the rest the same way. */
export interface SubStoreLandingPage {
  store: SubStore;
  /** The page's title and description for search engines and link previews. */
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lede?: string;
    size?: "medium";
    action?: { href: string; label: string };
  };
  /** The section under the hero; `anchor` is its id when the hero's button jumps to it. */
  section: { anchor?: string; headingId: string; eyebrow: string; title: string; lede?: string };
  /** The section's pieces: shop-line cards opening their product pages, or showcase pictures without links. */
  pieces:
    | { kind: "cards"; cards: readonly HazelbeeCard[] }
    | { kind: "grid"; tiles: readonly ShowcaseImage[] }
    | { kind: "masonry"; tiles: readonly ShowcaseImage[] };
  /** What ends the page: the Follow Us On Instagram block, or the store's own feed. */
  closing: { kind: "instagram"; lede: string } | { kind: "feed"; feed: FeedStore };
}

/** The three sub-stores' landing pages, by store. */
export const subStoreLandings: Readonly<Record<SubStore, SubStoreLandingPage>> = {
  hazelbee: {
    store: "hazelbee",
    meta: {
      title: "The Perfect Wedding guest styles | HazelBee",
      description: "HazelBee: wedding-guest and bridesmaid ready-to-wear by Hazel, Port Harcourt.",
    },
    hero: {
      eyebrow: "HazelBee",
      title: "The Perfect Wedding guest styles",
      lede: "Ready-to-wear for guests and bridesmaids who arrive to be remembered.",
      action: { href: collectionPath(shopLineCollection), label: "Shop Now" },
    },
    section: { headingId: "explore-heading", eyebrow: "Wedding season", title: "Explore Our Collection" },
    pieces: { kind: "cards", cards: hazelbeeCards },
    closing: {
      kind: "instagram",
      lede: "Real weddings, bridal parties and the guests who stole the show. Tag us to be featured.",
    },
  },
  hazelbabies: {
    store: "hazelbabies",
    meta: {
      title: "Creating magical moments for every girl. | HazelBabies",
      description: "HazelBabies: party frocks, flower-girl dresses and Sunday best for little girls, by Hazel.",
    },
    hero: { eyebrow: "HazelBabies", title: "Creating magical moments for every girl.", size: "medium" },
    section: {
      headingId: "babies-heading",
      eyebrow: "Kidswear",
      title: "The Collection",
      lede: "Tulle, twirls and tiny puff sleeves: made for birthdays, weddings and every day worth dressing up for.",
    },
    pieces: { kind: "grid", tiles: babiesGrid },
    closing: { kind: "feed", feed: "babies" },
  },
  hazellifestyle: {
    store: "hazellifestyle",
    meta: {
      title: "HazelLifestyle",
      description: "HazelLifestyle: interiors and intimate wear by Hazel, for the slow, beautiful hours at home.",
    },
    hero: {
      eyebrow: "Interiors & intimates",
      title: "HazelLifestyle",
      lede: "For the slow, beautiful hours at home.",
      size: "medium",
      action: { href: "#collection", label: "Explore Now" },
    },
    section: {
      anchor: "collection",
      headingId: "collection-heading",
      eyebrow: "The edit",
      title: "The Collection",
      lede: "Silk to sleep in, linen to gather round, and the small things that make a house feel like yours.",
    },
    pieces: { kind: "masonry", tiles: lifestyleGrid },
    closing: { kind: "feed", feed: "lifestyle" },
  },
};

/** The landing page at an address: '/hazelbabies' (a trailing slash too); undefined elsewhere. */
export function subStoreLandingAt(pathname: string): SubStoreLandingPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.values(subStoreLandings).find((page) => site.subStores[page.store].path === path);
}
