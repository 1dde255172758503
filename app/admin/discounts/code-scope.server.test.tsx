import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { DiscountList } from "./discount-list";
import { codesView, saveCodeAction, scopeOf } from "./discount-pages.server";

describe("a code's scope in the owner's list", () => {
  const open = { includeSale: true, usesPerEmail: null };
  it("names what a code applies to, in words", () => {
    expect(scopeOf({ ...open, collectionsMode: "all", collections: [] })).toBe("The whole shop");
    expect(scopeOf({ ...open, collectionsMode: "include", collections: ["naledi"] })).toBe("Only Naledi");
    expect(scopeOf({ ...open, collectionsMode: "exclude", collections: ["naledi", "genesis", "mysthique"] })).toMatch(
      /^The whole shop but [\w ]+, [\w ]+ and [\w ]+$/,
    );
  });

  it("says when sale pieces are left out and how often one shopper may use it", () => {
    expect(scopeOf({ collectionsMode: "all", collections: [], includeSale: false, usesPerEmail: 1 })).toBe(
      "The whole shop, not pieces on sale; once per shopper",
    );
    expect(scopeOf({ ...open, collectionsMode: "include", collections: ["naledi"], usesPerEmail: 3 })).toBe(
      "Only Naledi; 3 times per shopper",
    );
  });

  it("shows it under each code", () => {
    const row = { id: 1, code: "BRIDE10", kind: "percent", value: 10, minimumOrder: 0, when: "", used: 0 } as const;
    const html = renderToStaticMarkup(
      <DiscountList codes={[{ ...row, totalUses: null, active: true, scope: "Only Naledi" }]} />,
    );
    expect(html).toContain("Applies to:</span> Only Naledi.");
  });
});

describeOnBothDatabases("the codes list on %s", ({ database }) => {
  const t = database();
  it("says a code was created or saved when the form sends her back, and nothing otherwise", async () => {
    const view = (query: string) => codesView(t.db, new URL(`http://shop.test/admin/codes${query}`));
    expect((await view("?done=created")).notice).toBe("Code created.");
    expect((await view("?done=saved")).notice).toBe("Code saved.");
    expect((await view("")).notice).toBeNull();
    expect((await view("?done=<script>")).notice).toBeNull();
    expect((await view("?done=created&code=NOSUCHCODE")).notice).toBe("Code created.");
  });

  it("names the code just created on the list it lands on", async () => {
    const body = new URLSearchParams({ code: "summer10", kind: "percent", value: "10", collectionsMode: "all" });
    const request = new Request("http://shop.test/admin/codes/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const answer = await saveCodeAction(t.db, request, undefined);
    if (!(answer instanceof Response)) throw new Error(`not sent back to the list: ${JSON.stringify(answer)}`);
    const location = answer.headers.get("location") ?? "";
    expect(location).toBe("/admin/codes?done=created&code=SUMMER10");
    const view = await codesView(t.db, new URL(location, "http://shop.test"));
    expect(view.notice).toBe("Code SUMMER10 created.");
    expect(view.codes.find((c) => c.code === "SUMMER10")?.scope).toBe("The whole shop, not pieces on sale");
  });
});
