// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Customer } from "~/features/orders";
import { MoveSection } from "./move-section";
import { whomFor } from "./move-target";

afterEach(cleanup);

const ada: Customer = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Obi",
  phone: "+234 803 123 4567",
  address: "12 Aba Road",
  city: "",
  postcode: "",
  country: "Nigeria",
  state: "Rivers",
  comments: "",
};

describe("moving a cancelled order's payment", () => {
  it("finds what differs from the cancelled order's name, phone and address, spelling and spacing aside", () => {
    expect(whomFor({ ...ada, firstName: "ADA", phone: "2348031234567" }, ada)).toEqual({
      name: "ADA Obi",
      phone: "2348031234567",
      address: "12 Aba Road, Rivers, Nigeria",
      differs: [],
    });
    expect(whomFor({ ...ada, firstName: "Bisi", address: "3 Allen Avenue", state: "Lagos" }, ada).differs).toEqual([
      "name",
      "address",
    ]);
  });

  it("shows each target's name, phone and address, and warns when they differ", () => {
    const targets = [
      { reference: "HZL-AAAAAAAAAAAA", due: 20_000, ...whomFor(ada, ada) },
      { reference: "HZL-BBBBBBBBBBBB", due: 30_000, ...whomFor({ ...ada, firstName: "Bisi", phone: "0809" }, ada) },
    ];
    render(
      <MoveSection
        reference="HZL-CCCCCCCCCCCC"
        move={{ formKey: "k", movable: 30_000, window: { ok: true, text: "" }, targets }}
      />,
    );
    const [same, other] = screen.getAllByRole("listitem");
    expect(same!.textContent).toBe("HZL-AAAAAAAAAAAAAda Obi · +234 803 123 4567 · 12 Aba Road, Rivers, Nigeria");
    expect(other!.textContent).toContain("Bisi Obi · 0809 · 12 Aba Road, Rivers, Nigeria");
    expect(other!.textContent).toContain(
      "Its name and phone differ from this order's: check it is hers before moving.",
    );
  });
});
