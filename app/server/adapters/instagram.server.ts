import { z } from "zod";
import { FEED_FIELDS, FEED_LIMITS, postImage, type FeedStore } from "~/features/social-feed/post";
import { feedPostSchema, type FeedPost } from "~/features/social-feed/post-schema";
import type { Env } from "../base/env.server";

/** A store's posts are fetched at most once in this time. */
export const FEED_CACHE_MS = 15 * 60 * 1000;
/** After a failed refresh, older posts are still shown for up to a day. */
export const FEED_STALE_MS = 24 * 60 * 60 * 1000;
/** After a failure Instagram is left alone this long, so visitors do not spend its rate limit. */
export const FEED_RETRY_MS = 60 * 1000;
const TIMEOUT_MS = 10_000;

export type FeedResult = { ok: true; posts: FeedPost[] } | { ok: false; reason: string };

export interface InstagramOptions {
  apiUrl: string;
  tokens: Partial<Record<FeedStore, string>>;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Pick<Console, "warn" | "error">;
}

const answerSchema = z.object({ data: z.array(z.unknown()) });

/**
 * The Instagram adapter: the only module that calls Instagram. It asks me/media for a store's
 * posts with that store's token, checks the answer, keeps each post that can be shown, and caches
 * them for 15 minutes. The token stays here: only the checked posts leave.
 */
export function createInstagramFeeds({
  apiUrl,
  tokens,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = console,
}: InstagramOptions) {
  const cache = new Map<FeedStore, { at: number; posts: FeedPost[] }>();
  const pending = new Map<FeedStore, Promise<FeedResult>>();
  const failed = new Map<FeedStore, { at: number; result: FeedResult }>();

  async function load(store: FeedStore, token: string): Promise<FeedResult> {
    const url = new URL(`${apiUrl.replace(/\/+$/, "")}/me/media`);
    url.searchParams.set("fields", FEED_FIELDS.join(","));
    url.searchParams.set("limit", String(FEED_LIMITS[store]));
    const where = `${url.origin}${url.pathname}?limit=${FEED_LIMITS[store]}`;
    url.searchParams.set("access_token", token);
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok)
        return { ok: false, reason: `${where} answered ${response.status}: ${(await response.text()).slice(0, 300)}` };
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success)
        return { ok: false, reason: `${where} answered an unexpected shape: ${z.prettifyError(answer.error)}` };
      const posts: FeedPost[] = [];
      for (const item of answer.data.data) {
        const post = feedPostSchema.safeParse(item);
        if (post.success && postImage(post.data)) posts.push(post.data);
        else
          log.warn(
            `Instagram (${store}): left out a post that cannot be shown`,
            post.success ? post.data.id : z.prettifyError(post.error),
          );
      }
      return { ok: true, posts };
    } catch (error) {
      return {
        ok: false,
        reason: `${where} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  async function refresh(store: FeedStore): Promise<FeedResult> {
    const token = tokens[store];
    const result: FeedResult = token
      ? await load(store, token)
      : { ok: false, reason: `no token is set for the ${store} feed` };
    if (result.ok) {
      cache.set(store, { at: now(), posts: result.posts });
      failed.delete(store);
      return result;
    }
    log.error(`Instagram feed (${store}) failed: ${result.reason}`);
    const fallback = staleOr(store, result);
    failed.set(store, { at: now(), result: fallback });
    return fallback;
  }

  function staleOr(store: FeedStore, result: FeedResult): FeedResult {
    const cached = cache.get(store);
    return cached && now() - cached.at < FEED_STALE_MS ? { ok: true, posts: cached.posts } : result;
  }

  return {
    /** A store's posts, from the cache when they are less than 15 minutes old. */
    get(store: FeedStore): Promise<FeedResult> {
      const cached = cache.get(store);
      if (cached && now() - cached.at < FEED_CACHE_MS) return Promise.resolve({ ok: true, posts: cached.posts });
      const failure = failed.get(store);
      if (failure && now() - failure.at < FEED_RETRY_MS) return Promise.resolve(failure.result);
      let request = pending.get(store);
      if (!request) {
        request = refresh(store).finally(() => pending.delete(store));
        pending.set(store, request);
      }
      return request;
    },
  };
}

let feeds: ReturnType<typeof createInstagramFeeds> | undefined;

/** The process's feeds, made once from the configuration. */
export function instagramFeeds(env: Env) {
  feeds ??= createInstagramFeeds({
    apiUrl: env.INSTAGRAM_API_URL,
    tokens: { babies: env.INSTAGRAM_BABIES_TOKEN, lifestyle: env.INSTAGRAM_LIFESTYLE_TOKEN },
  });
  return feeds;
}
