import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { DiscountList } from "./discount-list";
import { codesView, scopeOf } from "./discount-pages.server";

describe("a code's scope in the owner's list", () => {
  it("names the collections a code covers, or leaves out, in words", () => {
    expect(scopeOf({ collectionsMode: "all", collections: [] })).toBe("Every collection");
    expect(scopeOf({ collectionsMode: "include", collections: ["naledi"] })).toBe("Only Naledi");
    expect(scopeOf({ collectionsMode: "exclude", collections: ["naledi", "genesis", "mysthique"] })).toMatch(
      /^All but [\w ]+, [\w ]+ and [\w ]+$/,
    );
  });

  it("shows it under each code", () => {
    const row = { id: 1, code: "BRIDE10", kind: "percent", value: 10, minimumOrder: 0, when: "", used: 0 } as const;
    const html = renderToStaticMarkup(
      <DiscountList codes={[{ ...row, totalUses: null, active: true, scope: "Only Naledi" }]} />,
    );
    expect(html).toContain("Only Naledi.");
  });
});

describeOnBothDatabases("the codes list on %s", ({ database }) => {
  const t = database();
  it("says a code was created or saved when the form sends her back, and nothing otherwise", async () => {
    const view = (query: string) => codesView(t.db, new URL(`http://shop.test/admin/codes${query}`));
    expect((await view("?done=created")).notice).toBe("Code created: shoppers can use it now.");
    expect((await view("?done=saved")).notice).toBe("Code saved.");
    expect((await view("")).notice).toBeNull();
    expect((await view("?done=<script>")).notice).toBeNull();
  });
});
