// What `npm run lint` runs knip on (decision 181). Its plugins find most entries themselves: React
// Router's (app/routes.ts and every route in it, root.tsx, entry.server.tsx, react-router.config.ts),
// Vite's, Vitest's (every test), Playwright's (e2e/, its global set-up), and the package's scripts
// (server.js, scripts/e2e.js, every `tsx scripts/…`). Named here is what none of them can see.
import type { KnipConfig } from "knip";

export default {
  entry: [
    // The browser's islands script, built by vite.islands.config.ts (which vite.config.ts builds by path).
    "app/islands/client.ts",
    "vite.islands.config.ts",
    // The photo worker's child, forked by path (photo-worker.server.ts; vite.config.ts builds it).
    "app/server/photos/photo-child.server.ts",
    // Tools run by hand (`tsx scripts/…`, named in their first lines) or spawned by a benchmark.
    "scripts/artwork/preview.ts",
    "scripts/artwork/sheet.ts",
    "scripts/images/profile.ts",
    "scripts/bench/floor-server.ts",
    // Run by deploy/hazel.service once the server has started: it waits on /readyz.
    "scripts/wait-ready.js",
  ],
  // scripts/fonts/subset.sh cuts the display face from this package's file.
  ignoreDependencies: ["@fontsource/cormorant-garamond"],
  // The cluster benchmark's load balancer and the rates fake's certificate: Debian's programs.
  ignoreBinaries: ["nginx", "openssl"],
} satisfies KnipConfig;
