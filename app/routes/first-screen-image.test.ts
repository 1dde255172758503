import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { Window } from "happy-dom";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_PATH } from "~/lib/images/images.server";

// The pages as the app renders them (its real routes, root and entry, loaded through Vite): the
// first screen's picture is preloaded from the top of the head, and the preload names exactly the
// sources its <picture> offers a phone, so the two cannot drift apart.
let vite: ViteDevServer;
let build: ServerBuild;

beforeAll(async () => {
  // The pages name their pictures from the image manifest: a fresh checkout builds it first.
  if (!fs.existsSync(MANIFEST_PATH)) execFileSync("npm", ["run", "images"], { stdio: "ignore" });
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}, 300_000);

afterAll(async () => {
  await vite?.close();
});

async function documentOf(path: string): Promise<Document> {
  const response = await createRequestHandler(build, "production")(new Request(`http://localhost:3000${path}`));
  expect(response.status).toBe(200);
  const window = new Window();
  return new window.DOMParser().parseFromString(await response.text(), "text/html") as unknown as Document;
}

const attributes = (element: Element | undefined, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, element?.getAttribute(name) ?? null]));

/** Where an element stands among the head's children. */
const place = (document: Document, element: Element | null | undefined) =>
  element ? Array.from(document.head.children).indexOf(element) : Number.NaN;

describe.each([
  { page: "home", path: "/", phoneMedia: "(max-aspect-ratio: 1/1)" },
  { page: "a listing", path: "/naledi", phoneMedia: null },
  { page: "a product", path: "/naledi/orion-dress", phoneMedia: null },
])("$page ($path)", ({ path, phoneMedia }) => {
  it("preloads its first picture, with high priority, before the stylesheet, the font and any script", async () => {
    const document = await documentOf(path);
    const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) {
      expect(preload.getAttribute("fetchpriority")).toBe("high");
      expect(preload.getAttribute("type")).toBe("image/avif");
    }
    const first = place(document, preloads[0]);
    expect(first).toBeLessThan(place(document, document.head.querySelector('link[rel="stylesheet"]')));
    expect(first).toBeLessThan(place(document, document.head.querySelector('link[rel="preload"][as="font"]')));
    for (const script of document.querySelectorAll("script")) {
      // A script in the body comes after the whole head.
      if (script.parentElement === document.head) expect(first).toBeLessThan(place(document, script));
    }
  });

  it("preloads exactly the AVIF sources its first picture offers a phone", async () => {
    const document = await documentOf(path);
    const eager = document.querySelectorAll('img[fetchpriority="high"]');
    expect(eager).toHaveLength(1);
    expect(eager[0]!.getAttribute("loading")).toBe("eager");
    const sources = Array.from(eager[0]!.parentElement!.querySelectorAll("source"));
    const phone = sources.find((source) => source.getAttribute("media") === phoneMedia);
    expect(phone?.getAttribute("type")).toBe("image/avif");
    const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    const phonePreload = preloads.find((preload) => preload.getAttribute("media") === phoneMedia);
    expect(attributes(phonePreload, ["imagesrcset", "imagesizes", "type"])).toEqual({
      imagesrcset: phone!.getAttribute("srcset"),
      imagesizes: phone!.getAttribute("sizes"),
      type: "image/avif",
    });
    // One preload for each AVIF source, under the media that selects it, and no other.
    const avif = sources.filter((source) => source.getAttribute("type") === "image/avif");
    expect(preloads.map((preload) => preload.getAttribute("imagesrcset"))).toEqual(
      avif.map((source) => source.getAttribute("srcset")),
    );
  });

  it("loads its other pictures lazily, none of them with high priority", async () => {
    const document = await documentOf(path);
    const others = Array.from(document.querySelectorAll("img")).filter(
      (img) => img.getAttribute("fetchpriority") !== "high",
    );
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) expect(img.getAttribute("loading"), img.getAttribute("src") ?? "").toBe("lazy");
  });
});

it("a product's other slides and its thumbnails are asked for at low priority, after the first", async () => {
  const document = await documentOf("/naledi/orion-dress");
  const images = Array.from(document.querySelectorAll("img"));
  expect(images.length).toBeGreaterThan(2);
  expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", ...images.slice(1).map(() => "low")]);
});

it("a wide screen's preload of the home hero is the landscape picture, never both on one screen", async () => {
  const document = await documentOf("/");
  const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
  expect(preloads.map((preload) => preload.getAttribute("media"))).toEqual([
    "(max-aspect-ratio: 1/1)",
    "not all and (max-aspect-ratio: 1/1)",
  ]);
  expect(preloads[1]!.getAttribute("imagesrcset")).toMatch(/^\/img\/heroes\/home\.\d+\.avif \d+w/);
});
