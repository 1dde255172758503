import fs from "node:fs";
import path from "node:path";

let script: string | undefined;

/** In development server.js serves the islands from source through vite.islands.config.ts. */
export const DEV_ISLANDS_SCRIPT = "/islands/app/islands/client.ts";

/** The address of the production build's islands script (see vite.islands.config.ts). */
export function islandsScript(): string {
  if (script) return script;
  const file = path.join(process.env.BUILD_DIR ?? "build", "client", "islands", ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${file} names no entry`);
  script = `/islands/${entry.file}`;
  return script;
}
