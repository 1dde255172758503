// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
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
