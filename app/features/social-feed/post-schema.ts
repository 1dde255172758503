// The checks of the feed's posts (the server's of Instagram's answer, the browser's of the shop's),
// apart from post.ts so the feed's island loads them only with the feed.
import * as z from "zod/mini";

export const feedStoreSchema = z.enum(["babies", "lifestyle"]);

const https = z.url({ protocol: /^https$/, error: "must be an https address" });

/** One post of the feed, as Instagram gives it and as the shop passes it on. */
export const feedPostSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  media_type: z.enum(["IMAGE", "VIDEO", "CAROUSEL_ALBUM"]),
  media_url: z.optional(https),
  thumbnail_url: z.optional(https),
  permalink: https,
  caption: z.optional(z.string().check(z.maxLength(2200))),
  is_shared_to_feed: z.optional(z.boolean()),
  username: z.optional(z.string().check(z.maxLength(64))),
  timestamp: z.optional(z.string().check(z.maxLength(40))),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

/** What /api/instagram/<store> answers. */
export const feedAnswerSchema = z.object({ data: z.array(feedPostSchema) });
