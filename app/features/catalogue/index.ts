export { SIZES, isSize } from "./sizes";
export type { Size } from "./sizes";
export type {
  CollectionSlug,
  Garment,
  Product,
  ProductPhoto,
  StockLeft,
  Collection,
  ProductPage,
  ShowcaseImage,
  HazelbeeCard,
} from "./types";
export type { Catalogue, CatalogueExtras } from "./catalogue";
export type { CatalogueRecords, ProductRecord, SharedPageRecord, RedirectRecord } from "./records";
export { slugify, productImageKey, productImageKeys } from "./slug";
export { discounts } from "./pricing";
export { buildCatalogue } from "./catalogue";
export { currentCatalogue, replaceCatalogue } from "./current";
export { seedRecords } from "./seed";
export { productById, isComboItem } from "./products";
export { allCollections, showcaseCollections, collectionBySlug } from "./collections";
export { productPath, findProductPage, findProductPageByPath, allProductPagePaths, redirectOf } from "./pages";
export { productFacts, findProductFacts } from "./facts";
export type { ProductFacts, FactsLookup } from "./facts";
export { latestCollection, hazelbeeCards, babiesGrid, lifestyleGrid } from "./showcase";
export { affectedPaths } from "./affected-paths";
export { changedProductIds } from "./records-diff";
export { isCataloguePage } from "./live-pages";
