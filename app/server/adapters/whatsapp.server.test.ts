import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsappFake, type WhatsappFake } from "../../../test-fakes/whatsapp";
import { templateProblems } from "~/features/notices/template-check";
import { shopTemplates } from "~/features/notices/purposes";
import { parseEnv } from "../base/env.server";
import {
  accountTemplates,
  readWhatsappWebhook,
  sendTemplate,
  validWhatsappSignature,
  whatsappConfig,
} from "./whatsapp.server";

describe("WhatsApp's Cloud API", () => {
  let fake: WhatsappFake;
  beforeAll(async () => {
    fake = await startWhatsappFake();
  });
  afterAll(() => fake.close());
  const config = () => whatsappConfig(parseEnv({ NODE_ENV: "test", ...fake.env }))!;
  const message = { to: "2348031234567", template: "order_ready", language: "en", variables: ["HZL-ABC"] };

  it("is not configured without its token and number id", () => {
    expect(whatsappConfig(parseEnv({ NODE_ENV: "test" }))).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test" }).WHATSAPP_API_URL).toBe("https://graph.facebook.com/v21.0");
  });

  it("sends a template with its body's variables and keeps Meta's wamid", async () => {
    const answer = await sendTemplate(config(), message);
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^wamid\./) });
    expect(fake.sends.at(-1)).toMatchObject({ to: "2348031234567", template: "order_ready", variables: ["HZL-ABC"] });
  });

  it("a refusal is final with Meta's code; a wrong token too; no answer at all is tried again", async () => {
    fake.refuseNext(132001);
    expect(await sendTemplate(config(), message)).toMatchObject({ ok: false, final: true, code: "132001" });
    expect(await sendTemplate({ ...config(), token: "wrong" }, message)).toMatchObject({ ok: false, code: "190" });
    expect(await sendTemplate({ ...config(), apiUrl: "http://127.0.0.1:9" }, message)).toMatchObject({
      ok: false,
      final: false,
      status: 0,
    });
  });

  it("reads statuses with their error code and pricing, and her texts; checks the body's signature", () => {
    const body = fake.statusBody([
      {
        id: "wamid.1",
        status: "failed",
        timestamp: "1764410520",
        errors: [{ code: 131049, title: "Held back" }],
      },
      {
        id: "wamid.2",
        status: "read",
        timestamp: "1764410520",
        pricing: { billable: true, category: "utility" },
      },
      { id: "wamid.3", status: "deleted", timestamp: "1" },
    ]);
    expect(readWhatsappWebhook(JSON.parse(body.toString()))).toEqual({
      statuses: [
        { id: "wamid.1", status: "failed", at: new Date(1764410520000), code: "131049", title: "Held back" },
        {
          id: "wamid.2",
          status: "read",
          at: new Date(1764410520000),
          pricingCategory: "utility",
          billable: true,
        },
      ],
      texts: [],
    });
    expect(readWhatsappWebhook(JSON.parse(fake.textBody("2348031234567", "STOP").toString())).texts).toEqual([
      { from: "2348031234567", body: "STOP" },
    ]);
    expect(validWhatsappSignature(fake.env.WHATSAPP_APP_SECRET!, body, fake.sign(body))).toBe(true);
    expect(validWhatsappSignature("another secret", body, fake.sign(body))).toBe(false);
    expect(validWhatsappSignature(fake.env.WHATSAPP_APP_SECRET!, body, null)).toBe(false);
  });

  it("lists the account's templates page after page, for the check of the shop's", async () => {
    fake.templates = shopTemplates().map((t) => ({
      name: t.name,
      language: t.language,
      status: "APPROVED",
      category: "UTILITY",
      components: [{ type: "BODY", text: t.variables.map((_, i) => `{{${i + 1}}}`).join(", ") }],
    }));
    const listed = await accountTemplates(config(), fake.env.WHATSAPP_BUSINESS_ACCOUNT_ID!);
    expect(listed).toHaveLength(fake.templates.length);
    expect(templateProblems(listed)).toEqual([]);
  });
});
