// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { emptyCustomerForm } from "../customer";

afterEach(() => {
  cleanup();
  vi.doUnmock("../region-data");
});

it("starts loading the regions when the shopper first focuses the form", async () => {
  const requested = vi.fn();
  vi.doMock("../region-data", async (importOriginal) => (requested(), importOriginal()));
  const { BillingForm } = await import("./billing-form");
  render(
    <BillingForm
      form={emptyCustomerForm}
      errors={{}}
      disabled={false}
      formRef={createRef()}
      onChange={() => {}}
      onSubmit={() => {}}
    >
      <button type="submit">Pay</button>
    </BillingForm>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requested).not.toHaveBeenCalled();
  fireEvent.focus(screen.getByLabelText("Email"));
  await vi.waitFor(() => expect(requested).toHaveBeenCalledOnce());
});

it("asks whether it is a gift before the address, whose own block holds the recipient's fields", async () => {
  const { BillingForm } = await import("./billing-form");
  render(
    <BillingForm
      form={emptyCustomerForm}
      errors={{ giftPhone: "Wrong number" }}
      gift={{ isGift: true, giftName: "Mama Ngozi", giftPhone: "soon", giftMessage: "" }}
      disabled={false}
      formRef={createRef()}
      onChange={() => {}}
      onSubmit={() => {}}
    >
      <button type="submit">Pay</button>
    </BillingForm>,
  );
  const form = screen.getByRole("form", { name: "Billing details" });
  const names = [...form.querySelectorAll("input, select, textarea")].map((e) => e.getAttribute("name"));
  expect(names.slice(0, names.indexOf("comments"))).toEqual([
    "email",
    "firstName",
    "lastName",
    "phone",
    "messageUpdates",
    "isGift",
    "giftName",
    "giftPhone",
    "address",
    "city",
    "postcode",
    "country",
    "state",
    "giftMessage",
  ]);
  expect((screen.getByRole("checkbox", { name: "Yes, send it to someone else" }) as HTMLInputElement).checked).toBe(
    true,
  );
  // Her WhatsApp or SMS updates stay unticked until she ticks them.
  const updates = screen.getByRole("checkbox", { name: /WhatsApp or SMS updates/ }) as HTMLInputElement;
  expect(updates.checked).toBe(false);
  // The recipient's name, number and address are one fieldset, named by its legend.
  const block = screen.getByRole("group", { name: /Recipient's address/ });
  expect(within(block).getByLabelText("Recipient's name")).toHaveProperty("value", "Mama Ngozi");
  expect(within(block).getByLabelText("Recipient's number").getAttribute("aria-invalid")).toBe("true");
  expect(within(block).getByLabelText("Address")).toBeTruthy();
  expect(within(block).getByLabelText("Postcode, if any")).toBeTruthy();
});

it("without a script, reopens a refused form at its summary, each message a link to its field", async () => {
  const { BillingForm, REFUSAL_ID } = await import("./billing-form");
  const refused = (
    <BillingForm
      form={emptyCustomerForm}
      errors={{ postcode: "Please enter a valid UK postcode, like SW1A 1AA." }}
      refusal={{ message: "Please correct the highlighted fields.", duties: "Please tick the duties." }}
      disabled={false}
      formRef={createRef()}
      onChange={() => {}}
      onSubmit={() => {}}
    >
      <button type="submit">Pay</button>
    </BillingForm>
  );
  // The server's page marks the summary autofocus: the browser opens there, without a script.
  const served = new DOMParser().parseFromString(renderToString(refused), "text/html");
  expect(served.getElementById(REFUSAL_ID)?.hasAttribute("autofocus")).toBe(true);
  render(refused);
  const summary = screen.getByRole("alert");
  expect(summary.id).toBe(REFUSAL_ID);
  expect(summary.textContent).toContain("Please correct the highlighted fields.");
  const postcode = within(summary).getByRole("link", { name: "Please enter a valid UK postcode, like SW1A 1AA." });
  expect(document.querySelector(postcode.getAttribute("href")!)).toBe(screen.getByLabelText("Postcode, if any"));
  expect(within(summary).getByRole("link", { name: "Please tick the duties." }).getAttribute("href")).toBe(
    "#duties-heading",
  );
});

it("asks for a postcode where her country's couriers need one, and leaves it optional where they do not", async () => {
  const { BillingForm } = await import("./billing-form");
  const postcodeFor = (country: string) => {
    const { unmount } = render(
      <BillingForm
        form={{ ...emptyCustomerForm, country }}
        errors={{}}
        disabled={false}
        formRef={createRef()}
        onChange={() => {}}
        onSubmit={() => {}}
      >
        <button type="submit">Pay</button>
      </BillingForm>,
    );
    const field = screen.getByLabelText(/^Postcode/) as HTMLInputElement;
    const seen = { label: field.labels?.[0]?.textContent, required: field.required };
    unmount();
    return seen;
  };
  expect(postcodeFor("United Kingdom")).toEqual({ label: "Postcode", required: true });
  expect(postcodeFor("Nigeria")).toEqual({ label: "Postcode, if any", required: false });
  expect(postcodeFor("")).toEqual({ label: "Postcode, if any", required: false });
});
