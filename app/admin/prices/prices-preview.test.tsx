// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { coral, orion } from "./test-price-files";
import { planRaise } from "./price-raise";
import type { PricePlan } from "./price-plan";
import { PricesPreview } from "./prices-preview";

afterEach(cleanup);

const raise = { kind: "raise", collection: "naledi", collectionName: "Naledi", percent: 10 } as const;
const file = {
  kind: "file",
  name: "prices.csv",
  text: "Product id,Version (leave as is)\r\n37,v1-0000000\r\n",
} as const;

const hidden = (form: HTMLElement, name: string) =>
  (form.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value;

describe("the prices preview", () => {
  it("lists each change as was and now, and offers one apply carrying its source and digest", () => {
    const plan = planRaise([coral(), orion({ originalPrice: 140200 })], 10);
    render(<PricesPreview source={raise} plan={plan} digest="d1g3st" moved={false} />);
    expect(screen.getByRole("heading", { name: "Preview: Naledi raised by 10%, to the nearest ₦500" })).toBeTruthy();
    expect(screen.getByText("3 changes to 2 products")).toBeTruthy();
    const orionRows = within(screen.getAllByRole("rowgroup").find((g) => g.textContent?.includes("Orion"))!);
    expect(orionRows.getAllByRole("row").map((r) => r.textContent)).toEqual([
      "Orion Dress#3Price₦140,000₦154,000",
      "Struck-through price₦140,200none",
    ]);
    const apply = screen.getByRole("button", { name: "Apply 3 changes" }).closest("form")!;
    expect(apply.getAttribute("enctype")).toBe("multipart/form-data");
    expect([
      hidden(apply, "intent"),
      hidden(apply, "digest"),
      hidden(apply, "collection"),
      hidden(apply, "percent"),
    ]).toEqual(["apply", "d1g3st", "naledi", "10"]);
  });

  it("carries a file's text back to the apply", () => {
    const plan: PricePlan = {
      changes: [
        {
          id: 37,
          name: "Coral Dress",
          row: 2,
          version: 1,
          changes: { price: [25000, 26000] },
          prices: { price: 26000, originalPrice: null },
        },
      ],
      problems: [],
      fileErrors: [],
      rows: 1,
      unchanged: 0,
      keptFromShop: 0,
    };
    render(<PricesPreview source={file} plan={plan} digest="d" moved={false} />);
    const apply = screen.getByRole("button", { name: "Apply 1 change" }).closest("form")!;
    expect(hidden(apply, "text")).toBe(file.text);
    expect(screen.getByText("#37 · row 2")).toBeTruthy();
  });

  it("lists a dollar price change like a price change, in dollars, and one cleared as at the rate", () => {
    const plan: PricePlan = {
      changes: [
        {
          id: 3,
          name: "Orion Dress",
          row: 2,
          version: 4,
          changes: { price: [140000, 150000], dollarPrice: [12000, 13000] },
          prices: { price: 150000, originalPrice: 160000 },
        },
        {
          id: 37,
          name: "Coral Dress",
          row: 3,
          version: 1,
          changes: { dollarPrice: [120050, null] },
          prices: { price: 25000, originalPrice: null },
        },
      ],
      problems: [],
      fileErrors: [],
      rows: 2,
      unchanged: 0,
      keptFromShop: 0,
    };
    render(<PricesPreview source={file} plan={plan} digest="d" moved={false} />);
    const rows = screen.getAllByRole("rowgroup").flatMap((g) =>
      within(g)
        .getAllByRole("row")
        .map((r) => r.textContent),
    );
    expect(rows).toEqual([
      "ProductChangeWasNow",
      "Orion Dress#3 · row 2Price₦140,000₦150,000",
      "Price in US dollars$120.00$130.00",
      "Coral Dress#37 · row 3Price in US dollars$1,200.50none (at your rate)",
    ]);
    expect(screen.getByRole("button", { name: "Apply 3 changes" })).toBeTruthy();
  });

  it("offers no apply while a row has a problem, and lists each problem by row and product", () => {
    const plan: PricePlan = {
      changes: [
        {
          id: 37,
          name: "Coral Dress",
          row: 2,
          version: 1,
          changes: { price: [25000, 26000] },
          prices: { price: 26000, originalPrice: null },
        },
      ],
      problems: [
        { row: 3, productId: 3, name: "Orion Dress", messages: ["Price “abc”: Type the price in whole naira."] },
      ],
      fileErrors: [],
      rows: 2,
      unchanged: 0,
      keptFromShop: 2,
    };
    render(<PricesPreview source={file} plan={plan} digest="d" moved />);
    const [moved, problems] = screen.getAllByRole("alert");
    expect(moved?.textContent).toMatch(/^Nothing was applied: the shop changed since the preview/);
    expect(problems?.textContent).toBe(
      "Nothing can be applied while a row has a problem. Fix it in your spreadsheet and upload the file again.Row 3 · #3 Orion DressPrice “abc”: Type the price in whole naira.",
    );
    expect(screen.queryByRole("button", { name: /^Apply/ })).toBeNull();
    expect(screen.getByText(/2 rows you left as they were are of products changed in the shop/)).toBeTruthy();
  });

  it("says when nothing would change", () => {
    render(
      <PricesPreview
        source={raise}
        plan={planRaise([coral({ price: 2000, originalPrice: 2000 })], 1)}
        digest="d"
        moved={false}
      />,
    );
    expect(screen.getByText("Nothing would change: every price is as the shop has it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Apply/ })).toBeNull();
  });
});
