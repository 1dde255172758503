import { expect, it } from "vitest";
import type { NoticeView } from "~/features/notices";
import { noticeLine } from "./notice-line";

const at = new Date("2026-11-29T13:02:00Z"); // 14:02 in Lagos
const notice = (over: Partial<NoticeView>): NoticeView => ({
  id: 1,
  reference: "HZ-ABC",
  appointmentId: null,
  purpose: "customer-balance-soon",
  phone: "2348031234567",
  channel: "whatsapp",
  state: "read",
  failureCode: null,
  failureTitle: null,
  withheld: false,
  ended: false,
  lastError: null,
  template: "balance_reminder",
  variables: [],
  smsText: "",
  createdAt: at,
  stateAt: at,
  sends: [],
  ...over,
});

it("names the purpose, the channel and the state with its receipt's Lagos time", () => {
  expect(noticeLine(notice({}))).toMatchObject({ text: "Balance reminder · WhatsApp · read 14:02", failed: false });
  expect(noticeLine(notice({ state: "queued" })).text).toBe("Balance reminder · WhatsApp · queued");
});

it("a fallback says what WhatsApp answered; a failure or a STOP is marked for the owner", () => {
  const fell = noticeLine(
    notice({
      channel: "sms",
      state: "delivered",
      sends: [
        { channel: "whatsapp", providerId: "wamid.1", state: "failed", failureCode: "131026", cost: null },
        { channel: "sms", providerId: "1", state: "delivered", failureCode: null, cost: "4.00" },
      ],
    }),
  );
  expect(fell).toMatchObject({ text: "Balance reminder · SMS · delivered 14:02", before: "WhatsApp failed 131026" });
  expect(noticeLine(notice({ channel: "sms", state: "failed", failureCode: "Expired" }))).toMatchObject({
    text: "Balance reminder · SMS · failed Expired 14:02",
    failed: true,
  });
  expect(noticeLine(notice({ state: "queued", withheld: true })).failed).toBe(true);
  // WhatsApp failed and no SMS account is set: nothing more will be tried.
  expect(
    noticeLine(notice({ channel: "sms", state: "queued", ended: true, lastError: "not configured on sms" })),
  ).toMatchObject({ text: "Balance reminder · SMS · not sent: not configured on sms", failed: true });
});
