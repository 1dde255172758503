import type http from "node:http";
import { listen, type Fake } from "./index";

/** The tokens the shop is configured with while it talks to this fake; they must never reach a browser. */
export const INSTAGRAM_FAKE_TOKENS = {
  babies: "IGfake-babies-token-5f1d3a",
  lifestyle: "IGfake-lifestyle-token-9c2e7b",
} as const;

export const INSTAGRAM_FAKE_FIELDS =
  "id,is_shared_to_feed,media_type,caption,media_url,permalink,thumbnail_url,username,timestamp";

/** Where the fake's pictures point; e2e tests answer these addresses themselves. */
const FAKE_MEDIA_ORIGIN = "https://scontent.cdninstagram.com";

type Store = keyof typeof INSTAGRAM_FAKE_TOKENS;
const kinds = ["IMAGE", "VIDEO", "CAROUSEL_ALBUM"] as const;

interface InstagramCall {
  at: number;
  store: Store | "unknown";
  query: Record<string, string>;
}

export interface InstagramFake extends Fake {
  url: string;
  calls: InstagramCall[];
  /** The next `count` requests answer 500 with Instagram's error body. */
  failNext(count: number): void;
  reset(): void;
}

/** The posts of a store: images, videos (with a thumbnail) and carousel albums in turn. */
export function fakePosts(store: Store, count = 12) {
  const label = store === "babies" ? "HazelBabies" : "HazelLifestyle";
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const media_type = kinds[i % 3] ?? "IMAGE";
    return {
      id: `${store}-${n}`,
      is_shared_to_feed: true,
      media_type,
      caption: `${label} post ${n}`,
      media_url: `${FAKE_MEDIA_ORIGIN}/fake/${store}-${n}.${media_type === "VIDEO" ? "mp4" : "jpg"}`,
      ...(media_type === "VIDEO" ? { thumbnail_url: `${FAKE_MEDIA_ORIGIN}/fake/${store}-${n}-thumb.jpg` } : {}),
      permalink: `https://www.instagram.com/p/${store}-${n}/`,
      username: `hazel${store}`,
      timestamp: new Date(Date.UTC(2025, 0, 31 - i)).toISOString().replace(".000Z", "+0000"),
    };
  });
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

const oauthError = (message: string, code: number) => ({ error: { message, type: "OAuthException", code } });

/**
 * Instagram's me/media endpoint on loopback: it answers each store's token with its posts, up to
 * the limit, and a paging link that holds the token as the real one does. Control: POST
 * /__control {"failNext": n}, GET /__calls, POST /__reset.
 */
export async function startInstagramFake(): Promise<InstagramFake> {
  const calls: InstagramCall[] = [];
  let failures = 0;
  const server = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/__calls") return json(res, 200, { calls });
    if (req.method === "POST" && url.pathname === "/__reset") {
      fake.reset();
      return json(res, 200, {});
    }
    if (req.method === "POST" && url.pathname === "/__control") {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { failNext?: number };
        fake.failNext(body.failNext ?? 0);
        json(res, 200, {});
      });
      return;
    }
    if (req.method !== "GET" || url.pathname !== "/me/media") return json(res, 404, oauthError("Unknown path", 2500));

    const query = Object.fromEntries(url.searchParams);
    const token = url.searchParams.get("access_token");
    const store = (Object.keys(INSTAGRAM_FAKE_TOKENS) as Store[]).find((s) => INSTAGRAM_FAKE_TOKENS[s] === token);
    calls.push({ at: Date.now(), store: store ?? "unknown", query });
    if (failures > 0) {
      failures -= 1;
      return json(res, 500, oauthError("An unexpected error has occurred. Please retry your request later.", 2));
    }
    if (!store) return json(res, 400, oauthError("Invalid OAuth access token - Cannot parse access token", 190));
    if (url.searchParams.get("fields") !== INSTAGRAM_FAKE_FIELDS)
      return json(res, 400, oauthError("Unexpected fields", 100));
    const limit = Number(url.searchParams.get("limit") ?? 25);
    const data = fakePosts(store).slice(0, limit);
    json(res, 200, {
      data,
      paging: {
        cursors: { before: "QVFIUmx", after: "QVFIUmy" },
        next: `${fake.url}/me/media?access_token=${token}&fields=${INSTAGRAM_FAKE_FIELDS}&limit=${limit}&after=QVFIUmy`,
      },
    });
  });
  const fake: InstagramFake = {
    url: server.url,
    calls,
    env: {
      INSTAGRAM_API_URL: server.url,
      INSTAGRAM_BABIES_TOKEN: INSTAGRAM_FAKE_TOKENS.babies,
      INSTAGRAM_LIFESTYLE_TOKEN: INSTAGRAM_FAKE_TOKENS.lifestyle,
    },
    failNext(count) {
      failures = count;
    },
    reset() {
      calls.length = 0;
      failures = 0;
    },
    close: server.close,
  };
  return fake;
}
