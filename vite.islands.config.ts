// The browser's islands (app/islands/client.ts), hydrated with React; React Router's own client is
// not shipped. `react-router build` runs it after the browser build, before the pages are
// pre-rendered; in development server.js serves the same entry from source through it.
import path from "node:path";
import { defineConfig } from "vite";

const app = path.resolve("app");

/** What the shop's header island loads beside React: folders, and modules' paths to their dot. */
const inFolder = (folder: string, names: string[]) => names.map((name) => `${folder}/${name}.`);
const HEADER_MODULES = [
  "features/storage/",
  ...inFolder("features/currency", ["currency-store", "currency-select", "currency-choice", "use-currency"]),
  ...inFolder("features/currency", ["rates", "money", "kept-rates", "kept-dollars"]),
  ...inFolder("features/cart", ["cart", "cart-store", "stored-cart", "cart-cookie", "cart-link", "use-cart"]),
  ...inFolder("features/cart", ["use-product-facts", "facts-request", "price-changes", "priced-cart"]),
  ...inFolder("components/ui", ["button", "dialog", "focus-wrap", "menu-opener", "logo"]),
  ...inFolder("components/layout", ["header-search", "nav-links"]),
  "lib/navigation.",
];

export default defineConfig({
  base: "/islands/",
  publicDir: false,
  resolve: { alias: { "~": app } },
  // Islands are .tsx without a React plugin: esbuild compiles their JSX for React's automatic runtime.
  esbuild: { jsx: "automatic" },
  // In development: its own dependency cache beside the pages' server, and every island's
  // dependencies found up front (from the entry, through the islands' dynamic imports), so no page
  // is reloaded mid-visit for a dependency found late.
  cacheDir: "node_modules/.vite-islands",
  optimizeDeps: { entries: ["app/islands/client.ts"] },
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "client", "islands"),
    emptyOutDir: true,
    manifest: true,
    // Vite's preloading adds a <link> per shared chunk from script, which cost a phone more main
    // thread than the one round trip it saves: Rollup hoists each island's imports into the
    // island's chunk, so the browser requests them all as soon as that chunk arrives.
    modulePreload: false,
    target: "es2022",
    // Terser's two passes take about 2% more off the islands than esbuild's minifier: 0.9 kB on the
    // checkout, the page nearest its 100 kB.
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      input: path.join(app, "islands/client.ts"),
      output: {
        // Small modules that always travel together go as one chunk each, not many tiny ones with
        // a request and a header apiece: the delivery places, their promised days and the Lagos
        // clock (the checkout, the bespoke form); the shop's facts and image addresses (every page);
        // what the shop's header needs (the cart, the display currency, the stored values, the
        // buttons and dialogs): every shopper's page loads it all, and one file of it compresses
        // 2 kB smaller than the ten it was.
        manualChunks: (id) =>
          /\/app\/(config\/delivery|features\/delivery\/(places|promise|production)|lib\/lagos-clock)/.test(id)
            ? "delivery-dates"
            : /\/app\/(config\/(site|collections|sizes|images)|lib\/images\/)/.test(id)
              ? "shop-facts"
              : HEADER_MODULES.some((m) => id.includes(`/app/${m}`))
                ? "header"
                : undefined,
      },
    },
  },
});
