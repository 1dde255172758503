import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTermiiFake, type TermiiFake } from "../../../test-fakes/termii";
import { parseEnv } from "../base/env.server";
import { readTermiiInbound, readTermiiReport, sendSms, termiiConfig, validTermiiSignature } from "./termii.server";

describe("Termii's SMS API", () => {
  let fake: TermiiFake;
  beforeAll(async () => {
    fake = await startTermiiFake();
  });
  afterAll(() => fake.close());
  const config = () => termiiConfig(parseEnv({ NODE_ENV: "test", ...fake.env }))!;

  it("is not configured without its key and sender id; its address is Termii's Nigerian one", () => {
    expect(termiiConfig(parseEnv({ NODE_ENV: "test" }))).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test" }).TERMII_API_URL).toBe("https://api.ng.termii.com");
  });

  it("sends a plain SMS on the DND route from the shop's sender id, and keeps its message_id", async () => {
    const answer = await sendSms(config(), { to: "2348031234567", sms: "Hazel: your order is ready." });
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^\d+$/) });
    expect(fake.sends.at(-1)).toMatchObject({ to: "2348031234567", from: "Hazel", channel: "dnd" });
    expect(await sendSms({ ...config(), apiKey: "wrong" }, { to: "2348031234567", sms: "x" })).toMatchObject({
      ok: false,
      final: true,
      status: 401,
    });
  });

  it("reads a delivery report's state in Termii's words, and checks its signature", () => {
    const report = (status: string) => ({ type: "sms", message_id: "301", status, cost: "4.00" });
    expect(readTermiiReport(report("Delivered"))).toMatchObject({
      messageId: "301",
      status: "delivered",
      cost: "4.00",
    });
    expect(readTermiiReport(report("Message Sent"))?.status).toBe("sent");
    expect(readTermiiReport(report("DND Active on Phone Number"))?.status).toBe("failed");
    expect(readTermiiReport(report("Expired"))?.status).toBe("failed");
    expect(readTermiiReport({ type: "device_status", status: "disconnected" })).toBeUndefined();
    const inbound = {
      type: "inbound",
      message_id: "390",
      sender: "2348031234567",
      message: "STOP",
      status: "Received",
    };
    expect(readTermiiReport(inbound)).toBeUndefined();
    expect(readTermiiInbound(inbound)).toEqual({ from: "2348031234567", text: "STOP" });
    const raw = Buffer.from(JSON.stringify(report("Delivered")));
    expect(validTermiiSignature(fake.env.TERMII_SECRET_KEY!, raw, fake.sign(raw))).toBe(true);
    expect(validTermiiSignature("another", raw, fake.sign(raw))).toBe(false);
  });
});
