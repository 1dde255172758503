// The catalogue's tables (products, their shared pages, redirects and history): every SQL
// statement on them is in this folder.
export { readCatalogueRecords, readProducts } from "./records.server";
export { seedCatalogue } from "./seed.server";
