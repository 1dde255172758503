// The browser's islands (app/islands/client.ts) on Preact; React Router's own client is not
// shipped. Run by vite.config.ts after the browser build, before the pages are pre-rendered.
import path from "node:path";
import { defineConfig } from "vite";

const app = path.resolve("app");

export default defineConfig({
  base: "/islands/",
  publicDir: false,
  resolve: {
    alias: [
      { find: "~", replacement: app },
      { find: /^react-router$/, replacement: path.join(app, "islands/router.tsx") },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "client", "islands"),
    emptyOutDir: true,
    manifest: true,
    // Vite's preloading adds a <link> per shared chunk from script, which cost a phone more main
    // thread than the one round trip it saves: Rollup hoists each island's imports into the
    // island's chunk, so the browser requests them all as soon as that chunk arrives.
    modulePreload: false,
    target: "es2022",
    rollupOptions: { input: path.join(app, "islands/client.ts") },
  },
});
