// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AutopayForm } from "./components/autopay-form";
import { autopayHerLines, autopayOwnerLines, failureWords } from "./rules";

afterEach(cleanup);

describe("her autopay choice", () => {
  it("is a plain form, its box unticked until she turned it on", () => {
    render(<AutopayForm choice={{ last4: "4081", on: false, missed: [] }} />);
    const box = screen.getByLabelText<HTMLInputElement>("Pay each part from my card ending 4081 on its day");
    expect(box.checked).toBe(false);
    expect(box.name).toBe("autopay");
    const form = box.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.getAttribute("value")).toBe("autopay");
    expect(save.closest("form")).toBe(form);
  });

  it("shows it on once she chose it", () => {
    render(<AutopayForm choice={{ last4: "1234", on: true, missed: [] }} />);
    expect(screen.getByLabelText<HTMLInputElement>(/card ending 1234/).checked).toBe(true);
  });

  it("tells her each part her card could not pay, and that she pays it herself", () => {
    const missed = autopayHerLines([
      { part: 2, state: "missed", tries: 3, lastFailure: "card declined" },
      { part: 3, state: "trying", tries: 1, lastFailure: "insufficient funds" },
    ]);
    expect(missed).toEqual([
      "Your card could not pay part 2 (card declined): pay it here yourself, by card or transfer.",
    ]);
    render(<AutopayForm choice={{ last4: "1234", on: true, missed }} />);
    expect(screen.getByText(/Your card could not pay part 2/)).toBeTruthy();
  });
});

describe("the owner's words", () => {
  it("names a missed part and why, and a part still retried", () => {
    expect(failureWords("Declined")).toBe("card declined");
    expect(failureWords("Insufficient Funds")).toBe("insufficient funds");
    expect(failureWords(null)).toBe("card not charged");
    expect(
      autopayOwnerLines([
        { part: 2, state: "missed", tries: 3, lastFailure: "card declined" },
        { part: 3, state: "trying", tries: 1, lastFailure: "insufficient funds" },
        { part: 4, state: "charged", tries: 1, lastFailure: "" },
      ]),
    ).toEqual(["Autopay missed part 2 (card declined)", "Autopay failed part 3 (insufficient funds), tried 1 of 3"]);
  });
});
