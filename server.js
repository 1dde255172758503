// Starts the shop: one Node process serving pages, static files and /api.
// Production unless started with --dev (`npm run dev`), whatever NODE_ENV the shell carries:
// a production server never answers with a stack trace. Development serves from source through
// Vite, with the same islands runtime as production (vite.islands.config.ts): a reload shows an edit.
import process from "node:process";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV = dev ? "development" : "production";
const buildDir = process.env.BUILD_DIR ?? "build";

const vite = dev ? await startVite() : undefined;
const loadBuild = () =>
  vite ? vite.pages.ssrLoadModule("virtual:react-router/server-build") : import(`./${buildDir}/server/index.js`);

const build = await loadBuild();
const { createHttpApp, getServices, closeServices, serve, servingUrl, adminPassword } = build.entry.module;

let services;
try {
  services = await getServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let serving;
// Once shutdown has begun, /readyz answers 503 "shutting down" on the connections still open.
const stopping = () => serving?.stopping ?? false;
const app = createHttpApp({
  services,
  build: vite ? loadBuild : build,
  vite,
  clientDir: `${buildDir}/client`,
  stopping,
});
// HOST: the address to listen on (127.0.0.1 behind a proxy on the same host); unset, every interface.
serving = await serve(app, { port: services.env.PORT, host: services.env.HOST });
const url = servingUrl(services.env.HOST, serving.port);
console.log(`Hazel is serving at ${url} (${services.db.kind} database)`);
const owner = adminPassword(services.env);
// The demo's admin password exists only in this process and this line of its output.
if (owner.generated) console.log(`Admin: ${url}/admin (password for this run: ${owner.password})`);

// Stop accepting, finish the requests in flight (up to 10 s), stop the background jobs, and
// only then close the database.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    setTimeout(() => process.exit(1), 20_000).unref();
    serving
      .shutdown(async () => {
        await Promise.all([vite?.pages.close(), vite?.islands.close()]);
        await closeServices(services);
      })
      .then(
        () => process.exit(0),
        (error) => {
          console.error("Shutdown failed", error);
          process.exit(1);
        },
      );
  });
}

/** Vite in middleware mode twice: the pages (server rendering) and the browser's islands. */
async function startVite() {
  const { createServer } = await import("vite");
  const middlewareMode = { middlewareMode: true, hmr: false, ws: false };
  const [pages, islands] = await Promise.all([
    createServer({ server: middlewareMode, appType: "custom" }),
    createServer({ configFile: "vite.islands.config.ts", server: middlewareMode, appType: "custom" }),
  ]);
  return { pages, islands };
}
