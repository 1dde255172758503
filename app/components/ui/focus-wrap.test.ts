// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { wrapTab } from "./focus-wrap";

function modal() {
  document.body.innerHTML = `
    <div id="modal">
      <button id="close">Close</button>
      <input id="name" />
      <button id="submit">Submit</button>
      <input id="trap" tabindex="-1" />
      <button id="off" disabled>Off</button>
      <input type="hidden" id="kind" />
    </div>
    <a id="outside" href="/">Outside</a>`;
  const container = document.getElementById("modal")!;
  // happy-dom lays nothing out: every element counts as shown.
  for (const el of document.querySelectorAll<HTMLElement>("*"))
    el.getClientRects = () => [{}] as unknown as DOMRectList;
  return { container, byId: (id: string) => document.getElementById(id)! };
}

const tab = (shiftKey = false) => ({ key: "Tab", shiftKey, preventDefault: vi.fn() });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("wrapTab", () => {
  it("sends Tab from the last control to the first", () => {
    const { container, byId } = modal();
    byId("submit").focus();
    const event = tab();
    expect(wrapTab(container, event)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(byId("close"));
  });

  it("sends Shift+Tab from the first control to the last, past disabled, hidden and untabbable ones", () => {
    const { container, byId } = modal();
    byId("close").focus();
    expect(wrapTab(container, tab(true))).toBe(true);
    expect(document.activeElement).toBe(byId("submit"));
  });

  it("leaves Tab in the middle and other keys to the browser", () => {
    const { container, byId } = modal();
    byId("name").focus();
    const event = tab();
    expect(wrapTab(container, event)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(wrapTab(container, { key: "Enter", shiftKey: false, preventDefault: vi.fn() })).toBe(false);
    expect(document.activeElement).toBe(byId("name"));
  });

  it("brings a focus that got outside back in", () => {
    const { container, byId } = modal();
    byId("outside").focus();
    expect(wrapTab(container, tab())).toBe(true);
    expect(document.activeElement).toBe(byId("close"));
  });
});
