// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignupPopup } from "./signup-popup";

const fetchMock = vi.fn<typeof fetch>();
const leave = (clientY: number) =>
  act(() => {
    document.body.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientY, relatedTarget: null }));
  });
const popup = () => document.querySelector("dialog")!;
/** A screen whose pointer does (desktop) or does not (phone) hover. */
const screenWith = (touch: boolean) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({ matches: touch && /hover: none|pointer: coarse/.test(query), media: query }) as MediaQueryList,
  );
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // She has opened a product's page: the pop-up may ask her (see "real interest" below).
  localStorage.setItem("hazel.viewedProduct.v1", "true");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  screenWith(false);
  scrollTo(0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SignupPopup", () => {
  it("opens when the pointer leaves through the top edge, not lower down, and can be closed", async () => {
    render(<SignupPopup />);
    expect(popup().open).toBe(false);
    leave(200);
    expect(popup().open).toBe(false);
    leave(12);
    expect(popup().open).toBe(true);
    expect(screen.getByRole("heading", { name: "Get Access to Exclusive Sales and Discounts!" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(popup().open).toBe(false);
    leave(0);
    expect(popup().open).toBe(false);
  });

  it("never arms for a visitor who has signed up", () => {
    localStorage.setItem("hasSignedUp", "true");
    render(<SignupPopup />);
    leave(0);
    expect(popup().open).toBe(false);
  });

  it("needs a name and an email address, then signs up, remembers it and stays closed", async () => {
    fetchMock.mockResolvedValue(Response.json({ received: true }));
    render(<SignupPopup />);
    leave(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please enter your name.")).toBeTruthy();
    await user.type(screen.getByLabelText("Name"), "Ify");
    await user.type(screen.getByLabelText("Email"), "ify@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(popup().open).toBe(false));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      kind: "signup",
      from_name: "Ify",
      from_email: "ify@example.com",
    });
    expect(localStorage.getItem("hasSignedUp")).toBe("true");
    expect(screen.getAllByRole("status").some((s) => /Thank you for signing up/.test(s.textContent ?? ""))).toBe(true);
  });

  it("stays open with what was written when the sign-up could not be sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response("down", { status: 502 }));
    render(<SignupPopup />);
    leave(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ify");
    await user.type(screen.getByLabelText("Email"), "ify@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText(/could not send that just now/)).toBeTruthy());
    expect(popup().open).toBe(true);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ify");
    expect(localStorage.getItem("hasSignedUp")).toBeNull();
  });

  it("on a desktop, scrolling or reading never opens it: only the exit through the top edge", () => {
    vi.useFakeTimers();
    try {
      render(<SignupPopup />);
      scrollTo(3000);
      act(() => vi.advanceTimersByTime(120_000));
      expect(popup().open).toBe(false);
      leave(0);
      expect(popup().open).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("SignupPopup on a touch screen", () => {
  beforeEach(() => screenWith(true));

  it("invites once she has scrolled, once per visitor: closed, it never comes back", async () => {
    const { unmount } = render(<SignupPopup />);
    scrollTo(100);
    expect(popup().open).toBe(false);
    scrollTo(600);
    expect(popup().open).toBe(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(popup().open).toBe(false);
    scrollTo(2000);
    expect(popup().open).toBe(false);
    unmount();
    scrollTo(0);
    render(<SignupPopup />);
    scrollTo(3000);
    expect(popup().open).toBe(false);
  });

  it("invites after 30 seconds of reading without scrolling", () => {
    vi.useFakeTimers();
    try {
      render(<SignupPopup />);
      act(() => vi.advanceTimersByTime(25_000));
      expect(popup().open).toBe(false);
      act(() => vi.advanceTimersByTime(10_000));
      expect(popup().open).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never invites a visitor who has signed up, and a stored value that is not a flag is ignored", () => {
    localStorage.setItem("hasSignedUp", "true");
    render(<SignupPopup />);
    scrollTo(3000);
    expect(popup().open).toBe(false);
    cleanup();
    localStorage.clear();
    localStorage.setItem("hazel.viewedProduct.v1", "true");
    localStorage.setItem("hazel.signupInvited.v1", '"yes"');
    vi.spyOn(console, "warn").mockImplementation(() => {});
    scrollTo(0);
    render(<SignupPopup />);
    scrollTo(3000);
    expect(popup().open).toBe(true);
  });
});

describe("real interest", () => {
  it("on a phone, invites only after a minute on the site, or once she has opened a product's page", () => {
    localStorage.removeItem("hazel.viewedProduct.v1");
    screenWith(true);
    vi.useFakeTimers();
    try {
      render(<SignupPopup />);
      scrollTo(3000);
      expect(popup().open).toBe(false);
      act(() => vi.advanceTimersByTime(61_000));
      scrollTo(4000);
      expect(popup().open).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a desktop, the exit through the top edge asks at once, as the spec has it, whatever the page", () => {
    localStorage.removeItem("hazel.viewedProduct.v1");
    window.history.replaceState(null, "", "/checkout");
    try {
      render(<SignupPopup />);
      leave(5);
      expect(popup().open).toBe(true);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
