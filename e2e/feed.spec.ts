import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const FAILURE = "Can't access instagram feed! Check your internet connection, reload page or try again later.";
const TOKENS = [process.env.INSTAGRAM_BABIES_TOKEN, process.env.INSTAGRAM_LIFESTYLE_TOKEN];

/** Instagram's picture server, answered here with a plain square. */
async function answerInstagramPictures(page: Page) {
  await page.route("https://scontent.cdninstagram.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#b08d57"/></svg>',
    }),
  );
}

/** Every text the browser receives on the page, to look for the tokens in. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().startsWith("http://localhost")) return;
    bodies.push(
      `${response.url()}\n${JSON.stringify(await response.allHeaders())}\n${await response.text().catch(() => "")}`,
    );
  });
  return bodies;
}

for (const { path, store, label, count } of [
  { path: "/hazelbabies", store: "babies", label: "HazelBabies", count: 11 },
  { path: "/hazellifestyle", store: "lifestyle", label: "HazelLifestyle", count: 9 },
] as const) {
  test(`${path} shows the ${store} feed, each post linking to Instagram, and no token`, async ({ page, request }) => {
    expect(TOKENS.every(Boolean)).toBe(true);
    await answerInstagramPictures(page);
    const bodies = recordBodies(page);
    await page.goto(path);
    const posts = page.getByRole("list", { name: "Instagram posts" }).getByRole("link");
    await expect(posts).toHaveCount(count);
    await expect(posts.first()).toHaveAttribute("href", `https://www.instagram.com/p/${store}-1/`);
    await expect(posts.first()).toHaveAttribute("target", "_blank");
    // Images and albums by their media, videos by their thumbnail.
    const picture = (name: string) => page.getByRole("img", { name, exact: true });
    await expect(picture(`Instagram post: ${label} post 1`)).toHaveAttribute(
      "src",
      `https://scontent.cdninstagram.com/fake/${store}-1.jpg`,
    );
    await expect(picture(`Instagram video: ${label} post 2`)).toHaveAttribute(
      "src",
      `https://scontent.cdninstagram.com/fake/${store}-2-thumb.jpg`,
    );
    await expect(picture(`Instagram post: ${label} post 3`)).toHaveAttribute(
      "src",
      `https://scontent.cdninstagram.com/fake/${store}-3.jpg`,
    );
    await picture(`Instagram post: ${label} post 1`).scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture(`Instagram post: ${label} post 1`).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(FAILURE)).toHaveCount(0);

    const { calls } = (await (await request.get(`${process.env.INSTAGRAM_API_URL}/__calls`)).json()) as {
      calls: Array<{ store: string; query: Record<string, string> }>;
    };
    expect(calls.find((c) => c.store === store)?.query).toMatchObject({
      fields: "id,is_shared_to_feed,media_type,caption,media_url,permalink,thumbnail_url,username,timestamp",
      limit: String(count),
    });

    await page.waitForLoadState("networkidle");
    expect(bodies.length).toBeGreaterThan(3);
    for (const token of TOKENS) expect(bodies.filter((b) => b.includes(token!))).toEqual([]);
  });
}

test("a showcase page shows the failure text when the feed cannot be had, and logs it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route("**/api/instagram/lifestyle", (route) =>
    route.fulfill({ status: 503, json: { error: "The Instagram feed is unavailable." } }),
  );
  await page.goto("/hazellifestyle");
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.getByRole("list", { name: "Instagram posts" })).toHaveCount(0);
  expect(errors.some((e) => e.includes("Instagram feed"))).toBe(true);
});

test("the feed API answers an unknown store with 404 and never the token", async ({ request }) => {
  expect((await request.get("/api/instagram/nope")).status()).toBe(404);
  const answer = await request.get("/api/instagram/babies");
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  for (const token of TOKENS) expect(text).not.toContain(token!);
  expect(text).not.toContain("paging");
});
