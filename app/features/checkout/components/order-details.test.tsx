// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderDetails, type OrderView } from "./order-details";
import { PICKUP_ONLY } from "~/features/orders";
import { formatPrice } from "~/features/currency/money";

// She chose to see prices in US dollars and the rates came: a catalogue price shows converted.
// An order's money never does: it shows in the order's own currency.
vi.mock("~/features/currency/use-currency", async (original) => ({
  ...(await original<typeof import("~/features/currency/use-currency")>()),
  usePrice: (naira: number) => formatPrice(naira, "usd", { usd: 0.0006 }),
}));

const order = (status: OrderView["status"], payment: OrderView["payment"] = null): OrderView => ({
  reference: "HZL-ABCDEFGH2345",
  currency: "NGN",
  status,
  isTest: false,
  firstName: "Ada",
  email: "a***@example.com",
  items: [
    {
      productId: 42,
      name: "BB Ensemble",
      size: "M",
      quantity: 1,
      unitPrice: 1_500_000,
      lineTotal: 1_500_000,
      imageKey: "products/bb-ensemble/1",
    },
  ],
  delivery: PICKUP_ONLY,
  total: 1_500_000,
  placedAt: "2026-11-23T10:00:00.000Z",
  since: "2026-11-24T09:30:00.000Z",
  payment,
  balance: null,
  plan: null,
  remindersMayCome: false,
  giftFor: null,
  deliverTo: null,
  paidBy: null,
  discount: null,
  money:
    status === "pending"
      ? { words: "Not paid yet: ₦15,000 to pay", status: "unpaid", paid: 0, owed: 1_500_000 }
      : { words: "Paid in full", status: "paid-in-full", paid: 1_500_000, owed: 0 },
});

/** A ₦15,000 order not paid yet, as its page's server says what is due and names its button. */
const unpaid = (stage: "not-paid" | "confirming", demo: boolean): NonNullable<OrderView["payment"]> => ({
  stage,
  demo,
  amount: 1_500_000,
  words: "Not paid yet: ₦15,000 to pay",
  button: demo ? "Pay (test) ₦15,000" : "Complete payment ₦15,000",
});

beforeEach(() => {
  // The display currency's rates are not part of this test; their failure is only logged.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the order page's payment status", () => {
  it("tells a shopper whose payment is not confirmed yet that the shop keeps checking, and updates itself once it is", async () => {
    let answer = "pending";
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith("/api/orders/")
        ? Response.json({ reference: "HZL-ABCDEFGH2345", status: answer })
        : new Response(null, { status: 404 }),
    );
    const statusCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/orders/")).length;
    vi.stubGlobal("fetch", fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<OrderDetails order={order("pending", unpaid("confirming", false))} />);
      const region = screen.getByRole("region", { name: "Payment status" });
      expect(region.textContent).toContain("Awaiting payment confirmation");
      expect(region.textContent).toContain("we keep checking, and we will email you as soon as it is confirmed");

      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetchMock).toHaveBeenCalledWith("/api/orders/HZL-ABCDEFGH2345/status", expect.anything());
      answer = "paid";
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(region.textContent).toContain("Your payment is confirmed"));
      const calls = statusCalls();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(statusCalls()).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not ask about an order whose payment is settled", async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(null, { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.useFakeTimers();
    try {
      render(<OrderDetails order={order("paid")} />);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/orders/"))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an order not paid yet", () => {
  it("says so in words and offers Paystack's own page and WhatsApp, with its reference and pieces", () => {
    render(<OrderDetails order={order("pending", unpaid("not-paid", false))} />);
    const status = screen.getByRole("region", { name: "Payment status" });
    expect(status.textContent).toContain("Not paid yet: ₦15,000 to pay");
    expect(status.textContent).not.toContain("waiting for Paystack to confirm");
    // Nothing is paid yet: no thanks before she has paid.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your order, Ada");
    const pay = screen.getByRole("region", { name: "Pay for your order" });
    const button = screen.getByRole("button", { name: "Complete payment ₦15,000" });
    expect(button.closest("form")?.getAttribute("method")).toBe("post");
    expect(button.getAttribute("name")).toBe("intent");
    expect(button.getAttribute("value")).toBe("pay");
    const whatsapp = decodeURIComponent(pay.querySelector("a")?.getAttribute("href") ?? "");
    expect(whatsapp).toContain("my order HZL-ABCDEFGH2345: 1 × BB Ensemble (M)");
  });

  it("says a deposit order being made is not paid: what is left and by when, and thanks her", () => {
    const deposit = "Deposit paid: ₦275,000 to pay by Tuesday 15 December";
    render(
      <OrderDetails
        order={{
          ...order("in_production"),
          money: { words: deposit, status: "deposit-paid", paid: 82_500_000, owed: 27_500_000 },
        }}
      />,
    );
    const status = screen.getByRole("region", { name: "Payment status" });
    expect(status.textContent).toContain(deposit);
    expect(status.textContent).not.toContain("Your payment is confirmed");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you, Ada");
  });

  it("says what a paid order owes again once part of its money became store credit, never Paid", () => {
    const owes = "Not paid yet: ₦50,000 to pay";
    render(
      <OrderDetails
        order={{ ...order("paid"), money: { words: owes, status: "unpaid", paid: 13_050_000, owed: 5_000_000 } }}
      />,
    );
    const status = screen.getByRole("region", { name: "Payment status" });
    expect(status.querySelector("p.font-display")?.textContent).toBe(owes);
    expect(status.textContent).not.toContain("Your payment is confirmed");
  });

  it("asks for a chosen deposit: what is due now, then the balance and its day, and a button naming the deposit", () => {
    const words = "Deposit to pay now: ₦78,750 (then ₦26,250 by Wednesday 9 December)";
    const view = {
      ...order("pending", { stage: "not-paid", demo: false, amount: 7_875_000, words, button: "Pay ₦78,750 deposit" }),
      total: 10_500_000,
      money: { words: "Not paid yet: ₦105,000 to pay", status: "unpaid" as const, paid: 0, owed: 10_500_000 },
    };
    render(<OrderDetails order={view} />);
    const status = screen.getByRole("region", { name: "Payment status" });
    expect(status.textContent).toContain(words);
    expect(status.textContent).not.toContain("₦105,000 to pay");
    expect(screen.getByRole("button", { name: "Pay ₦78,750 deposit" }).getAttribute("value")).toBe("pay");
  });

  it("offers the labelled test payment in demo mode, and nothing to pay once paid", () => {
    render(<OrderDetails order={order("pending", unpaid("not-paid", true))} />);
    expect(screen.getByRole("button", { name: "Pay (test) ₦15,000" })).toBeTruthy();
    expect(screen.getByText("Demo mode · no card is charged")).toBeTruthy();
    cleanup();
    render(<OrderDetails order={order("paid")} />);
    expect(screen.queryByRole("region", { name: "Pay for your order" })).toBeNull();
  });
});

describe("the order page's stage", () => {
  it("says where the order is and since when, in Port Harcourt's time", () => {
    render(<OrderDetails order={order("shipped")} />);
    const status = screen.getByRole("region", { name: "Payment status" });
    expect(status.textContent).toContain("Shipped");
    expect(status.textContent).toContain("Since 24 November 2026 at 10:30 WAT");
  });
});

describe("a deposit order's page", () => {
  it("shows what was paid, what is left and by when, with a Pay the balance form that needs no script", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    const view = {
      ...order("in_production"),
      total: 110_000_000,
      balance: {
        paid: 82_500_000,
        outstanding: 27_500_000,
        due: 27_500_000,
        dueDay: "2026-12-08",
        payable: true,
        testPayable: false,
        button: "Pay the balance ₦275,000",
      },
    };
    render(<OrderDetails order={view} />);
    const section = screen.getByRole("region", { name: "Your balance" });
    expect(section.textContent).toContain("825,000");
    expect(section.textContent).toContain("275,000");
    expect(section.textContent).toContain("Tuesday 8 December");
    const button = screen.getByRole("button", { name: /^Pay the balance ₦/ });
    expect(button.closest("form")?.getAttribute("method")).toBe("post");
    expect(button.getAttribute("value")).toBe("pay");
    // Any part of it, by card: a plain form with the amount between ₦1 and what is left.
    const amount = screen.getByLabelText("Pay an amount");
    expect(amount.getAttribute("name")).toBe("amount");
    expect(section.textContent).toContain("Any amount from ₦1 up to ₦275,000");
    const part = screen.getByRole("button", { name: "Pay this amount" });
    expect(part.getAttribute("value")).toBe("pay-amount");
    expect(part.closest("form")).toBe(amount.closest("form"));
  });

  it("says paid in full, with no button, once the balance landed", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    const view = {
      ...order("ready"),
      balance: {
        paid: 1_500_000,
        outstanding: 0,
        due: 0,
        dueDay: "2026-12-08",
        payable: false,
        testPayable: false,
        button: null,
      },
    };
    render(<OrderDetails order={view} />);
    expect(screen.getByRole("region", { name: "Paid in full" }).textContent).toContain("Nothing to pay.");
    expect(screen.queryByRole("button", { name: /^Pay the balance ₦/ })).toBeNull();
  });

  it("in demo mode offers the labelled test payment of the balance instead of Paystack's page", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    const view = {
      ...order("paid"),
      isTest: true,
      balance: {
        paid: 82_500_000,
        outstanding: 27_500_000,
        due: 27_500_000,
        dueDay: "2026-12-08",
        payable: false,
        testPayable: true,
        button: "Pay the balance (test) ₦275,000",
      },
    };
    render(<OrderDetails order={view} />);
    expect(screen.queryByRole("button", { name: /^Pay the balance ₦/ })).toBeNull();
    const button = screen.getByRole("button", { name: "Pay the balance (test) ₦275,000" });
    expect(button.closest("form")?.getAttribute("method")).toBe("post");
    expect(button.getAttribute("value")).toBe("test-pay-balance");
    expect(button.closest("form")?.textContent).toContain("Demo mode · no card is charged");
  });
});

describe("the order page's word on reminders", () => {
  it("says reminders come and that each email can stop them, with no link to stop them on the page", () => {
    render(<OrderDetails order={{ ...order("pending", unpaid("not-paid", false)), remindersMayCome: true }} />);
    expect(screen.getByText(/Each reminder has a link to stop them\./)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "No reminders for this order" })).toBeNull();
    cleanup();
    render(<OrderDetails order={order("pending", unpaid("not-paid", false))} />);
    expect(screen.queryByText(/We email a reminder/)).toBeNull();
  });
});

describe("a made-to-measure line's measurements", () => {
  it("are listed when the page was given them, and nothing is when it was not", () => {
    const base = order("paid", null);
    const custom = {
      ...base.items[0]!,
      productId: 0,
      custom: { eventDate: "", measurements: [{ label: "Bust", value: "92 cm" }] },
    };
    render(<OrderDetails order={{ ...base, items: [custom] }} />);
    expect(screen.getByText("Bust").nextElementSibling?.textContent).toBe("92 cm");
    cleanup();
    render(<OrderDetails order={{ ...base, items: [{ ...custom, custom: { eventDate: "", measurements: [] } }] }} />);
    expect(screen.queryByText("Bust")).toBeNull();
  });
});

describe("the order page of a gift", () => {
  it("says whom it is for and that the parcel carries no prices; an order she keeps says nothing of it", () => {
    render(<OrderDetails order={{ ...order("paid", null), giftFor: "Mama Ngozi" }} />);
    expect(screen.getByText(/A gift for Mama Ngozi: the parcel carries no prices\./)).toBeTruthy();
    cleanup();
    render(<OrderDetails order={order("paid", null)} />);
    expect(screen.queryByText(/A gift for/)).toBeNull();
  });
});

describe("the order page's delivery address", () => {
  it("shows every line of an address abroad, the recipient's name first for a gift; a collected order shows none", () => {
    const deliverTo = ["1 Example Street", "London SW1A 1AA", "London", "United Kingdom"];
    render(<OrderDetails order={{ ...order("paid", null), giftFor: "Mama Ngozi", deliverTo }} />);
    const section = screen.getByRole("region", { name: "Delivery address" });
    expect([...section.querySelectorAll("address span")].map((l) => l.textContent)).toEqual([
      "Mama Ngozi",
      ...deliverTo,
    ]);
    cleanup();
    render(<OrderDetails order={order("paid", null)} />);
    expect(screen.queryByRole("region", { name: "Delivery address" })).toBeNull();
  });
});

describe("the order page of an order a code paid in part", () => {
  it("shows what the gift card or credit paid and what Paystack took; an order Paystack paid alone shows neither", () => {
    render(<OrderDetails order={{ ...order("paid", null), paidBy: { credit: 700_000, paystack: 800_000 } }} />);
    const paid = screen.getByText("Paid with credit or gift card").closest("dl")!;
    expect(paid.textContent).toBe("Paid with credit or gift card₦7,000Paid through Paystack₦8,000");
    cleanup();
    render(<OrderDetails order={order("paid", null)} />);
    expect(screen.queryByText("Paid with credit or gift card")).toBeNull();
  });
});

describe("a dollar order's page", () => {
  it("shows every amount in dollars and asks Paystack's page in dollars, never in naira", () => {
    const abroad = {
      ...PICKUP_ONLY,
      method: "abroad" as const,
      label: "DHL Express, UK and Europe (1 kg)",
      fee: 4_400,
    };
    const base = order("pending", {
      stage: "not-paid",
      demo: false,
      amount: 5_400,
      words: "Not paid yet: $54.00 to pay",
      button: "Complete payment $54.00",
    });
    render(
      <OrderDetails
        order={{
          ...base,
          currency: "USD",
          items: base.items.map((i) => ({ ...i, unitPrice: 1_000, lineTotal: 1_000 })),
          delivery: abroad,
          total: 5_400,
        }}
      />,
    );
    const items = screen.getByRole("region", { name: "Items" });
    expect(items.textContent).toContain("$10.00 each");
    expect(items.textContent).toContain("$44.00");
    expect(items.textContent).toContain("Total$54.00");
    expect(items.textContent).not.toContain("₦");
    expect(screen.getByRole("button", { name: "Complete payment $54.00" })).toBeTruthy();
    expect(screen.getByText("You pay securely on Paystack's own page, in US dollars.")).toBeTruthy();
  });
});

describe("a naira order's page while she views prices in dollars", () => {
  it("shows the order's money in naira, as it was placed and is paid, never converted", () => {
    render(
      <OrderDetails
        order={{
          ...order("in_production"),
          delivery: { ...PICKUP_ONLY, method: "nigeria", label: "Delivery in Nigeria", fee: 500_000 },
          total: 2_000_000,
          balance: {
            paid: 1_500_000,
            outstanding: 500_000,
            due: 500_000,
            dueDay: "2026-12-15",
            payable: true,
            testPayable: false,
            button: "Pay the balance ₦5,000",
          },
        }}
      />,
    );
    const items = screen.getByRole("region", { name: "Items" });
    expect(items.textContent).toContain("₦15,000 each");
    expect(items.textContent).toContain("₦5,000");
    expect(items.textContent).toContain("Total₦20,000");
    const balance = screen.getByRole("region", { name: "Your balance" });
    expect(balance.textContent).toContain("Paid₦15,000");
    expect(balance.textContent).toContain("Outstanding₦5,000");
    expect(document.body.textContent).not.toContain("$");
  });
});
