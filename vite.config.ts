import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rollup } from "vite";

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

/**
 * The build's notes that are no fault of the shop, each said on every build, which hid the ones
 * that are: React Router's empty browser chunk of a route without a screen (an API or a file);
 * zod's own comments that mention its purity markers; and, on the server only, a module both
 * imported and loaded on demand (splitting it is for the browser's sake).
 */
function expected(log: Rollup.RollupLog, ssr: boolean): boolean {
  if (log.code === "EMPTY_BUNDLE") return true;
  if (log.code === "INVALID_ANNOTATION" && log.id?.includes("/node_modules/zod/")) return true;
  return ssr && log.plugin === "vite:reporter" && log.message.includes("dynamic import will not move module");
}

export default defineConfig(({ isSsrBuild = false }) => ({
  resolve: { alias },
  plugins: [tailwindcss(), reactRouter(), islands(), photoChild()],
  build: {
    rollupOptions: {
      onwarn(log, warn) {
        if (!expected(log, isSsrBuild)) warn(log);
      },
    },
  },
}));
