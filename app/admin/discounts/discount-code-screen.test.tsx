// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyDiscountForm } from "~/features/discounts";
import { DiscountCodeScreen } from "./discount-code-screen";

afterEach(cleanup);

const loaded = { ...emptyDiscountForm, code: "BLACKFRIDAY", value: "20" };
const collections = [{ slug: "dresses", name: "Dresses", path: "/hazelbee/collections/dresses" }];
const show = (answer: Parameters<typeof DiscountCodeScreen>[0]["answer"]) =>
  render(
    <DiscountCodeScreen answer={answer} values={loaded} collections={collections} submit="Save code">
      <h1>BLACKFRIDAY</h1>
    </DiscountCodeScreen>,
  );
const code = () => screen.getByLabelText<HTMLInputElement>("Code");

describe("a new or stored discount code's screen", () => {
  it("leads back to the list above its heading, and shows the loaded code with no alert before any answer", () => {
    show(undefined);
    expect(screen.getByRole("link", { name: "All discount codes" }).getAttribute("href")).toBe("/admin/codes");
    expect(screen.getByRole("heading", { level: 1, name: "BLACKFRIDAY" })).toBeTruthy();
    expect(code().value).toBe("BLACKFRIDAY");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Save code" })).toBeTruthy();
  });

  it("puts a refusal of the whole form above the loaded form", () => {
    show({ kind: "message", message: "This code no longer exists." });
    expect(screen.getByRole("alert").textContent).toBe("This code no longer exists.");
    expect(code().value).toBe("BLACKFRIDAY");
  });

  it("shows the form again as typed, with each field's message beside it", () => {
    const typed = { ...loaded, code: "BF", value: "150" };
    show({ kind: "invalid", values: typed, errors: { code: "Too short.", value: "A percentage is at most 100." } });
    expect(code().value).toBe("BF");
    expect(code().getAttribute("aria-invalid")).toBe("true");
    expect(code().getAttribute("aria-describedby")).toContain("page-code-error");
    expect(document.getElementById("page-code-error")?.textContent).toBe("Too short.");
    expect(screen.getByLabelText<HTMLInputElement>("Value").value).toBe("150");
  });
});
