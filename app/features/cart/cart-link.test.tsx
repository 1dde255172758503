// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CartLink, cartLinkLabel } from "./cart-link";
import { addItem, emptyTheCart } from "./cart-store";

const zoya = 51;
const link = () => <CartLink />;

beforeEach(() => {
  localStorage.clear();
  act(() => emptyTheCart());
});
let root: Root | undefined;

afterEach(() => {
  cleanup();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("CartLink", () => {
  it("names the count in its label", () => {
    expect(cartLinkLabel(0)).toBe("Cart");
    expect(cartLinkLabel(1)).toBe("Cart, 1 item");
    expect(cartLinkLabel(3)).toBe("Cart, 3 items");
  });

  it("shows the badge only when the cart holds something, and follows it", () => {
    render(link());
    expect(screen.getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/cart");
    expect(screen.queryByTestId("cart-badge")).toBeNull();
    act(() => addItem(zoya, { size: "M", quantity: 2 }));
    act(() => addItem(zoya, { size: "L", quantity: 1 }));
    expect(screen.getByTestId("cart-badge").textContent).toBe("3");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
    act(() => emptyTheCart());
    expect(screen.queryByTestId("cart-badge")).toBeNull();
  });

  it("hydrates server HTML without a warning and shows the stored count at once", async () => {
    act(() => addItem(zoya, { size: "S", quantity: 4 }));
    const container = document.createElement("div");
    container.innerHTML = renderToString(link());
    expect(container.querySelector("[data-testid=cart-badge]")).toBeNull();
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, link(), { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("[data-testid=cart-badge]")?.textContent).toBe("4");
    expect(container.querySelector("a")?.getAttribute("aria-label")).toBe("Cart, 4 items");
  });
});
