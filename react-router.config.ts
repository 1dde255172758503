import type { Config } from "@react-router/dev/config";
import { prerenderTargets } from "./app/prerender";

export default {
  // BUILD_DIR lets several builds live side by side (default: build).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every catalogue, collection, showcase and information page is built to HTML ahead of time,
  // and /sitemap.xml and /robots.txt to files.
  prerender: prerenderTargets,
  // React Router 7's behaviour, kept until the move to v8 (each flag set, so no build warns of it).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
