// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HerTransferAccount } from "./her-transfer-account";

afterEach(cleanup);

const account = { accountNumber: "0123456789", bankName: "Wema Bank", accountName: "HAZEL/ADA OBI", demo: false };
const owing = [
  { reference: "HZL-ABCDEFGHJKLM", owed: 27_500_000 },
  { reference: "HZL-NPQRSTUVWXYZ", owed: 5_000_000 },
];

describe("her own account on her page", () => {
  it("names her account and lets her choose, in a plain form, the order her transfers go to first", () => {
    render(<HerTransferAccount transfers={{ account, owing, chosen: "HZL-NPQRSTUVWXYZ" }} />);
    expect(screen.getByTestId("her-account-number").textContent).toBe(
      "Your own account for paying by transfer: 0123456789 · Wema Bank · HAZEL/ADA OBI",
    );
    expect(screen.queryByText(/Demo mode/)).toBeNull();
    const choice = screen.getByLabelText<HTMLSelectElement>("Your transfers go first to");
    expect(choice.value).toBe("HZL-NPQRSTUVWXYZ");
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      "Your oldest order that owes",
      "HZL-ABCDEFGHJKLM (owes ₦275,000)",
      "HZL-NPQRSTUVWXYZ (owes ₦50,000)",
    ]);
    const form = choice.closest("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/account"]);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("value")).toBe("transfer-order");
  });

  it("labels a demo account, and says when Paystack has not given hers yet", () => {
    render(<HerTransferAccount transfers={{ account: { ...account, demo: true }, owing: [], chosen: null }} />);
    expect(screen.getByTestId("her-account-number").textContent).toContain("(demo account: no money moves to it)");
    expect(screen.getByText("Demo mode · no money moves")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    cleanup();
    render(<HerTransferAccount transfers={{ account: null, owing, chosen: null }} />);
    expect(screen.getByText(/is on its way/)).toBeTruthy();
  });
});
