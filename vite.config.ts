import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

/**
 * Builds the islands script (vite.islands.config.ts) into build/client/islands right after the
 * browser build, so the server build and the pre-rendered pages can name it.
 */
function islands(): Plugin {
  let ssr = false;
  return {
    name: "hazel-islands",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!ssr) await build({ configFile: path.resolve("vite.islands.config.ts"), logLevel: "warn" });
    },
  };
}

const alias = { "~": path.resolve("app") };

/**
 * Builds the photo worker's child (app/server/photos/photo-child.server.ts) to
 * $BUILD_DIR/server/photo-child.js, beside the server bundle that forks it, right after the server
 * build: its own bundle, so the shop's process never loads sharp (packages stay external, as there).
 */
function photoChild(): Plugin {
  let outDir = "";
  return {
    name: "hazel-photo-child",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? path.resolve(config.root, config.build.outDir) : "";
    },
    async writeBundle() {
      if (!outDir) return;
      await build({
        configFile: false,
        logLevel: "warn",
        resolve: { alias },
        build: {
          ssr: path.resolve("app/server/photos/photo-child.server.ts"),
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "photo-child.js" } },
        },
      });
    },
  };
}

export default defineConfig({
  resolve: { alias },
  plugins: [tailwindcss(), reactRouter(), islands(), photoChild()],
});
