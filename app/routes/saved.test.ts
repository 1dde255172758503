import { beforeAll, expect, it, vi } from "vitest";
import { forgetUnreturnedSaves } from "~/server/saved/saved.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action, loader } from "./saved";

// The heart's form through its route: a connection saves at a pace a shopper does, and a device
// that never brings its cookie back leaves no row for good.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";
const save = (
  product: number,
  clientAddress: string,
  cookie = "",
  { referer, fields = {} }: { referer?: string; fields?: Record<string, string> } = {},
) => ({
  params: {},
  context: { clientAddress },
  request: new Request(`${SHOP}/saved`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie && { Cookie: cookie }),
      ...(referer && { Referer: referer }),
    },
    body: new URLSearchParams({ intent: "save", product: String(product), ...fields }).toString(),
  }),
});
const open = (address: string, cookie = "") => ({
  params: {},
  context: {},
  request: new Request(new URL(address, SHOP), { headers: cookie ? { Cookie: cookie } : {} }),
});
/** Where an answer leads: a redirect's Location (returned or thrown), or null for a page. */
async function leadsTo(answering: () => Promise<unknown>) {
  const answer = await answering().catch((thrown: unknown) => thrown);
  return answer instanceof Response && answer.status === 303 ? answer.headers.get("Location") : null;
}
const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
const cookieOf = (answer: unknown) => (answer as Response).headers.get("Set-Cookie")!.split(";")[0]!;

describeOnBothDatabases("saved pieces' route on %s", (suite) => {
  const services = suite.services({ demo: true });
  beforeAll(() => {
    state.services = services;
  });
  const deviceRows = async () =>
    Number(
      (
        await services.db.query<{ n: string | number }>(
          "select count(*) as n from saved_pieces where device_hash is not null",
        )
      )[0]!.n,
    );
  /** Every row saved so far was saved two hours ago. */
  const twoHoursLater = () => services.db.query("update saved_pieces set saved_at = saved_at - interval '2 hours'");

  it("refuses a connection past 40 saves in 15 minutes, in words, and stores nothing for it", async () => {
    const flood = "203.0.113.90";
    const answers = [];
    for (let i = 0; i < 45; i++) answers.push(await action(save(37, flood) as Parameters<typeof action>[0]));
    expect(answers.slice(0, 40).map(status)).toEqual(Array(40).fill(303));
    expect(answers.slice(40).map(status)).toEqual(Array(5).fill(429));
    expect((answers[44] as { data: { error: string } }).data.error).toMatch(
      /^Too many pieces were saved from your connection\. Please try again in \d+ minutes\.$/,
    );
    // Another connection saves as ever.
    expect(status(await action(save(37, "203.0.113.91") as Parameters<typeof action>[0]))).toBe(303);
  });

  it("keeps a device's pieces only once its cookie comes back: a cookie-less save is forgotten", async () => {
    await services.db.query("delete from saved_pieces");
    const once = await action(save(38, "198.51.100.70") as Parameters<typeof action>[0]);
    const kept = await action(save(39, "198.51.100.71") as Parameters<typeof action>[0]);
    // Her browser follows the answer to her list, bringing the cookie back.
    const page = {
      params: {},
      context: {},
      request: new Request(`${SHOP}/saved`, { headers: { Cookie: cookieOf(kept) } }),
    };
    await loader(page as Parameters<typeof loader>[0]);
    // A save with a cookie that came back is kept as well.
    await action(save(40, "198.51.100.71", cookieOf(kept)) as Parameters<typeof action>[0]);
    expect(status(once)).toBe(303);
    expect(await deviceRows()).toBe(3);
    // Within the hour nothing goes: a browser may be slow to come back.
    expect(await forgetUnreturnedSaves(services.db)).toBe(0);
    await twoHoursLater();
    expect(await forgetUnreturnedSaves(services.db)).toBe(1);
    expect(await deviceRows()).toBe(2);
    const listed = (await loader(page as Parameters<typeof loader>[0])) as unknown as {
      data: { pieces: { productId: number }[] };
    };
    expect(listed.data.pieces.map((p) => p.productId).sort()).toEqual([39, 40]);
  });

  it("without a script, a save goes back to the page it was sent from through her list, which keeps it", async () => {
    await services.db.query("delete from saved_pieces");
    const sent = await action(
      save(41, "198.51.100.80", "", { referer: `${SHOP}/hazelbee/shop?size=M` }) as Parameters<typeof action>[0],
    );
    const hop = (sent as Response).headers.get("Location")!;
    expect(hop).toBe("/saved?done=saved&back=%2Fhazelbee%2Fshop%3Fsize%3DM&piece=41");
    // Her browser brings the cookie to her list, which sends her on to the page, at the piece's heart.
    expect(await leadsTo(() => loader(open(hop, cookieOf(sent)) as Parameters<typeof loader>[0]))).toBe(
      "/hazelbee/shop?size=M#saved-41",
    );
    await twoHoursLater();
    expect(await forgetUnreturnedSaves(services.db)).toBe(0);
    expect(await deviceRows()).toBe(1);
  });

  it("with the script, a save in place is answered by her list, whatever page sent it", async () => {
    const sent = await action(
      save(42, "198.51.100.81", "", { referer: `${SHOP}/hazelbee/shop`, fields: { "in-place": "1" } }) as Parameters<
        typeof action
      >[0],
    );
    expect((sent as Response).headers.get("Location")).toBe("/saved?done=saved");
  });

  it("never leads off the shop: another site's Referer, or a `back` that is not a path of this shop", async () => {
    for (const referer of ["https://evil.test/hazelbee/shop", "http://shop.test.evil.test/x", `${SHOP}//evil.test/x`]) {
      const sent = await action(save(43, "198.51.100.82", "", { referer }) as Parameters<typeof action>[0]);
      expect((sent as Response).headers.get("Location"), referer).toBe("/saved?done=saved");
    }
    for (const back of [
      "//evil.test",
      "https://evil.test/",
      "/\\evil.test",
      "/.//evil.test",
      "https:evil.test",
      "javascript:alert(1)",
      "evil.test",
    ]) {
      const address = `/saved?done=saved&${new URLSearchParams({ back, piece: "43" })}`;
      expect(await leadsTo(() => loader(open(address) as Parameters<typeof loader>[0])), back).toBeNull();
    }
    // A path of this shop is followed; a piece that is not a number is not.
    expect(await leadsTo(() => loader(open("/saved?back=%2Fhazelbee&piece=43") as Parameters<typeof loader>[0]))).toBe(
      "/hazelbee#saved-43",
    );
    expect(
      await leadsTo(() => loader(open("/saved?back=%2Fhazelbee&piece=x") as Parameters<typeof loader>[0])),
    ).toBeNull();
  });
});
