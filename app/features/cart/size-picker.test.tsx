// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIZES } from "~/config/sizes";
import { SizePicker } from "./size-picker";

afterEach(cleanup);

const radios = () => within(screen.getByRole("group", { name: "Size" })).getAllByRole("radio") as HTMLInputElement[];

describe("SizePicker", () => {
  it("offers only the sizes the owner ticked", () => {
    render(<SizePicker sizes={["S", "M", "L"]} value="" onChange={() => {}} stock={{ M: 0 }} />);
    expect(radios().map((r) => [r.value, r.disabled])).toEqual([
      ["S", false],
      ["M", true],
      ["L", false],
    ]);
  });

  it("offers every size, none marked, without counts", () => {
    render(<SizePicker sizes={SIZES} value="" onChange={() => {}} />);
    expect(radios().map((r) => [r.value, r.disabled])).toEqual([
      ["XS", false],
      ["S", false],
      ["M", false],
      ["L", false],
      ["XL", false],
      ["2XL", false],
      ["3XL", false],
    ]);
    expect(screen.queryByText(/sold out|left/)).toBeNull();
  });

  it("disables a sold-out size and says so in its name; a size with 3 or fewer says how many are left", () => {
    const onChange = vi.fn();
    render(<SizePicker sizes={SIZES} value="" onChange={onChange} stock={{ S: 0, M: 2, L: 3, XL: 4 }} />);
    const soldOut = screen.getByRole("radio", { name: "S, sold out" });
    expect(soldOut).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: "M, only 2 left" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("radio", { name: "L, only 3 left" })).toHaveProperty("disabled", false);
    // Above three, and sizes not counted, say nothing.
    expect(screen.getByRole("radio", { name: "XL" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("radio", { name: "XS" })).toHaveProperty("disabled", false);
    fireEvent.click(soldOut);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: "M, only 2 left" }));
    expect(onChange).toHaveBeenCalledWith("M");
  });

  it("renders the same on the server, so a page without script cannot choose a sold-out size", () => {
    const html = renderToString(<SizePicker sizes={SIZES} value="" onChange={() => {}} stock={{ S: 0 }} />);
    expect(html).toMatch(/<input type="radio" disabled=""[^>]*value="S"/);
    expect(html).toContain("sold out");
  });
});
