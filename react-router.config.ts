import type { Config } from "@react-router/dev/config";
import { prerenderTargets } from "./app/prerender";

export default {
  // BUILD_DIR lets several builds live side by side (default: build).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every catalogue, collection, showcase and information page is built to HTML ahead of time,
  // and /sitemap.xml and /robots.txt to files.
  prerender: prerenderTargets,
} satisfies Config;
