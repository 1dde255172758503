import { expect, it } from "vitest";
import { inDaytime } from "./daytime";
import { balanceReminderVariables, MESSAGE_TEMPLATES, messagePurposeOf, smsText, templateOf } from "./purposes";
import { moves, nextLink } from "./states";
import { isStopText } from "./stop";

it("a receipt moves a message only forward; a delivery after a failure still counts", () => {
  expect(moves("queued", "sent")).toBe(true);
  expect(moves("read", "delivered")).toBe(false);
  expect(moves("delivered", "delivered")).toBe(false);
  expect(moves("delivered", "failed")).toBe(false);
  expect(moves("sent", "failed")).toBe(true);
  expect(moves("failed", "delivered")).toBe(true);
  expect(nextLink(["whatsapp", "sms"], "whatsapp")).toBe("sms");
  expect(nextLink(["whatsapp", "sms"], "sms")).toBeUndefined();
});

it("STOP in any case, with spaces or a full stop, stops her notices; a sentence with it does not", () => {
  for (const text of ["STOP", " stop ", "Stop.", "UNSUBSCRIBE"]) expect(isStopText(text)).toBe(true);
  expect(isStopText("please don't stop the dress")).toBe(false);
});

it("reminders wait for the Lagos daytime window", () => {
  const daytime = { from: 9, to: 19 };
  const noon = new Date("2026-11-30T11:00:00Z"); // 12:00 in Lagos
  expect(inDaytime(noon, daytime)).toEqual(noon);
  expect(inDaytime(new Date("2026-11-30T03:00:00Z"), daytime)).toEqual(new Date("2026-11-30T08:00:00Z"));
  expect(inDaytime(new Date("2026-11-30T19:30:00Z"), daytime)).toEqual(new Date("2026-12-01T08:00:00Z"));
});

it("a paid order's email is its confirmation, or its deposit's news; the owner's emails stay emails", () => {
  expect(messagePurposeOf("customer-paid", false)).toBe("customer-paid");
  expect(messagePurposeOf("customer-paid", true)).toBe("customer-deposit-paid");
  expect(messagePurposeOf("owner-paid", false)).toBeUndefined();
  expect(messagePurposeOf("customer-quote", false)).toBeUndefined();
  expect(smsText("customer-balance-due", ["HZL-A", "₦275,000", "Friday 4 December 2026"])).toBe(
    "Hazel: the balance of ₦275,000 on order HZL-A is due by Friday 4 December 2026.",
  );
});

it("a balance reminder names her own account and its bank when she has one, in a template of its own", () => {
  const account = { accountNumber: "0123456789", bankName: "Wema Bank", demo: false };
  const named = balanceReminderVariables("HZL-A", "₦270,000", "Friday 4 December 2026", account);
  expect(named).toEqual(["HZL-A", "₦270,000", "Friday 4 December 2026", "0123456789", "Wema Bank"]);
  expect(templateOf("customer-balance-soon", named)).toMatchObject({
    name: "balance_reminder_transfer",
    language: "en",
  });
  expect(smsText("customer-balance-soon", named)).toBe(
    "Hazel: ₦270,000 of your order HZL-A is due by Friday 4 December 2026. Pay it by transfer to your own account 0123456789 at Wema Bank, or on your order's page.",
  );

  // Without an account (or with a demo one, where no money moves): the approved words, unchanged.
  for (const none of [null, { ...account, demo: true }]) {
    const plain = balanceReminderVariables("HZL-A", "₦270,000", "Friday 4 December 2026", none);
    expect(plain).toEqual(["HZL-A", "₦270,000", "Friday 4 December 2026"]);
    expect(templateOf("customer-balance-due", plain).name).toBe("balance_reminder");
    expect(smsText("customer-balance-due", plain)).toBe(
      "Hazel: the balance of ₦270,000 on order HZL-A is due by Friday 4 December 2026.",
    );
  }
});

it("no template's words open or close with a variable, which Meta refuses", () => {
  const bodies = Object.values(MESSAGE_TEMPLATES).flatMap((t) => [
    t.sms,
    ...(t.withAccount ? [t.withAccount.sms] : []),
  ]);
  for (const body of bodies) expect(body, body).not.toMatch(/^\s*\{\{\d+\}\}|\{\{\d+\}\}\s*$/);
  expect(smsText("customer-shipped", ["HZL-A", "to follow"])).toBe(
    "Hazel: your order HZL-A has shipped. Tracking: to follow. Its page shows where it is.",
  );
});
