import { allProductPagePaths } from "./features/catalogue";

/** The addresses built to HTML at build time; cart, checkout and order pages render per request. */
export function prerenderPaths(): string[] {
  return [
    "/",
    "/collections",
    "/mysthique",
    "/genesis",
    "/naledi",
    "/resurgence",
    "/bubble-girl",
    "/hazelbee",
    "/hazelbee/shop",
    "/hazelbabies",
    "/hazellifestyle",
    "/contact",
    "/terms",
    "/size-guide",
    ...allProductPagePaths(),
  ];
}
