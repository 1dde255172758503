import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakePosts,
  INSTAGRAM_FAKE_FIELDS,
  INSTAGRAM_FAKE_TOKENS,
  startInstagramFake,
  type InstagramFake,
} from "../../../test-fakes/instagram";
import { createInstagramFeeds, FEED_CACHE_MS, FEED_RETRY_MS, FEED_STALE_MS } from "./instagram.server";

let fake: InstagramFake;
let clock = 0;
const log = { warn: vi.fn(), error: vi.fn() };
const feeds = (over: Partial<Parameters<typeof createInstagramFeeds>[0]> = {}) =>
  createInstagramFeeds({ apiUrl: fake.url, tokens: INSTAGRAM_FAKE_TOKENS, now: () => clock, log, ...over });

beforeAll(async () => {
  fake = await startInstagramFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = 1_000_000;
  log.warn.mockReset();
  log.error.mockReset();
});

describe("the Instagram adapter", () => {
  it("asks me/media for each store's fields and limit with that store's token", async () => {
    const f = feeds();
    const babies = await f.get("babies");
    const lifestyle = await f.get("lifestyle");
    expect(babies).toEqual({ ok: true, posts: fakePosts("babies").slice(0, 11) });
    expect(lifestyle.ok && lifestyle.posts.map((p) => p.id)).toEqual(fakePosts("lifestyle", 9).map((p) => p.id));
    expect(fake.calls.map((c) => c.query)).toEqual([
      { fields: INSTAGRAM_FAKE_FIELDS, limit: "11", access_token: INSTAGRAM_FAKE_TOKENS.babies },
      { fields: INSTAGRAM_FAKE_FIELDS, limit: "9", access_token: INSTAGRAM_FAKE_TOKENS.lifestyle },
    ]);
  });

  it("passes on only the posts, never the token (Instagram's paging link holds it)", async () => {
    const result = await feeds().get("babies");
    const sent = JSON.stringify(result);
    expect(sent).not.toContain(INSTAGRAM_FAKE_TOKENS.babies);
    expect(sent).not.toContain("paging");
  });

  it("caches a store's posts for 15 minutes, and asks once for simultaneous visitors", async () => {
    const f = feeds();
    await Promise.all([f.get("babies"), f.get("babies"), f.get("babies")]);
    expect(fake.calls).toHaveLength(1);
    clock += FEED_CACHE_MS - 1;
    await f.get("babies");
    expect(fake.calls).toHaveLength(1);
    clock += 1;
    await f.get("babies");
    expect(fake.calls).toHaveLength(2);
  });

  it("fails without a token, and logs why", async () => {
    const result = await feeds({ tokens: { babies: INSTAGRAM_FAKE_TOKENS.babies } }).get("lifestyle");
    expect(result).toEqual({ ok: false, reason: "no token is set for the lifestyle feed" });
    expect(fake.calls).toHaveLength(0);
    expect(log.error).toHaveBeenCalledWith("Instagram feed (lifestyle) failed: no token is set for the lifestyle feed");
  });

  it("fails on Instagram's error answer and logs it without the token", async () => {
    const result = await feeds({ tokens: { babies: "IGexpired" } }).get("babies");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/\/me\/media\?limit=11 answered 400: .*Invalid OAuth access token/);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("IGexpired");
  });

  it("fails on an answer of the wrong shape, and leaves out posts it cannot show", async () => {
    const answers = [
      { paging: {} },
      {
        data: [
          ...fakePosts("babies", 2),
          { id: "no-picture", media_type: "VIDEO", permalink: "https://www.instagram.com/p/x/" },
          {
            id: "bad-link",
            media_type: "IMAGE",
            media_url: "https://scontent.cdninstagram.com/x.jpg",
            permalink: "javascript:alert(1)",
          },
        ],
      },
    ];
    const fetch = vi.fn(async () => Response.json(answers.shift()));
    const f = feeds({ fetch });
    const wrong = await f.get("babies");
    expect(!wrong.ok && wrong.reason).toMatch(/unexpected shape/);
    clock += FEED_RETRY_MS;
    const kept = await f.get("babies");
    expect(kept.ok && kept.posts.map((p) => p.id)).toEqual(["babies-1", "babies-2"]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("after a failure, waits a minute before asking again", async () => {
    const f = feeds();
    fake.failNext(5);
    expect((await f.get("babies")).ok).toBe(false);
    expect((await f.get("babies")).ok).toBe(false);
    expect(fake.calls).toHaveLength(1);
    clock += FEED_RETRY_MS;
    fake.failNext(0);
    expect((await f.get("babies")).ok).toBe(true);
    expect(fake.calls).toHaveLength(2);
  });

  it("keeps showing the last posts for a day while Instagram is down", async () => {
    const f = feeds();
    await f.get("lifestyle");
    fake.failNext(10);
    clock += FEED_CACHE_MS;
    expect((await f.get("lifestyle")).ok).toBe(true);
    expect(log.error).toHaveBeenCalledTimes(1);
    clock += FEED_STALE_MS;
    expect((await f.get("lifestyle")).ok).toBe(false);
  });
});
