// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const rates = { date: "2025-01-01", ngn: { usd: 0.0006, gbp: 0.0005, eur: 0.00055 } };

/** The shop's answer for the owner's dollar terms: null while she does not allow dollars. */
const DOLLAR_TERMS = "/api/dollar-terms";

/** A fresh page load: new module-level stores, with this fetch of the rates, and the owner's dollar terms. */
async function loadPage(fetchImpl: () => Promise<Response>, dollars: unknown = null) {
  vi.resetModules();
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => (url === DOLLAR_TERMS ? Promise.resolve(Response.json(dollars)) : fetchImpl())),
  );
  const { DisplayPrice } = await import("./display-price");
  const { CurrencySelect } = await import("./currency-select");
  return () => (
    <div>
      <CurrencySelect />
      <p data-testid="price">
        <DisplayPrice naira={160000} />
      </p>
    </div>
  );
}

const price = () => screen.getByTestId("price").textContent;
/** How many times this page asked for the rates file. */
const ratesAsked = () => vi.mocked(fetch).mock.calls.filter(([url]) => url !== DOLLAR_TERMS).length;
const serveRates = async () => new Response(JSON.stringify(rates), { status: 200 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
let root: Root | undefined;

afterEach(() => {
  cleanup();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("display currency", () => {
  it("starts in naira and converts once the rates arrive", async () => {
    const Page = await loadPage(serveRates);
    render(<Page />);
    const select = screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement;
    expect(select.value).toBe("ngn");
    expect(price()).toBe("₦160,000");
    await act(async () => {});
    fireEvent.change(select, { target: { value: "usd" } });
    expect(price()).toBe("$96.00");
    fireEvent.change(select, { target: { value: "gbp" } });
    expect(price()).toBe("£80.00");
    expect(localStorage.getItem("selectedCurrency")).toBe('"gbp"');
  });

  it("re-renders no price in naira when the rates arrive, and every price once they are used", async () => {
    let arrive = (_: Response) => {};
    const Page = await loadPage(() => new Promise<Response>((resolve) => (arrive = resolve)));
    const { usePrice } = await import("./use-currency");
    let renders = 0;
    function CountedPrice() {
      renders += 1;
      return <span data-testid="counted">{usePrice(50000)}</span>;
    }
    render(
      <>
        <Page />
        <CountedPrice />
      </>,
    );
    const before = renders;
    await act(async () => arrive(new Response(JSON.stringify(rates), { status: 200 })));
    expect(renders).toBe(before);
    fireEvent.change(screen.getByRole("combobox", { name: "Currency" }), { target: { value: "usd" } });
    expect(renders).toBe(before + 1);
    expect(screen.getByTestId("counted").textContent).toBe("$30.00");
  });

  it("restores the stored currency, hydrating without a warning", async () => {
    localStorage.setItem("selectedCurrency", '"eur"');
    const Page = await loadPage(serveRates);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toContain("₦160,000");
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect((container.querySelector("select") as HTMLSelectElement).value).toBe("eur");
    expect(container.querySelector("[data-testid=price]")?.textContent).toBe("€88.00");
  });

  it("ignores a stored currency it does not know", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("selectedCurrency", "yen");
    const Page = await loadPage(serveRates);
    render(<Page />);
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement).value).toBe("ngn");
  });

  it("logs a rates failure and keeps prices in naira", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("selectedCurrency", '"usd"');
    const Page = await loadPage(() => Promise.reject(new TypeError("offline")));
    render(<Page />);
    await act(async () => {});
    expect(error).toHaveBeenCalledWith("Error fetching exchange rates", expect.anything());
    expect(price()).toBe("₦160,000");
  });

  it("asks for the rates once per visit: the next page converts at once without asking", async () => {
    localStorage.setItem("selectedCurrency", '"usd"');
    render(<>{(await loadPage(serveRates))()}</>);
    await act(async () => {});
    expect(price()).toBe("$96.00");
    cleanup();
    const Next = await loadPage(serveRates);
    render(<Next />);
    await act(async () => {});
    expect(ratesAsked()).toBe(0);
    expect(price()).toBe("$96.00");
  });

  it("says quietly when the rates cannot be had, offers only naira, and asks no more this visit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("selectedCurrency", '"usd"');
    render(<>{(await loadPage(() => Promise.reject(new TypeError("offline"))))()}</>);
    await act(async () => {});
    const select = screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement;
    expect(select.value).toBe("ngn");
    expect(select.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(select.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Exchange rates are unavailable: prices are in naira.",
    );
    expect(screen.getByRole("option", { name: "$ USD (unavailable)" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("option", { name: "₦ NGN" })).toHaveProperty("disabled", false);
    expect(price()).toBe("₦160,000");
    cleanup();
    const Next = await loadPage(serveRates);
    render(<Next />);
    await act(async () => {});
    expect(ratesAsked()).toBe(0);
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement).value).toBe("ngn");
    // The choice is kept for a later visit that has the rates.
    expect(localStorage.getItem("selectedCurrency")).toBe('"usd"');
  });

  it("asks again for rates kept more than twelve hours, or unreadable", async () => {
    sessionStorage.setItem("hazel.rates.v1", JSON.stringify({ at: Date.now() - 13 * 3600_000, rates: { usd: 1 } }));
    render(<>{(await loadPage(serveRates))()}</>);
    await act(async () => {});
    expect(ratesAsked()).toBe(1);
    cleanup();
    sessionStorage.setItem("hazel.rates.v1", JSON.stringify({ at: Date.now(), rates: { usd: -1 } }));
    render(<>{(await loadPage(serveRates))()}</>);
    await act(async () => {});
    expect(ratesAsked()).toBe(1);
    expect(JSON.parse(sessionStorage.getItem("hazel.rates.v1")!)).toMatchObject({ rates: { usd: 0.0006 } });
  });

  it("shows the owner's dollars to a shopper who chose US dollars, even when the rates fail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("selectedCurrency", '"usd"');
    const dollars = { nairaPerDollar: 1_500, own: { 7: 4_500 } };
    const Page = await loadPage(() => Promise.reject(new TypeError("offline")), dollars);
    render(<Page />);
    await act(async () => {});
    const select = screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement;
    expect(select.value).toBe("usd");
    expect(select.getAttribute("aria-describedby")).toBeNull();
    expect(screen.getByRole("option", { name: "$ USD" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("option", { name: "£ GBP (unavailable)" })).toHaveProperty("disabled", true);
    // ₦160,000 at her ₦1,500 to the dollar, rounded up to the dollar.
    expect(price()).toBe("$107.00");
    // The next page of the visit shows her dollars at once, asking nothing.
    cleanup();
    render(<>{(await loadPage(serveRates, null))()}</>);
    expect(price()).toBe("$107.00");
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a naira shopper naira, whatever the owner allows", async () => {
    render(<>{(await loadPage(serveRates, { nairaPerDollar: 1_500, own: {} }))()}</>);
    await act(async () => {});
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement).value).toBe("ngn");
    expect(price()).toBe("₦160,000");
  });
});
