// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Menu">
        <a href="/">Home</a>
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe("Dialog", () => {
  it("closes through its state on Escape's cancel, so its button opens it again at once", () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);

    // Escape: `cancel` now, `close` in a later task; the button is pressed in between.
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Menu", hidden: true }));
    expect(dialog.open).toBe(true);
    // The `close` of the first closing arrives now, late: the menu opened again stays open.
    fireEvent(dialog, new Event("close"));
    expect(dialog.open).toBe(true);
  });
});
