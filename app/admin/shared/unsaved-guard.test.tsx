// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UnsavedGuard } from "./unsaved-guard";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The editor's form as the server sent it: a price, a size ticked, a collection chosen. */
function servedForm() {
  document.body.innerHTML = `<form id="f">
    <input name="price" value="35000">
    <input type="checkbox" name="size" value="M" checked>
    <select name="collection"><option value="a">A</option><option value="b">B</option></select>
    <textarea name="story">Silk</textarea>
  </form>`;
  return document.getElementById("f") as HTMLFormElement;
}

/** Whether leaving the page now would ask first. */
function asks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("UnsavedGuard", () => {
  it("lets her leave a form as it was served, select with no option marked included", () => {
    servedForm();
    render(<UnsavedGuard formId="f" />);
    expect(asks()).toBe(false);
  });

  it("asks when a field changed, even one typed before the script arrived", () => {
    const form = servedForm();
    (form.elements.namedItem("price") as HTMLInputElement).value = "36000";
    render(<UnsavedGuard formId="f" />);
    expect(asks()).toBe(true);
  });

  it("asks for an unticked size or another choice, and not once the form is posted", () => {
    const form = servedForm();
    render(<UnsavedGuard formId="f" />);
    (form.elements.namedItem("collection") as HTMLSelectElement).value = "b";
    expect(asks()).toBe(true);
    (form.elements.namedItem("collection") as HTMLSelectElement).value = "a";
    (form.elements.namedItem("size") as HTMLInputElement).checked = false;
    expect(asks()).toBe(true);
    form.dispatchEvent(new Event("submit"));
    expect(asks()).toBe(false);
  });

  it("always asks for a form that came back unsaved", () => {
    servedForm();
    render(<UnsavedGuard formId="f" unsaved />);
    expect(asks()).toBe(true);
  });
});
