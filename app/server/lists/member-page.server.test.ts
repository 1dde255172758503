import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { actOnMemberPage, loadMemberPage } from "./member-page.server";
import { confirmPage, unsubscribePage } from "./pages.server";
import { joinNews } from "./store.server";

const url = (key: string, page = "confirm") => `http://shop.test/lists/${page}?key=${key}`;
const post = (address: string, form: Record<string, string>) =>
  new Request(address, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
/** The answer's view and Cache-Control, or the status it was refused with. */
async function outcome(answer: ReturnType<typeof loadMemberPage>) {
  try {
    const r = await answer;
    return { view: r.data.view, cacheControl: new Headers(r.init?.headers).get("Cache-Control") };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status };
  }
}

describe("a list member's confirm and unsubscribe pages", () => {
  let t: TestDatabase;
  let key: string;
  beforeAll(async () => {
    t = await testDatabases.pglite();
    key = (await t.db.transaction((tx) => joinNews(tx, "ada@example.com", "Ada"))).member.key;
  });
  afterAll(() => t.dispose());

  it("shows the member her link's key opens, privately, and changes nothing", async () => {
    const shown = await outcome(loadMemberPage(t.db, new Request(url(key))));
    expect(shown).toEqual({
      view: { key, what: "Hazel's sales and news", list: "news", confirmed: false, unsubscribed: false },
      cacheControl: "private, no-store",
    });
    expect((await outcome(loadMemberPage(t.db, new Request(url(key))))).view?.confirmed).toBe(false);
  });

  it("answers 404 to a missing, malformed or unknown key, on both the page and its button", async () => {
    expect(await outcome(loadMemberPage(t.db, new Request("http://shop.test/lists/confirm")))).toEqual({ status: 404 });
    expect(await outcome(loadMemberPage(t.db, new Request(url("not-a-key"))))).toEqual({ status: 404 });
    expect(await outcome(loadMemberPage(t.db, new Request(url("0".repeat(32)))))).toEqual({ status: 404 });
    const unknown = post("http://shop.test/lists/confirm", { key: "0".repeat(32) });
    expect(await outcome(actOnMemberPage(t.db, unknown, confirmPage))).toEqual({ status: 404 });
  });

  it("does the page's step to the member of the posted key: the form's, else the address's", async () => {
    const confirmed = await outcome(
      actOnMemberPage(t.db, post("http://shop.test/lists/confirm", { key }), confirmPage),
    );
    expect(confirmed).toMatchObject({
      view: { key, confirmed: true, unsubscribed: false },
      cacheControl: "private, no-store",
    });
    const oneClick = post(url(key, "unsubscribe"), { "List-Unsubscribe": "One-Click" });
    expect(await outcome(actOnMemberPage(t.db, oneClick, unsubscribePage))).toMatchObject({
      view: { key, confirmed: true, unsubscribed: true },
      cacheControl: "private, no-store",
    });
    expect((await outcome(loadMemberPage(t.db, new Request(url(key))))).view).toMatchObject({ unsubscribed: true });
  });
});
