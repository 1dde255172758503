import { imageRef } from "~/lib/images/images.server";
import type { SeoSite } from "./page-meta";
import { shareImage } from "./share-image";
import { siteOrigin } from "./url";

/** The image a link to a page without its own picture shows. */
const DEFAULT_IMAGE_KEY = "heroes/home";

let cached: SeoSite | undefined;

/**
 * What every page's meta needs from the server: the public origin and the default preview image.
 * Pre-rendered pages read SITE_URL when they are built, so the owner sets it for `npm run build`.
 */
export function seoSite(): SeoSite {
  cached ??= { siteUrl: siteOrigin(process.env), image: shareImage(imageRef(DEFAULT_IMAGE_KEY)) };
  return cached;
}
