import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allProductPagePaths, allCollections } from "../app/features/catalogue";
import { startServer } from "../scripts/start-server";
import { expect, test } from "./support/test";

/** A copy of the build without its catalogue pages (nor images), so the server renders each page from the database. */
function buildWithoutCataloguePages(paths: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join("build", ".without-pages-"));
  fs.symlinkSync(path.resolve("build/server"), path.join(dir, "server"));
  fs.cpSync("build/client", path.join(dir, "client"), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join("build", "client", "img")),
  });
  for (const page of paths) {
    const file = page === "/sitemap.xml" ? "sitemap.xml" : path.join(page.slice(1), "index.html");
    for (const suffix of ["", ".br", ".gz"]) fs.rmSync(path.join(dir, "client", file + suffix), { force: true });
  }
  return dir;
}

/** Where two pages first differ, with some context, or undefined when they are the same. */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  let i = 0;
  while (actual[i] === expected[i]) i += 1;
  return `at ${i}: "${actual.slice(i - 80, i + 80)}" instead of "${expected.slice(i - 80, i + 80)}"`;
}

test("every catalogue page rendered from the seeded database is the page the build made from today's catalogue", async () => {
  test.setTimeout(180_000);
  const paths = [
    "/",
    "/collections",
    "/hazelbee",
    "/sitemap.xml",
    ...allCollections().map((c) => c.path),
    ...allProductPagePaths(),
  ];
  const buildDir = buildWithoutCataloguePages(paths);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-pages-"));
  // The build renders its pages for the default address.
  const server = await startServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir, SITE_URL: "http://localhost:3000" });
  try {
    for (const page of paths) {
      const file = page === "/sitemap.xml" ? "sitemap.xml" : path.join(page.slice(1), "index.html");
      const built = fs.readFileSync(path.join("build", "client", file), "utf8");
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(200);
      expect(firstDifference(await response.text(), built), page).toBeUndefined();
    }
  } finally {
    await server.stop();
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
