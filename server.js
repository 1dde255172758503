// Starts the shop: one Node process serving pages, static files and /api.
// `npm start` builds first; NODE_ENV=development serves from source through Vite instead.
import process from "node:process";

const buildDir = process.env.BUILD_DIR ?? "build";

const dev = process.env.NODE_ENV === "development";
const vite = dev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }))
  : undefined;
const loadBuild = () =>
  vite ? vite.ssrLoadModule("virtual:react-router/server-build") : import(`./${buildDir}/server/index.js`);

const build = await loadBuild();
const { createHttpApp, getServices } = build.entry.module;

let services;
try {
  services = await getServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = createHttpApp({ services, build: vite ? loadBuild : build, vite, clientDir: `${buildDir}/client` });
const server = app.listen(services.env.PORT, () => {
  const { port } = server.address();
  console.log(`Hazel is serving at http://localhost:${port} (${services.db.kind} database)`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    void services.db.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
