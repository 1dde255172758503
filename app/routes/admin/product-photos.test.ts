import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServices } from "~/server/test-services.server";
import { photosOfProduct } from "~/server/photos/store/index.server";
import { pdf, photo } from "~/server/photos/test-photos.server";
import type { Services } from "~/server/services.server";
import { action, loader } from "./product-photos";
import { action as signInAction } from "./sign-in";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const PASSWORD = "owner-password-for-tests";
const SHOP = "http://shop.test";
const SCREEN = "/admin/products/1/photos";

type Args = { request: Request; params: Record<string, string>; context: { clientAddress: string } };
const args = (request: Request, id = "1") =>
  ({ request, params: { id }, context: { clientAddress: "203.0.113.9" } }) as Args as never;

/** What a loader or action answered, whether it returned or threw. */
async function run(fn: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), body: await result.text() };
  }
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  return { status: 200, location: null, body: result };
}

let cookie = "";
const headers = (extra: Record<string, string> = {}) => ({ Origin: SHOP, Cookie: cookie, ...extra });
const post = (fields: Record<string, string>, extra?: Record<string, string>) =>
  new Request(`${SHOP}${SCREEN}`, { method: "POST", headers: headers(extra), body: new URLSearchParams(fields) });
const upload = (files: { name: string; bytes: Buffer }[]) => {
  const body = new FormData();
  for (const f of files) body.append("photos", new Blob([new Uint8Array(f.bytes)], { type: "image/jpeg" }), f.name);
  return new Request(`${SHOP}${SCREEN}`, { method: "POST", headers: headers(), body });
};

describe("the photos screen", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD } };
    dispose = t.dispose;
    const signedIn = await signInAction(
      args(
        new Request(`${SHOP}/admin/sign-in`, {
          method: "POST",
          headers: { Origin: SHOP },
          body: new URLSearchParams({ password: PASSWORD }),
        }),
      ),
    );
    cookie = (signedIn as Response).headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(() => dispose());

  it("needs a session, another site's form is refused, and an unknown product is a 404", async () => {
    const signedOut = await run(() => loader(args(new Request(`${SHOP}${SCREEN}`))));
    expect(signedOut).toMatchObject({ status: 302, location: "/admin/sign-in?next=%2Fadmin%2Fproducts%2F1%2Fphotos" });
    const crossSite = await run(() =>
      action(args(post({ photo: "1", intent: "up" }, { Origin: "https://evil.test" }))),
    );
    expect(crossSite.status).toBe(403);
    for (const id of ["99999", "0", "abc", "1e3"]) {
      expect(
        (await run(() => loader(args(new Request(`${SHOP}/admin/products/${id}/photos`, { headers: headers() }), id))))
          .status,
      ).toBe(404);
    }
  });

  it("answers a refused file with the screen and its message, storing nothing", async () => {
    const answer = await run(() => action(args(upload([{ name: "receipt.jpg", bytes: pdf() }]))));
    expect(answer).toEqual({
      status: 400,
      location: null,
      body: {
        kind: "upload",
        added: [],
        problems: ["receipt.jpg is a PDF document, not a photo. Send a photo in JPEG, PNG, WebP or AVIF."],
      },
    });
    expect(await photosOfProduct(state.services!.db, 1)).toEqual([]);
  });

  it("uploads, then describes, moves, makes cover and removes, each back to the screen", async () => {
    const colours = [
      { r: 200, g: 10, b: 10 },
      { r: 10, g: 200, b: 10 },
    ];
    const files = await Promise.all(
      colours.map(async (colour, i) => ({ name: `${i}.jpg`, bytes: await photo("jpeg", { colour }) })),
    );
    const uploaded = await run(() => action(args(upload(files))));
    expect(uploaded.status).toBe(303);
    const [first, second] = new URL(uploaded.location!, SHOP).searchParams.getAll("added").map(Number) as [
      number,
      number,
    ];
    const screen = await run(() => loader(args(new Request(`${SHOP}${uploaded.location}`, { headers: headers() }))));
    expect(screen.body).toMatchObject({
      product: { id: 1, name: "Arcturus Blouse" },
      added: [first, second],
      photos: [
        { id: first, alt: "Arcturus Blouse, photo 1", status: "processing" },
        { id: second, alt: "Arcturus Blouse, photo 2", status: "processing" },
      ],
    });

    const blank = await run(() => action(args(post({ photo: String(second), intent: "alt", alt: "   " }))));
    expect(blank).toMatchObject({ status: 400, body: { kind: "photo", altOf: second, value: "   " } });
    const described = await run(() => action(args(post({ photo: String(second), intent: "alt", alt: "The back" }))));
    expect(described).toMatchObject({ status: 303, location: `${SCREEN}?done=alt#photo-${second}` });
    const cover = await run(() => action(args(post({ photo: String(second), intent: "cover" }))));
    expect(cover).toMatchObject({ status: 303, location: `${SCREEN}?done=cover#photo-${second}` });
    const already = await run(() => action(args(post({ photo: String(second), intent: "up" }))));
    expect(already.location).toBe(`${SCREEN}?done=unchanged#photo-${second}`);
    expect((await photosOfProduct(state.services!.db, 1)).map((p) => [p.id, p.alt])).toEqual([
      [second, "The back"],
      [first, "Arcturus Blouse, photo 1"],
    ]);

    const removed = await run(() => action(args(post({ photo: String(first), intent: "remove" }))));
    expect(removed).toMatchObject({ status: 303, location: `${SCREEN}?done=removed` });
    const gone = await run(() => action(args(post({ photo: String(first), intent: "remove" }))));
    expect(gone).toMatchObject({
      status: 404,
      body: { kind: "photo", message: expect.stringContaining("another tab") },
    });
    const garbled = await run(() => action(args(post({ photo: "x", intent: "explode" }))));
    expect(garbled).toMatchObject({
      status: 400,
      body: { kind: "photo", message: expect.stringContaining("not understood") },
    });
  });
});
