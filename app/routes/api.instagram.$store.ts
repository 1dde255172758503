import { feedStoreSchema } from "~/features/social-feed/post-schema";
import { instagramFeeds } from "~/server/adapters/instagram.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/api.instagram.$store";

/** GET /api/instagram/babies|lifestyle: the store's checked, cached posts; never its token. */
export async function loader({ params }: Route.LoaderArgs) {
  const store = feedStoreSchema.safeParse(params.store);
  if (!store.success) return Response.json({ error: "There is no such feed." }, { status: 404 });
  const { env } = await getServices();
  const feed = await instagramFeeds(env).get(store.data);
  if (!feed.ok) {
    return Response.json(
      { error: "The Instagram feed is unavailable." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json({ data: feed.posts }, { headers: { "Cache-Control": "public, max-age=300" } });
}
