import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DueList } from "./due-list";
import type { HomeView } from "./home-view";

const due: HomeView["due"] = {
  week: [{ day: "2026-11-27", pieces: 0, orders: 0 }],
  late: { day: "late", pieces: 0, orders: 0 },
  balances: 2,
  owed: 30_000_000,
  pickups: 0,
  ready: 0,
  review: 0,
  moneyToReturn: { total: 3, kobo: 15_000_000, orders: [] },
};

describe("what is due on the home", () => {
  it("says what the balances owe and what is to return in all, as the accounts sum them", () => {
    const html = renderToStaticMarkup(<DueList due={due} today="2026-11-27" />);
    expect(html).toContain("₦300,000 to pay in all");
    expect(html).toContain("₦150,000 to return in all");
  });

  it("says the dollars apart beside the naira, never added to them", () => {
    const dollars = { ...due, owedDollars: 4_050, moneyToReturn: { total: 3, kobo: 0, dollars: 5_000, orders: [] } };
    const html = renderToStaticMarkup(<DueList due={dollars} today="2026-11-27" />);
    expect(html).toContain("₦300,000 · $40.50 to pay in all");
    expect(html).toContain("₦0 · $50.00 to return in all");
  });

  it("says no sum when nothing is owed or to return", () => {
    const none = { ...due, balances: 0, owed: 0, moneyToReturn: { total: 0, kobo: 0, orders: [] } };
    expect(renderToStaticMarkup(<DueList due={none} today="2026-11-27" />)).not.toMatch(/in all/);
  });
});
