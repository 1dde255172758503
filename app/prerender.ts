import { brandCollections, collectionPath, shopLineCollection } from "./config/collections";
import { allProductPagePaths } from "./features/catalogue";

/** The addresses built to HTML at build time; cart, checkout and order pages render per request. */
export function prerenderPaths(): string[] {
  return [
    "/",
    "/collections",
    ...brandCollections.map(collectionPath),
    "/hazelbee",
    collectionPath(shopLineCollection),
    "/hazelbabies",
    "/hazellifestyle",
    "/contact",
    "/terms",
    "/size-guide",
    ...allProductPagePaths(),
  ];
}

/** Files for search engines, also built at build time (resource routes written as they are). */
const prerenderFiles = ["/sitemap.xml", "/robots.txt"] as const;

/** Everything the build writes ahead of time: the pages, then the files. */
export function prerenderTargets(): string[] {
  return [...prerenderPaths(), ...prerenderFiles];
}
