// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import { blackFridayPreset } from "~/features/sales";
import { SaleForm } from "./sale-form";
import type { SaleProductRow } from "./sale-parts";
import { presetValues } from "./sale-values";

afterEach(cleanup);

const products: SaleProductRow[] = seedRecords.products.map((p) => ({
  id: p.id,
  name: p.name,
  collection: p.collection,
  price: p.price,
  originalPrice: p.originalPrice,
  comboPart: p.comboPart,
  published: p.published,
}));
const collections = [
  { slug: "naledi", name: "Naledi", path: "/naledi" },
  { slug: "bubble-girl", name: "Bubble Girl", path: "/bubble-girl" },
  { slug: "hazelbee", name: "Hazelbee", path: "/hazelbee/shop" },
];
const values = presetValues(blackFridayPreset(products, new Date("2026-11-25T10:00:00Z")), products);

const renderForm = (errors = {}) =>
  render(
    <SaleForm
      values={values}
      errors={errors}
      products={products}
      collections={collections}
      version={3}
      submit="Save"
    />,
  );

describe("the sale form", () => {
  it("asks for the start and end in Lagos time, to the second", () => {
    renderForm();
    const starts = screen.getByLabelText("Starts (Lagos time)") as HTMLInputElement;
    expect(starts.type).toBe("datetime-local");
    expect(starts.step).toBe("1");
    expect(starts.value).toBe("2026-11-27T00:00");
    expect((screen.getByLabelText("Ends (Lagos time)") as HTMLInputElement).value).toBe("2026-12-01T00:00");
  });

  it("lists every product by collection, with its regular price and the preset's sale price", () => {
    renderForm();
    const coral = screen.getByLabelText("Coral Dress: Sale price (₦)") as HTMLInputElement;
    expect(coral.value).toBe("12500");
    expect(coral.closest("details")!.querySelector("summary")!.textContent).toContain("Hazelbee");
    expect(coral.closest("li")!.textContent).toContain("Regular ₦25,000");
    expect((screen.getByLabelText("BB Ensemble: Sale price (₦)") as HTMLInputElement).value).toBe("");
  });

  it("marks combo parts as such, in a group of their own, in a sale only when added", () => {
    renderForm();
    const part = seedRecords.products.find((p) => p.comboPart)!;
    const select = screen.getByLabelText(`${part.name}: In the sale`) as HTMLSelectElement;
    const group = select.closest("details")!;
    expect(group.querySelector("summary")!.textContent).toContain("Parts of combos");
    expect(within(select.closest("li")!).getByText("Combo part")).toBeTruthy();
    expect([...select.options].map((o) => o.text)).toEqual(["Not in it", "Add it"]);
  });

  it("opens the group of a product with a message, and lists the message above the form", () => {
    renderForm({ "price-37": "It must be below its regular price, ₦25,000." });
    const coral = screen.getByLabelText("Coral Dress: Sale price (₦)");
    expect(coral.getAttribute("aria-invalid")).toBe("true");
    expect(coral.closest("details")!.open).toBe(true);
    expect(screen.getByLabelText("Zoya Dress: Sale price (₦)").closest("details")!.open).toBe(false);
    expect(screen.getByRole("alert").textContent).toContain(
      "Coral Dress, sale price: It must be below its regular price, ₦25,000.",
    );
  });
});
