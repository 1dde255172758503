export { SIZES, isSize } from "./sizes";
export type { Size } from "./sizes";
export type { CollectionSlug, Garment, Product, Collection, ProductPage, ShowcaseImage, HazelbeeCard } from "./types";
export { slugify, productImageKey } from "./slug";
export { discounts } from "./pricing";
export { products, productById, isComboItem } from "./products";
export { collections, showcaseCollections, collectionBySlug } from "./collections";
export { productPath, findProductPage, findProductPageByPath, allProductPagePaths, redirects } from "./pages";
export { latestCollection, hazelbeeCards, babiesGrid, lifestyleGrid } from "./showcase";
