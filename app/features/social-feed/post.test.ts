import { describe, expect, it } from "vitest";
import { postAlt, postImage } from "./post";
import { feedPostSchema, type FeedPost } from "./post-schema";

const post = (over: Partial<FeedPost> = {}): FeedPost => ({
  id: "1",
  media_type: "IMAGE",
  media_url: "https://scontent.cdninstagram.com/a.jpg",
  thumbnail_url: "https://scontent.cdninstagram.com/a-thumb.jpg",
  permalink: "https://www.instagram.com/p/abc/",
  caption: "New in",
  username: "hazel",
  ...over,
});

describe("a feed post", () => {
  it("is shown by its thumbnail when it is a video, by its media otherwise", () => {
    expect(postImage(post({ media_type: "VIDEO" }))).toBe("https://scontent.cdninstagram.com/a-thumb.jpg");
    expect(postImage(post({ media_type: "CAROUSEL_ALBUM" }))).toBe("https://scontent.cdninstagram.com/a.jpg");
    expect(postImage(post())).toBe("https://scontent.cdninstagram.com/a.jpg");
  });

  it("is described by its caption, shortened, or by its author", () => {
    expect(postAlt(post())).toBe("Instagram post: New in");
    expect(postAlt(post({ media_type: "VIDEO", caption: "a\n\nb" }))).toBe("Instagram video: a b");
    expect(postAlt(post({ caption: "x".repeat(300) }))).toHaveLength(16 + 118);
    expect(postAlt(post({ caption: undefined }))).toBe("Instagram post by @hazel");
  });

  it("only links to https addresses", () => {
    expect(feedPostSchema.safeParse(post({ permalink: "javascript:alert(1)" })).success).toBe(false);
    expect(feedPostSchema.safeParse(post({ media_url: "http://x.example/a.jpg" })).success).toBe(false);
    expect(feedPostSchema.safeParse(post({ media_type: "REEL" as "IMAGE" })).success).toBe(false);
    expect(feedPostSchema.safeParse(post()).success).toBe(true);
  });
});
