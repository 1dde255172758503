import { expect, it } from "vitest";
import { DUTIES_UNTICKED } from "~/features/delivery/duties-text";
import { namedFieldError } from "./named-field-error";

it("finds the field a refusal names, with its words alone", () => {
  expect(namedFieldError("customer.postcode: Please enter a valid UK postcode, like SW1A 1AA.")).toEqual({
    field: "postcode",
    words: "Please enter a valid UK postcode, like SW1A 1AA.",
  });
  expect(namedFieldError(`dutiesUnderstood: ${DUTIES_UNTICKED}`)).toEqual({
    field: "dutiesUnderstood",
    words: DUTIES_UNTICKED,
  });
});

it("names no field for a refusal of no field of the form, or of several", () => {
  expect(namedFieldError("The Zoya Dress does not come in size XS.")).toBeNull();
  expect(namedFieldError("lines.0.quantity: must be 1 or more.")).toBeNull();
  expect(namedFieldError("customer.email: Enter an email. customer.phone: Enter a phone.")).toBeNull();
});
