import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";

export default {
  ssr: true,
  // Every catalogue, collection, showcase and information page is built to HTML ahead of time.
  prerender: prerenderPaths,
} satisfies Config;
