// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SaveForm } from "./save-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("saves the piece without leaving the page, and says so", async () => {
  const fetchMock = vi.fn(async () => ({ ok: true, redirected: true }) as Response);
  vi.stubGlobal("fetch", fetchMock);
  const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  render(<SaveForm productId={51} name="Zoya Dress" sizes={["S", "M"]} />);
  fireEvent.change(screen.getByLabelText("Save in size"), { target: { value: "M" } });
  fireEvent.click(screen.getByRole("button", { name: "Save Zoya Dress" }));
  expect(await screen.findByText("Saved to your list.")).toBeTruthy();
  const [address, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(new URL(address).pathname).toBe("/saved");
  expect(init.method).toBe("POST");
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ product: "51", size: "M", intent: "save" });
  expect(submit).not.toHaveBeenCalled();
});

it("when the shop refuses, sends the form as a page without a script does, to hear why", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: false, redirected: false }) as Response),
  );
  const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  render(<SaveForm productId={51} name="Zoya Dress" sizes={[]} />);
  fireEvent.click(screen.getByRole("button", { name: "Save Zoya Dress" }));
  await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
  expect(screen.queryByText("Saved to your list.")).toBeNull();
});
