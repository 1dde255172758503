import { describe, expect, it } from "vitest";
import type { OrderEvent } from "./order";
import { stageSince } from "./stage-since";

const placed = new Date("2026-11-20T09:00:00Z");
const at = (hour: number) => new Date(`2026-11-20T${String(hour).padStart(2, "0")}:00:00Z`);
const event = (hour: number, from: OrderEvent["from"], to: OrderEvent["to"]) => ({ at: at(hour), from, to });

describe("since when an order is in its stage", () => {
  it("is its placing while nothing has moved it", () => {
    expect(stageSince({ status: "pending", createdAt: placed }, [])).toEqual(placed);
  });

  it("is its last change of state into the present one", () => {
    const events = [event(10, "pending", "paid"), event(11, "paid", "in_production")];
    expect(stageSince({ status: "in_production", createdAt: placed }, events)).toEqual(at(11));
  });

  it("ignores notes, which leave the state as it was", () => {
    const events = [event(10, "pending", "paid"), event(12, "paid", "paid")];
    expect(stageSince({ status: "paid", createdAt: placed }, events)).toEqual(at(10));
  });

  it("is the return to a state left before (a dispute declined), not the first arrival", () => {
    const events = [event(10, "pending", "paid"), event(11, "paid", "disputed"), event(13, "disputed", "paid")];
    expect(stageSince({ status: "paid", createdAt: placed }, events)).toEqual(at(13));
  });

  it("is the latest of two changes at the same moment, taken in the history's order", () => {
    const events = [event(10, "pending", "review"), event(10, "review", "paid"), event(10, "paid", "paid")];
    expect(stageSince({ status: "paid", createdAt: placed }, events)).toEqual(at(10));
    expect(stageSince({ status: "review", createdAt: placed }, events.slice(0, 1))).toEqual(at(10));
  });

  it("is its placing when no change led into the present state", () => {
    const events = [event(10, "pending", "pending")];
    expect(stageSince({ status: "pending", createdAt: placed }, events)).toEqual(placed);
  });
});
