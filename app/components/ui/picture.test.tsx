// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageRef } from "~/lib/images/image-ref";
import { Picture } from "./picture";

const image: ImageRef = {
  key: "products/zoya-dress/1",
  width: 1200,
  height: 1500,
  widths: [320, 640, 960],
  blur: "data:image/webp;base64,UklGRg==",
};

afterEach(cleanup);

describe("Picture", () => {
  it("offers AVIF then WebP at every width, with the sizes given", () => {
    const { container } = render(<Picture image={image} alt="Zoya Dress" sizes="(min-width: 1024px) 33vw, 100vw" />);
    const sources = container.querySelectorAll("picture > source");
    expect(sources).toHaveLength(2);
    expect(sources[0]!.getAttribute("type")).toBe("image/avif");
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/img/products/zoya-dress/1.320.avif 320w, /img/products/zoya-dress/1.640.avif 640w, /img/products/zoya-dress/1.960.avif 960w",
    );
    expect(sources[1]!.getAttribute("type")).toBe("image/webp");
    expect(sources[1]!.getAttribute("srcset")).toContain("/img/products/zoya-dress/1.960.webp 960w");
    for (const s of sources) expect(s.getAttribute("sizes")).toBe("(min-width: 1024px) 33vw, 100vw");
  });

  it("falls back to a WebP img with its intrinsic size, lazy by default", () => {
    render(<Picture image={image} alt="Zoya Dress" sizes="100vw" />);
    const img = screen.getByRole("img", { name: "Zoya Dress" });
    expect(img.getAttribute("src")).toBe("/img/products/zoya-dress/1.640.webp");
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("1500");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
    expect(img.style.aspectRatio).toBe("1200 / 1500");
  });

  it("loads eagerly with high priority when asked", () => {
    render(<Picture image={image} alt="Hero" sizes="100vw" eager />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("preloads an eager picture's AVIF from the head, and no other picture", () => {
    // Another picture than the other tests' (React asks for each preload once per page).
    const hero = { ...image, key: "products/zoya-dress/2" };
    const preloadOf = () => document.head.querySelector('link[rel="preload"][imagesrcset*="zoya-dress/2."]');
    render(<Picture image={hero} alt="Lazy" sizes="100vw" />);
    expect(preloadOf()).toBeNull();
    render(<Picture image={hero} alt="Hero" sizes="(min-width: 1024px) 33vw, 100vw" eager />);
    const preload = preloadOf();
    expect(preload?.getAttribute("type")).toBe("image/avif");
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    expect(preload?.getAttribute("imagesrcset")).toBe(
      "/img/products/zoya-dress/2.320.avif 320w, /img/products/zoya-dress/2.640.avif 640w, /img/products/zoya-dress/2.960.avif 960w",
    );
    expect(preload?.getAttribute("imagesizes")).toBe("(min-width: 1024px) 33vw, 100vw");
  });

  it("asks for a picture seen later at low priority, lazily", () => {
    render(<Picture image={image} alt="Thumbnail" sizes="120px" low />);
    const img = screen.getByRole("img", { name: "Thumbnail" });
    expect(img.getAttribute("fetchpriority")).toBe("low");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("draws the blurred preview behind the image, which covers it once loaded", () => {
    render(<Picture image={image} alt="Zoya Dress" sizes="100vw" className="rounded" />);
    const img = screen.getByRole("img", { name: "Zoya Dress" });
    expect(img.style.backgroundImage).toContain(image.blur!);
    expect(img.style.backgroundSize).toBe("cover");
    expect(img.className).toContain("rounded");
  });

  it("has no preview background when the ref has none", () => {
    const { blur: _unused, ...plain } = image;
    render(<Picture image={plain} alt="Plain" sizes="100vw" />);
    expect(screen.getByRole("img", { name: "Plain" }).style.backgroundImage).toBe("");
  });

  it("offers an upright crop first on screens taller than wide", () => {
    const portrait: ImageRef = { key: "heroes/home-portrait", width: 648, height: 1080, widths: [480, 720] };
    const { container } = render(<Picture image={image} portrait={portrait} alt="" sizes="100vw" fill />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => [s.getAttribute("media"), s.getAttribute("type")])).toEqual([
      ["(max-aspect-ratio: 1/1)", "image/avif"],
      ["(max-aspect-ratio: 1/1)", "image/webp"],
      [null, "image/avif"],
      [null, "image/webp"],
    ]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/img/heroes/home-portrait.480.avif 480w, /img/heroes/home-portrait.720.avif 720w",
    );
    expect(sources[0]!.getAttribute("sizes")).toBe("100vw");
  });

  it("keeps a later picture and its preview in a noscript on the server, its place kept at its size", () => {
    const html = renderToString(<Picture image={image} alt="Back view" sizes="120px" later />);
    const holder = new DOMParser().parseFromString(html, "text/html").querySelector("[data-later-picture]");
    expect(holder).not.toBeNull();
    expect((holder as HTMLElement).style.aspectRatio).toBe("1200 / 1500");
    // Its preview is a picture too (a data address decoded): it waits with the picture.
    expect((holder as HTMLElement).style.backgroundImage).toBe("");
    // Nothing is asked for until the page's script or the island shows it; without JavaScript, the noscript's picture.
    expect(html.replace(/<noscript>.*<\/noscript>/, "")).not.toMatch(/<img|<source|data:image/);
    expect(html).toMatch(/<noscript><picture>.*srcSet="\/img\/products\/zoya-dress\/1\.320\.avif 320w/);
  });

  it("shows a later picture once mounted in the browser", async () => {
    render(<Picture image={image} alt="Back view" sizes="120px" later />);
    const img = await screen.findByRole("img", { name: "Back view" });
    expect(img.closest("[data-later-picture]")).not.toBeNull();
    expect(img.style.backgroundImage).toContain(image.blur!);
    expect(img.style.aspectRatio).toBe("1200 / 1500");
    expect(img.getAttribute("loading")).toBe("lazy");
  });
});
