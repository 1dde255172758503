import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentStep, orderStateFor, PARCEL_STEPS, stepOfStatus, type StepSeen } from "./parcel-steps";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));

describe("a parcel's steps", () => {
  it("reads the aggregator's statuses whatever their spelling, and ignores the ones that are not steps", () => {
    expect(stepOfStatus("picked_up")).toBe("picked-up");
    expect(stepOfStatus("In Transit")).toBe("in-transit");
    expect(stepOfStatus("COMPLETED")).toBe("delivered");
    expect(stepOfStatus("out-for-delivery")).toBe("out-for-delivery");
    expect(stepOfStatus("cancelled")).toBeUndefined();
    expect(stepOfStatus("")).toBeUndefined();
  });

  it("keeps the furthest step when events arrive late or twice", () => {
    const seen: StepSeen[] = [
      { step: "in-transit", at: at(30) },
      { step: "picked-up", at: at(10) },
      { step: "in-transit", at: at(30) },
    ];
    expect(currentStep(seen)).toBe("in-transit");
  });

  it("shows a failed attempt until a later step, and never leaves delivered", () => {
    expect(
      currentStep([
        { step: "out-for-delivery", at: at(40) },
        { step: "failed-attempt", at: at(50) },
      ]),
    ).toBe("failed-attempt");
    expect(
      currentStep([
        { step: "failed-attempt", at: at(50) },
        { step: "out-for-delivery", at: at(40) },
      ]),
    ).toBe("failed-attempt");
    expect(
      currentStep([
        { step: "failed-attempt", at: at(50) },
        { step: "out-for-delivery", at: at(59) },
      ]),
    ).toBe("out-for-delivery");
    expect(
      currentStep([
        { step: "delivered", at: at(20) },
        { step: "in-transit", at: at(59) },
      ]),
    ).toBe("delivered");
  });

  it("gives the same step whatever order the same events arrive in", () => {
    const event = fc.record({
      step: fc.constantFrom(...PARCEL_STEPS.filter((s) => s !== "failed-attempt")),
      at: fc.integer({ min: 0, max: 59 }).map(at),
    });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 8 }), (events) => {
        const reversed = currentStep([...events].reverse());
        expect(currentStep(events)).toBe(reversed);
      }),
    );
  });

  it("moves the order to shipped once picked up and to delivered at the door", () => {
    expect(orderStateFor("booked")).toBeUndefined();
    expect(orderStateFor("picked-up")).toBe("shipped");
    expect(orderStateFor("failed-attempt")).toBe("shipped");
    expect(orderStateFor("delivered")).toBe("delivered");
  });
});
