import { describe, expect, it } from "vitest";
import { carrierAddressMessage } from "./postcodes";

describe("an address a carrier accepts", () => {
  const phone = "+44 20 7946 0958";

  it("checks the postcode's shape where carriers do", () => {
    expect(carrierAddressMessage("GB", { postcode: "12345", phone })).toBe(
      "customer.postcode: Please enter a valid UK postcode, like SW1A 1AA.",
    );
    expect(carrierAddressMessage("GB", { postcode: "ec1a1bb", phone })).toBe("");
    expect(carrierAddressMessage("US", { postcode: "7700", phone })).toBe(
      "customer.postcode: Please enter a valid US ZIP code, like 77002 or 77002-1234.",
    );
    expect(carrierAddressMessage("US", { postcode: "77002-1234", phone })).toBe("");
    expect(carrierAddressMessage("CA", { postcode: "M5V 2T6", phone })).toBe("");
  });

  it("wants the recipient's phone in international form abroad, a local one at home", () => {
    expect(carrierAddressMessage("GB", { postcode: "SW1A 1AA", phone: "020 7946 0958" })).toMatch(
      /^customer\.phone: Please enter the phone number in international form/,
    );
    expect(carrierAddressMessage("NG", { postcode: "", phone: "0803 123 4567" })).toBe("");
  });
});
