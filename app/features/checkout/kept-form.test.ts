// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { emptyCustomerForm } from "./customer";
import { forgetForm, keepForm, keptForm } from "./kept-form";
import { createCustomerForm } from "./test-fixtures";

beforeEach(() => sessionStorage.clear());

it("gives back what she typed in this tab, and nothing once forgotten", () => {
  const typed = createCustomerForm({ comments: "Call first" });
  keepForm(typed);
  expect(keptForm(emptyCustomerForm)).toEqual(typed);
  forgetForm();
  expect(keptForm(emptyCustomerForm)).toEqual(emptyCustomerForm);
});

it("reads back only the form's own text fields within their limits", () => {
  sessionStorage.setItem(
    "hazel-checkout-form",
    JSON.stringify({
      email: "ada@example.com",
      phone: 8031234567,
      address: "x".repeat(301),
      card: "4084 0840 8408 4081",
    }),
  );
  expect(keptForm(emptyCustomerForm)).toEqual({ ...emptyCustomerForm, email: "ada@example.com" });
  sessionStorage.setItem("hazel-checkout-form", "{not json");
  expect(keptForm(emptyCustomerForm)).toEqual(emptyCustomerForm);
});
