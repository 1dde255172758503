import type { FeedPost } from "./post-schema";

/** The two showcase stores with a feed, and how many posts each shows. */
export const FEED_LIMITS = { babies: 11, lifestyle: 9 } as const;
export type FeedStore = keyof typeof FEED_LIMITS;

/** The me/media fields the feed asks for. */
export const FEED_FIELDS = [
  "id",
  "is_shared_to_feed",
  "media_type",
  "caption",
  "media_url",
  "permalink",
  "thumbnail_url",
  "username",
  "timestamp",
] as const;

/** The picture a post is shown by: a video's thumbnail, an image's or album's own media. */
export function postImage(post: FeedPost): string | undefined {
  return post.media_type === "VIDEO" ? (post.thumbnail_url ?? undefined) : post.media_url;
}

/** Words that describe a post to someone who cannot see it. */
export function postAlt(post: FeedPost): string {
  const kind = post.media_type === "VIDEO" ? "Instagram video" : "Instagram post";
  const caption = post.caption?.replace(/\s+/g, " ").trim();
  if (!caption) return post.username ? `${kind} by @${post.username}` : kind;
  return `${kind}: ${caption.length > 120 ? `${caption.slice(0, 117).trimEnd()}…` : caption}`;
}
