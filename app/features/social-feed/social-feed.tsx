import { useEffect, useState } from "react";
import { FEED_LIMITS, postAlt, postImage, type FeedStore } from "./post";
import type { FeedPost } from "./post-schema";
import { island } from "~/lib/islands/island";

export const FEED_FAILURE =
  "Can't access instagram feed! Check your internet connection, reload page or try again later.";

type FeedState = { status: "loading" } | { status: "ready"; posts: FeedPost[] } | { status: "failed" };

const tile = "basis-[calc(50%-0.375rem)] sm:basis-[calc(33.333%-0.667rem)]";
/** Four across on wide screens when the last row then stays nearly full (11 posts: 4, 4, 3); else three. */
const fourAcross = (count: number) => count % 4 === 0 || count % 4 === 3;

/**
 * A showcase store's Instagram feed. Pages are pre-rendered, so the browser fetches the posts
 * after hydration from the shop's own API (never Instagram, never with a token) and cancels the
 * request when the visitor leaves the page.
 */
export function SocialFeed({ store }: { store: FeedStore }) {
  const [state, setState] = useState<FeedState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    import("./feed-client")
      .then(({ fetchFeed }) => fetchFeed(store, controller.signal))
      .then(
        (posts) => setState({ status: "ready", posts }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error("Instagram feed:", error);
          setState({ status: "failed" });
        },
      );
    return () => controller.abort();
  }, [store]);

  if (state.status === "failed") {
    return (
      <p role="alert" className="mx-auto max-w-xl border border-line bg-linen px-6 py-8 text-center text-ink-soft">
        {FEED_FAILURE}
      </p>
    );
  }
  if (state.status === "loading") {
    return (
      <div aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-wrap justify-center gap-3 sm:gap-4">
        <p role="status" className="sr-only">
          Loading the Instagram feed…
        </p>
        {Array.from({ length: Math.min(FEED_LIMITS[store], 6) }, (_, i) => (
          <div key={i} className={`${tile} aspect-square animate-pulse bg-linen`} />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-label="Instagram posts"
      className={`mx-auto flex w-full flex-wrap justify-center gap-3 sm:gap-4 ${fourAcross(state.posts.length) ? "max-w-6xl" : "max-w-5xl"}`}
    >
      {state.posts.map((post) => (
        <li key={post.id} className={`${tile} ${fourAcross(state.posts.length) ? "lg:basis-[calc(25%-0.75rem)]" : ""}`}>
          <FeedTile post={post} />
        </li>
      ))}
    </ul>
  );
}

function FeedTile({ post }: { post: FeedPost }) {
  const badge = post.media_type === "VIDEO" ? "Video" : post.media_type === "CAROUSEL_ALBUM" ? "Album" : undefined;
  return (
    <a
      href={post.permalink}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative block aspect-square overflow-hidden bg-linen"
    >
      <img
        src={postImage(post)}
        alt={postAlt(post)}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-full object-cover transition duration-500 ease-out group-hover:scale-105 group-hover:opacity-90"
      />
      {badge && (
        <span className="label-caps absolute right-2 top-2 bg-ivory/90 px-2 py-1 text-[0.625rem] text-ink">
          {badge}
        </span>
      )}
      <span className="sr-only"> (opens Instagram in a new tab)</span>
    </a>
  );
}

export const SocialFeedIsland = island("social-feed", SocialFeed);
