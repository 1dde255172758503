// The catalogue's tables (products, their shared pages, redirects and history, and the changes every
// instance follows): every SQL statement on them is in this folder.
export { readCatalogueRecords, readProducts } from "./records.server";
export { seedCatalogue, insertProducts } from "./seed.server";
export { comboPartChoices, draftAt, readEditableProduct, takenAddresses, type Address } from "./product-reads.server";
export {
  deleteDraftProduct,
  dropRedirects,
  insertNewProduct,
  keepOldAddress,
  replaceSharedPages,
  setProductPublished,
  updateProductFields,
  type ProductFields,
} from "./product-writes.server";
export { copyProduct, moveProduct } from "./product-copy-move.server";
export { readVersionedProducts, updateProductPrices } from "./product-prices.server";
export { addProductEvent, productEventsAfter, productHistory, type ProductEvent } from "./product-events.server";
export { findProducts, PRODUCTS_PAGE_SIZE } from "./product-lists.server";
export { changesSince, lastChangeId, noteCatalogueChange, noteSalesChange } from "./changes.server";
export { nameCollections } from "./collection-names.server";
export { knownWords, matchProducts, productsNamedLike, type KnownWord } from "./product-search.server";
