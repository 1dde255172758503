import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTermiiFake, type TermiiFake } from "../../test-fakes/termii";
import { startWhatsappFake, type WhatsappFake } from "../../test-fakes/whatsapp";
import { createTestServices } from "~/server/test-services.server";
import type { Services } from "~/server/services.server";
import { action as termiiAction } from "./api.termii.webhook";
import { action, loader } from "./api.whatsapp.webhook";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

type Args = Parameters<typeof action>[0];
const post = (path: string, raw: Buffer, headers: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: new Uint8Array(raw),
  });

describe("the providers' webhooks", () => {
  let whatsapp: WhatsappFake;
  let termii: TermiiFake;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    whatsapp = await startWhatsappFake();
    termii = await startTermiiFake();
    const t = await createTestServices("pglite", { env: { ...whatsapp.env, ...termii.env } });
    state.services = t.services;
    dispose = t.dispose;
  });
  afterAll(async () => {
    await dispose();
    await whatsapp.close();
    await termii.close();
  });

  it("GET answers Meta's challenge only with the shop's verify token", async () => {
    const ask = (token: string) =>
      loader({
        request: new Request(
          `http://shop.test/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
        params: {},
        context: {},
      } as Parameters<typeof loader>[0]);
    const ok = await ask(whatsapp.env.WHATSAPP_VERIFY_TOKEN!);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await ask("guessed")).status).toBe(403);
  });

  it("POST takes a body signed with the app secret, refuses one that is not", async () => {
    const body = whatsapp.statusBody([{ id: "wamid.unknown", status: "delivered", timestamp: "1764000000" }]);
    const signed = await action({
      request: post("/api/whatsapp/webhook", body, { "X-Hub-Signature-256": whatsapp.sign(body) }),
    } as Args);
    expect(signed.status).toBe(200);
    const forged = await action({
      request: post("/api/whatsapp/webhook", body, { "X-Hub-Signature-256": `sha256=${"0".repeat(64)}` }),
    } as Args);
    expect(forged.status).toBe(401);
  });

  it("Termii's reports are taken signed, refused unsigned", async () => {
    const body = Buffer.from(JSON.stringify({ message_id: "1", status: "Delivered", type: "sms" }));
    const signed = await termiiAction({
      request: post("/api/termii/webhook", body, { "X-Termii-Signature": termii.sign(body) }),
    } as Parameters<typeof termiiAction>[0]);
    expect(signed.status).toBe(200);
    const unsigned = await termiiAction({
      request: post("/api/termii/webhook", body, {}),
    } as Parameters<typeof termiiAction>[0]);
    expect(unsigned.status).toBe(401);
  });
});

describe("the webhooks of a shop without the providers' secrets", () => {
  it("refuse every post with a 403, as nothing is set up to check it", async () => {
    const t = await createTestServices("pglite");
    state.services = t.services;
    try {
      const body = Buffer.from("{}");
      expect((await action({ request: post("/api/whatsapp/webhook", body, {}) } as Args)).status).toBe(403);
      expect(
        (await termiiAction({ request: post("/api/termii/webhook", body, {}) } as Parameters<typeof termiiAction>[0]))
          .status,
      ).toBe(403);
    } finally {
      await t.dispose();
    }
  });
});
