// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField, TextAreaField, TextField } from "./field";

afterEach(cleanup);

describe("a labelled field", () => {
  it("wires each kind of control to its label, hint and error, its own props kept", () => {
    render(
      <form>
        <TextField name="city" label="City" hint="As on the map" error="Say your city." maxLength={80} />
        <TextAreaField name="note" label="Note" />
        <SelectField name="size" label="Size" hint="Her usual one" className="sm:col-span-2">
          <option value="M">M</option>
        </SelectField>
      </form>,
    );
    const city = screen.getByLabelText("City");
    expect(city.getAttribute("aria-describedby")).toBe(`${city.id}-hint ${city.id}-error`);
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(city.getAttribute("maxlength")).toBe("80");
    expect(document.getElementById(`${city.id}-error`)?.textContent).toBe("Say your city.");
    const note = screen.getByLabelText("Note");
    expect(note.tagName).toBe("TEXTAREA");
    expect(note.hasAttribute("aria-describedby")).toBe(false);
    expect(note.hasAttribute("aria-invalid")).toBe(false);
    const size = screen.getByLabelText("Size");
    expect(size.tagName).toBe("SELECT");
    expect(size.getAttribute("aria-describedby")).toBe(`${size.id}-hint`);
    for (const control of [city, note, size]) expect(control.className).toContain("min-h-11");
  });
});
