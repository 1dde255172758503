// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allCountries } from "../countries";
import { RegionFields } from "./region-fields";

afterEach(cleanup);

describe("RegionFields", () => {
  it("lists every country, names with an apostrophe or ampersand intact, and reports a choice", () => {
    const onCountry = vi.fn();
    render(<RegionFields country="" state="" errors={{}} onCountry={onCountry} onState={() => {}} />);
    const select = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(select.options).toHaveLength(allCountries().length + 1);
    expect(select.options[0]!.textContent).toBe("Select Country");
    const tricky = allCountries().find((c) => /['&]/.test(c.name))!;
    const option = [...select.options].find((o) => o.value === tricky.name)!;
    expect(option.textContent).toBe(tricky.name);
    fireEvent.change(select, { target: { value: "Nigeria" } });
    expect(onCountry).toHaveBeenCalledWith("Nigeria");
  });
});
