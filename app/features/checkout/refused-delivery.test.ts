import { describe, expect, it } from "vitest";
import { postedDeliveryChoice } from "./refused-delivery";

describe("the delivery choice of a refused form", () => {
  it("is what she posted", () => {
    expect(postedDeliveryChoice({ delivery: "nigeria", area: "", express: true, neededBy: "2026-12-24" })).toEqual({
      method: "nigeria",
      area: "",
      express: true,
      neededBy: "2026-12-24",
    });
  });

  it("leaves out a method or a day the shop does not know", () => {
    expect(postedDeliveryChoice({ delivery: "drone", area: "", express: false, neededBy: "24/12/2026" })).toEqual({
      method: "pickup",
      area: "",
      express: false,
      neededBy: "",
    });
  });
});
