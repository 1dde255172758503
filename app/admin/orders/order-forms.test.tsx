// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CreditSection } from "./credit-section";
import { MoveSection } from "./move-section";
import { MoreActions, NextSteps } from "./order-action-forms";
import { refusalsBySection, type OrderFormRefusal } from "./order-forms";
import { RefundsSection } from "./refunds-section";

afterEach(cleanup);

const REFERENCE = "HZL-ABCDEFGHJKMN";
const at = (form: string) => `/admin/orders/${REFERENCE}/${form}`;

/** The More actions of an order, the owner's by default (she may cancel a paid order and mark it refunded). */
const moreActions = (over: Partial<ComponentProps<typeof MoreActions>>) =>
  render(
    <MoreActions
      reference={REFERENCE}
      status="paid"
      pickup={false}
      toMake={false}
      paid={0}
      mayCancelPaid
      mayMarkRefunded
      {...over}
    />,
  ).container;

/** Every form the rendered part holds: where it posts, and its hidden intent if any. */
const formsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("form")].map((f) => ({
    method: f.getAttribute("method"),
    action: f.getAttribute("action"),
    intent: f.querySelector<HTMLInputElement>("input[type=hidden][name=intent]")?.value,
  }));

describe("the order page's money actions for each role", () => {
  /** The money's own forms the part holds: cancel and mark refunded. */
  const intents = (c: HTMLElement) =>
    formsOf(c)
      .map((f) => f.intent)
      .filter((i) => i === "cancel" || i === "refund");

  it("offers a shop hand no Mark refunded, and no cancel of an order that took money; the owner both", () => {
    const hand = { mayCancelPaid: false, mayMarkRefunded: false };
    const paid = moreActions({ paid: 3_000_000, ...hand });
    expect(intents(paid)).toEqual([]);
    expect(paid.textContent).toContain("Only the owner cancels an order that took money, or marks one refunded.");
    const unpaid = moreActions({ status: "review", ...hand });
    expect(intents(unpaid)).toEqual(["cancel"]);
    const owner = moreActions({ paid: 3_000_000 });
    expect(intents(owner)).toEqual(["refund", "cancel"]);
    expect(screen.getByText(/returned to the shopper outside the shop/)).toBeTruthy();
  });
});

describe("each form of the owner's order page posts to its own family's address", () => {
  it("the next steps, a note, cancel and mark refunded: /stage, told apart by their intent", () => {
    const next = render(<NextSteps reference={REFERENCE} status="paid" pickup={false} toMake={false} />).container;
    const check = render(<NextSteps reference={REFERENCE} status="pending" pickup={false} toMake={false} />).container;
    const more = moreActions({ paid: 3_000_000 });
    const forms = [...formsOf(next), ...formsOf(check), ...formsOf(more)];
    expect(new Set(forms.map((f) => `${f.method} ${f.action}`))).toEqual(new Set([`post ${at("stage")}`]));
    expect(new Set(forms.map((f) => f.intent))).toEqual(new Set(["move", "check", "note", "cancel", "refund"]));
  });

  it("store credit: /credit, with no intent", () => {
    const credit = {
      formKey: "k",
      creditable: 3_000_000,
      issued: 0,
      now: "2026-01-01T10:00",
      checks: [],
      entries: [],
    };
    const { container } = render(<CreditSection reference={REFERENCE} credit={credit} />);
    expect(formsOf(container)).toEqual([{ method: "post", action: at("credit"), intent: undefined }]);
    cleanup();
    // Read well, it says what it would do and posts the same fields again with its step.
    const values = { amount: "50,000", fee: "", reason: "Too small", override: "", contactedAt: "2026-01-01T10:00" };
    const confirm = { key: "k1", sentence: "She gets ₦37,500 of credit; the order then owes ₦50,000", detail: "" };
    const asked = render(
      <CreditSection reference={REFERENCE} credit={credit} refusal={{ values, errors: {}, confirm }} />,
    ).container;
    expect(formsOf(asked)).toEqual([{ method: "post", action: at("credit"), intent: undefined }]);
    expect(asked.textContent).toContain("She gets ₦37,500 of credit; the order then owes ₦50,000.");
    const posted = new FormData(asked.querySelector("form")!, screen.getByRole("button", { name: "Confirm" }));
    expect(Object.fromEntries(posted)).toEqual({ key: "k1", ...values, step: "confirm" });
  });

  it("moving a cancelled order's payment: /move, with no intent", () => {
    const move = {
      formKey: "k",
      movable: 3_000_000,
      window: { ok: true, text: "" },
      targets: [{ reference: "HZL-X", due: 1, name: "Ada Obi", phone: "0803", address: "Lagos", differs: [] }],
    };
    const { container } = render(<MoveSection reference={REFERENCE} move={move} />);
    expect(formsOf(container)).toEqual([{ method: "post", action: at("move"), intent: undefined }]);
  });

  it("a refund and an unsent one tried again: /refund, told apart by their intent", () => {
    const refunds = {
      available: true,
      formKey: "k",
      standing: { paid: 3_000_000, refunded: 0, underWay: 0, kept: 3_000_000, refundable: 1_000_000 },
      payments: [{ reference: "HZL-ABCDEFGHJKMN-1", label: "Full payment", refundable: 1_000_000 }],
      refunds: [
        {
          id: 7,
          amount: 2_000_000,
          reason: "Late",
          status: "unsent" as const,
          label: "Not sent",
          todo: null,
          createdAt: "2026-01-01T10:00:00.000Z",
          paymentReference: "HZL-ABCDEFGHJKMN-1",
        },
      ],
    };
    const { container } = render(<RefundsSection reference={REFERENCE} refunds={refunds} />);
    expect(formsOf(container)).toEqual([
      { method: "post", action: at("refund"), intent: "paystack-refund-retry" },
      { method: "post", action: at("refund"), intent: "paystack-refund" },
    ]);
  });
});

describe("the order page's one next step and its More actions", () => {
  const buttons = (c: HTMLElement) => [...c.querySelectorAll("button")].map((b) => b.textContent);

  it("a delivery ready: Mark shipped first, never Mark collected", () => {
    const next = render(<NextSteps reference={REFERENCE} status="ready" pickup={false} toMake={false} />).container;
    const more = moreActions({ status: "ready" });
    expect(buttons(next)).toEqual(["Mark shipped"]);
    expect(buttons(more)).not.toContain("Mark collected");
  });

  it("a pickup paid: Mark ready for pickup first, production under More actions, never Mark shipped", () => {
    const next = render(<NextSteps reference={REFERENCE} status="paid" pickup toMake={false} />).container;
    const more = moreActions({ pickup: true });
    expect(buttons(next)).toEqual(["Mark ready for pickup"]);
    expect(buttons(more)).toContain("Start production");
    expect([...buttons(next), ...buttons(more)]).not.toContain("Mark shipped");
    expect(more.querySelector("details > summary")?.textContent).toBe("More actions");
  });

  it("a piece to make, paid: Start production first, the only primary button; held back, why and what opens it", () => {
    const next = render(<NextSteps reference={REFERENCE} status="paid" pickup={false} toMake />).container;
    const more = moreActions({ toMake: true });
    expect(buttons(next)).toEqual(["Start production"]);
    expect(buttons(more)).not.toContain("Start production");
    const primary = (b: Element) => b.className.split(" ").includes("bg-ink");
    expect(primary(next.querySelector("button")!)).toBe(true);
    expect([...more.querySelectorAll("button")].filter(primary)).toEqual([]);
    const held = render(
      <NextSteps
        reference={REFERENCE}
        status="ready"
        pickup
        toMake
        held={{ collected: "₦275,000 balance still to pay" }}
      />,
    ).container;
    expect(held.querySelector("p")?.textContent).toBe(
      "Mark collected: not yet, ₦275,000 balance still to pay. It opens once she has paid it: the Money section has her link to pay, and Send on WhatsApp.",
    );
  });

  it("says what ready-to-wear pieces kept for the order wait for, beside its next step", () => {
    const kept = "held for her, sold to no one else, until she has paid in full: ₦549,000 still to pay";
    const next = render(<NextSteps reference={REFERENCE} status="paid" pickup toMake={false} kept={kept} />).container;
    expect(buttons(next)).toEqual(["Mark ready for pickup"]);
    expect(next.textContent).toContain(`Ready-to-wear pieces: ${kept}.`);
  });

  it("cancelling a paid order asks for a ticked box naming what it paid", () => {
    const more = moreActions({ pickup: true, paid: 3_000_000 });
    const box = more.querySelector<HTMLInputElement>("#cancel-confirm");
    expect(box?.required).toBe(true);
    expect(more.querySelector("label[for=cancel-confirm]")?.textContent).toBe(
      "Yes, cancel the order that paid ₦30,000",
    );
  });
});

describe("a refused form's message", () => {
  const credit = {
    values: { amount: "9", fee: "", reason: "", override: "", contactedAt: "" },
    errors: { amount: "Too much" },
  };
  const move = { values: { to: "", reason: "" }, errors: { to: "Choose one" } };
  const cases: [OrderFormRefusal, keyof ReturnType<typeof refusalsBySection>, unknown][] = [
    [{ form: "credit", credit }, "credit", credit],
    [{ form: "move", move }, "move", move],
    [
      { form: "refund", intent: "paystack-refund", message: "No" },
      "refund",
      { intent: "paystack-refund", message: "No" },
    ],
    [{ form: "stage", intent: "note", message: "No" }, "stage", { intent: "note", message: "No" }],
    [{ form: "body", message: "Too large" }, "stage", { message: "Too large" }],
  ];

  it.each(cases)("goes to its own section only: %o", (refusal, section, shown) => {
    const sections = refusalsBySection(refusal);
    expect(sections[section]).toEqual(shown);
    for (const [other, value] of Object.entries(sections)) if (other !== section) expect(value, other).toBeUndefined();
  });
});
