// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FEED_FAILURE, SocialFeed } from "./social-feed";

const fetchMock = vi.fn<typeof fetch>();
const posts = [
  {
    id: "1",
    media_type: "IMAGE",
    media_url: "https://scontent.cdninstagram.com/1.jpg",
    permalink: "https://www.instagram.com/p/1/",
    caption: "Tulle",
  },
  {
    id: "2",
    media_type: "VIDEO",
    media_url: "https://scontent.cdninstagram.com/2.mp4",
    thumbnail_url: "https://scontent.cdninstagram.com/2.jpg",
    permalink: "https://www.instagram.com/p/2/",
    caption: "Twirl",
  },
  {
    id: "3",
    media_type: "CAROUSEL_ALBUM",
    media_url: "https://scontent.cdninstagram.com/3.jpg",
    permalink: "https://www.instagram.com/p/3/",
    caption: "Fitting",
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SocialFeed", () => {
  it("fetches the store's posts from the shop and links each to Instagram by its picture", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: posts }));
    render(<SocialFeed store="babies" />);
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/instagram/babies"));
    const links = await screen.findAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(posts.map((p) => p.permalink));
    expect(screen.getByRole("img", { name: "Instagram video: Twirl" }).getAttribute("src")).toBe(
      "https://scontent.cdninstagram.com/2.jpg",
    );
    expect(screen.getByRole("img", { name: "Instagram post: Fitting" }).getAttribute("src")).toBe(
      "https://scontent.cdninstagram.com/3.jpg",
    );
  });

  it("shows the failure text and logs when the feed cannot be had", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: "The Instagram feed is unavailable." }, { status: 503 }));
    render(<SocialFeed store="lifestyle" />);
    expect(await screen.findByText(FEED_FAILURE)).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it("refuses an answer of the wrong shape", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: [{ id: "x", permalink: "javascript:alert(1)" }] }));
    render(<SocialFeed store="lifestyle" />);
    expect(await screen.findByText(FEED_FAILURE)).toBeTruthy();
  });

  it("says it is loading in a status a screen reader announces, not in a label without a role", () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const { container } = render(<SocialFeed store="babies" />);
    expect(screen.getByRole("status").textContent).toBe("Loading the Instagram feed…");
    expect(container.querySelector("[aria-label]")).toBeNull();
  });

  it("cancels the request when the visitor leaves the page", async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const { unmount } = render(<SocialFeed store="babies" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(console.error).not.toHaveBeenCalled());
  });
});
