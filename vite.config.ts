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

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  plugins: [tailwindcss(), reactRouter(), islands()],
});
