// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRIES } from "../countries";
import { REGION_TEXT, RegionFields } from "./region-fields";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.doUnmock("../region-data");
  vi.resetModules();
});

const noop = () => {};

describe("RegionFields", () => {
  it("in the server's page, for a browser without a script, offers the chosen country and a region to type", () => {
    document.body.innerHTML = renderToString(
      <RegionFields country="Nigeria" state="Rivers" errors={{}} onCountry={noop} onState={noop} />,
    );
    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    expect([...country.querySelectorAll("option[selected]")].map((o) => o.textContent)).toEqual(["Nigeria"]);
    const region = screen.getByLabelText("State / Region") as HTMLInputElement;
    expect(region.tagName).toBe("INPUT");
    expect(region).toMatchObject({ name: "state", value: "Rivers", disabled: false });
  });

  it("marks the country each page chose, the same markup made once per country", () => {
    const selected = (country: string) => {
      document.body.innerHTML = renderToString(
        <RegionFields country={country} state="" errors={{}} onCountry={noop} onState={noop} />,
      );
      return [...document.querySelectorAll("option[selected]")].map((o) => o.textContent);
    };
    expect(selected("Ghana")).toEqual(["Ghana"]);
    expect(selected("Nigeria")).toEqual(["Nigeria"]);
    expect(selected("Ghana")).toEqual(["Ghana"]);
    expect(selected("")).toEqual(["Select Country"]);
    // A name not on the list marks none, on every page.
    expect(selected("Atlantis")).toEqual([]);
    expect(selected("Atlantis")).toEqual([]);
  });

  it("writes the country names into markup as they are: none holds a character markup reserves", () => {
    expect(COUNTRIES.filter((c) => /[&<>"]/.test(c.name))).toEqual([]);
  });

  it("lists every country, names with an apostrophe or ampersand intact, and reports a choice", () => {
    const onCountry = vi.fn();
    render(<RegionFields country="" state="" errors={{}} onCountry={onCountry} onState={noop} />);
    const select = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(select.options).toHaveLength(COUNTRIES.length + 1);
    expect(select.options[0]!.textContent).toBe("Select Country");
    const tricky = COUNTRIES.find((c) => /['&]/.test(c.name))!;
    const option = [...select.options].find((o) => o.value === tricky.name)!;
    expect(option.textContent).toBe(tricky.name);
    fireEvent.change(select, { target: { value: "Nigeria" } });
    expect(onCountry).toHaveBeenCalledWith("Nigeria");
    expect((screen.getByLabelText(/State \/ Region/) as HTMLSelectElement).disabled).toBe(true);
  });

  it("leaves the regions unrequested until a country is chosen", async () => {
    const requested = vi.fn();
    vi.doMock("../region-data", async (importOriginal) => (requested(), importOriginal()));
    const { RegionFields: Fields } = await import("./region-fields");
    const { rerender } = render(<Fields country="" state="" errors={{}} onCountry={noop} onState={noop} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).not.toHaveBeenCalled();
    rerender(<Fields country="Nigeria" state="" errors={{}} onCountry={noop} onState={noop} />);
    expect(screen.getByText(REGION_TEXT.loading)).toBeTruthy();
    expect(await screen.findByRole("option", { name: "Rivers" }, { timeout: 5000 })).toBeTruthy();
    expect(requested).toHaveBeenCalledOnce();
  });

  it("offers the chosen country's regions once they have loaded", async () => {
    render(<RegionFields country="Nigeria" state="" errors={{}} onCountry={noop} onState={noop} />);
    const region = screen.getByLabelText(/State \/ Region/) as HTMLSelectElement;
    await vi.waitFor(() => expect(region.disabled).toBe(false));
    expect([...region.options].map((o) => o.value)).toContain("Rivers");
    expect([...region.options].map((o) => o.value)).not.toContain("Greater Accra");
    expect(screen.queryByText(REGION_TEXT.loading)).toBeNull();
  });

  it("lists Nigeria first, after the choice of none", () => {
    render(<RegionFields country="Nigeria" state="" errors={{}} onCountry={noop} onState={noop} />);
    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    expect([...country.options].slice(0, 3).map((o) => o.value)).toEqual(["", "Nigeria", COUNTRIES[0]!.name]);
    expect([...country.options].filter((o) => o.value === "Nigeria")).toHaveLength(1);
  });

  it("says when the regions could not be loaded and tries again", async () => {
    vi.doMock("../region-data", () => {
      throw new Error("offline");
    });
    const { RegionFields: Fields } = await import("./region-fields");
    render(<Fields country="Ghana" state="" errors={{}} onCountry={noop} onState={noop} />);
    expect(await screen.findByText(REGION_TEXT.failed)).toBeTruthy();
    expect((screen.getByLabelText(/State \/ Region/) as HTMLSelectElement).disabled).toBe(true);
    vi.doUnmock("../region-data");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() =>
      expect((screen.getByLabelText(/State \/ Region/) as HTMLSelectElement).disabled).toBe(false),
    );
    expect(screen.getByRole("option", { name: "Greater Accra" })).toBeTruthy();
  });
});
