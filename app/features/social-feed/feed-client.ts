import type { FeedStore } from "./post";
import { feedAnswerSchema, type FeedPost } from "./post-schema";

/** Fetches a showcase store's posts from the shop's own API and checks the answer. */
export async function fetchFeed(
  store: FeedStore,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<FeedPost[]> {
  const response = await fetchImpl(`/api/instagram/${store}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The ${store} feed answered ${response.status}`);
  return feedAnswerSchema.parse(await response.json()).data;
}
