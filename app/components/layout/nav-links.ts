import { brandCollections, collectionPath, type BrandCollectionSlug } from "~/config/collections";
import { site } from "~/config/site";

/**
 * How the main menu's Shop list names each brand collection
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
const shopLabels: Record<BrandCollectionSlug, string> = {
  mysthique: "Mysthique",
  genesis: "Genesis",
  naledi: "Naledi",
  resurgence: "Resurgence",
  "bubble-girl": "Bubble Girl Collection",
};

/** The brand collections listed under Shop in the main menu, in the order of `brandCollections`. */
export const shopLinks = brandCollections.map((slug) => ({ label: shopLabels[slug], to: collectionPath(slug) }));

export const storeLinks = Object.values(site.subStores).map((s) => ({ label: s.name, to: s.path }));

/**
 * The shop's services beside its pieces, in the side menu: a piece made for her, a fitting, a gift
 * card, and her own page. (An aso-ebi group starts from a piece's page: it has no page of its own.)
 */
export const serviceLinks = [
  { label: "Bespoke", to: "/bespoke" },
  { label: "Appointments", to: "/appointments" },
  { label: "Gift cards", to: "/gift-cards" },
  { label: "Your page", to: "/account" },
] as const;
