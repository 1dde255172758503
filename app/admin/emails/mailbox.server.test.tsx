import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { codeFromBytes, formatCode } from "~/features/credit";
import type { Env } from "~/server/base/env.server";
import { sendSignInCode } from "~/server/account/sign-in.server";
import { confirmByKey } from "~/server/lists/lists.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { storeMessage } from "~/server/messages/store.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import { queueAlert } from "~/server/outbox/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { invite } from "../people/invite.server";
import { addStaff, ownerPerson } from "../people/store/index.server";
import { adminKeys } from "../sign-in/admin-auth.server";
import { createSession } from "../sign-in/store/index.server";
import type { EmailView } from "./email-view";
import { MailboxScreen } from "./mailbox-screen";
import { MAILBOX_PAGE_SIZE, mailboxView, orderEmailViews } from "./mailbox-view.server";
import { OrderEmails } from "./order-emails";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";
const PASSWORD = "owner-password-for-tests";
const HER = "her@example.com";

/** The same shop with an EmailJS account and its templates set. */
const withKeys = (env: Env): Env => ({
  ...env,
  EMAILJS_SERVICE_ID: "service",
  EMAILJS_PUBLIC_KEY: "public",
  EMAILJS_PRIVATE_KEY: "private",
  EMAILJS_TEMPLATE_ID: "messages",
  EMAILJS_ORDER_TEMPLATE_ID: "order",
  EMAILJS_CUSTOMER_TEMPLATE_ID: "customer",
  EMAILJS_LIST_TEMPLATE_ID: "lists",
});

const textOf = (e: EmailView) =>
  e.paragraphs.map((p) => p.map((s) => ("code" in s ? s.code : s.text)).join("")).join("\n\n");
const linksOf = (e: EmailView) => e.paragraphs.flat().flatMap((s) => ("href" in s ? [s.href] : []));
const codesOf = (e: EmailView) => e.paragraphs.flat().flatMap((s) => ("code" in s ? [s.code] : []));

describeOnBothDatabases("the owner's mailbox on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: PASSWORD } });
  let reference: string;
  let creditCode: string;
  const cookie = {} as Record<"owner" | "shop_hand" | "tailor", () => Promise<string>>;

  beforeAll(async () => {
    state.services = services;
    const db = services.db;
    const owner = await ownerPerson(db);
    const binding = (await adminKeys(db, services.env)).session;
    cookie.owner = async () => `hazel_admin=${await createSession(db, binding, owner.id)}`;
    for (const role of ["shop_hand", "tailor"] as const) {
      const id = await addStaff(db, {
        name: role,
        email: `${role}@example.com`,
        role,
        passwordHash: "x",
        binding: role,
      });
      cookie[role] = async () => `hazel_admin=${await createSession(db, role, id)}`;
    }
    // A paid order (two notices), store credit from it, a staff invitation, a sign-up, her sign-in code.
    const placed = await placeOrder(services, {
      customer: createCustomerForm({ email: HER, comments: "<b>Leave it</b> at the gate" }),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
      messageUpdates: true,
    });
    if (!placed.ok) throw new Error("the order was not placed");
    reference = placed.order.reference;
    await changeOrderState(db, { reference, to: "paid", source: "verify" });
    creditCode = formatCode(codeFromBytes(new Uint8Array(20).map((_, i) => i * 11)));
    await queueAlert(db, "store-credit:test", "customer", {
      to_email: HER,
      to_name: "Ada",
      reference,
      status: "store credit",
      order_summary: `Your code: ${creditCode}`,
      total: "₦15,000",
      order_url: `${SHOP}/checkout`,
      note: "Keep this email: the code is shown nowhere else.",
    });
    const invited = await invite(
      db,
      SHOP,
      owner,
      new URLSearchParams({ name: "Ngozi", email: "ngozi@example.com", role: "shop_hand" }),
    );
    if (!invited.ok) throw new Error(invited.error);
    await storeMessage(db, { kind: "newsletter", from_email: "news@example.com" }, "203.0.113.7");
    await sendSignInCode(db, { email: HER, clientAddress: "203.0.113.8", siteUrl: SHOP });
  });

  it("lists every email in the demo, newest first, its code and its links ready to click", async () => {
    const view = await mailboxView(services.db, services.env);
    expect(view.demo).toBe(true);
    const [signIn, confirm, relayed, invitation, credit] = view.emails;
    const code = /^(\d{6}) is your Hazel sign-in code$/.exec(signIn!.subject)?.[1];
    expect(code).toBeDefined();
    expect(signIn).toMatchObject({ to: HER, state: "Not sent: the demo sends no email", problem: false });
    expect(codesOf(signIn!)).toEqual([code]);
    expect(linksOf(signIn!)).toEqual([
      expect.stringMatching(/^http:\/\/shop\.test\/account\/continue\?token=[\w-]{43}$/),
    ]);

    expect(confirm).toMatchObject({ to: "news@example.com", subject: "Confirm your Hazel subscription" });
    expect(linksOf(confirm!)).toEqual([
      expect.stringMatching(/^http:\/\/shop\.test\/lists\/confirm\?key=/),
      expect.stringMatching(/^http:\/\/shop\.test\/lists\/unsubscribe\?key=/),
    ]);
    expect(relayed).toMatchObject({
      to: "you",
      subject: expect.stringMatching(/^Hazel: sign-ups on \w+day \d+ \w+ \d{4}$/),
    });
    expect(invitation).toMatchObject({
      to: "ngozi@example.com",
      subject: "Hazel: an invitation to Hazel's back office",
    });
    expect(linksOf(invitation!)).toEqual([
      expect.stringMatching(/^http:\/\/shop\.test\/admin\/invitation\/[0-9a-f]{64}$/),
    ]);
    expect(credit).toMatchObject({ to: HER, subject: `Hazel: store credit (${reference})` });
    expect(codesOf(credit!)).toEqual([creditCode]);

    // The notices are written from the order, as the relay writes them: hers to her, the owner's to "you".
    const notices = view.emails.slice(5);
    expect(notices.map((e) => e.to)).toEqual([HER, "you"]);
    expect(textOf(notices[0]!)).toContain("BB Ensemble");
    expect(linksOf(notices[0]!)).toEqual([`${SHOP}/order/${reference}`]);

    const html = renderToStaticMarkup(<MailboxScreen {...view} />);
    expect(html).toContain(">Demo mailbox</h1>");
    expect(html).toContain(`>${code}</code>`);
    expect(html).toContain(`>${creditCode}</code>`);
    expect(html).toMatch(/<a href="http:\/\/shop\.test\/admin\/invitation\/[0-9a-f]{64}"/);

    // Confirmed through its link, the confirmation still reads as it was sent (the relay would now withhold it).
    await confirmByKey(services.db, new URL(linksOf(confirm!)[0]!).searchParams.get("key")!);
    const again = (await mailboxView(services.db, services.env)).emails.find((e) => e.id === confirm!.id)!;
    expect(again).toEqual(confirm);
  });

  it("shows the demo's WhatsApp and SMS notices beside the emails, as they would have gone", async () => {
    const { messages } = await mailboxView(services.db, services.env);
    expect(messages).toEqual([
      expect.objectContaining({
        to: "+2348031234567",
        state: "Order confirmed · Not sent: the demo sends no WhatsApp or SMS",
        whatsapp: expect.stringMatching(new RegExp(`^order_confirmed \\(${reference} \\| ₦[\\d,]+\\)$`)),
        sms: expect.stringContaining(`your order ${reference} is confirmed`),
      }),
    ]);
    const html = renderToStaticMarkup(<MailboxScreen {...await mailboxView(services.db, services.env)} />);
    expect(html).toContain(">WhatsApp and SMS</h2>");
    // An older page is the emails alone.
    expect((await mailboxView(services.db, services.env, 1)).messages).toEqual([]);
  });

  it("is the record of what was sent once EmailJS is set, each email as far as it got", async () => {
    const view = await mailboxView(services.db, withKeys(services.env));
    expect(view.demo).toBe(false);
    // Each waits its turn; the day's sign-ups, counted into one, go the next morning.
    expect(view.emails.map((e) => e.state)).toEqual(
      view.emails.map((e) =>
        e.subject.includes("sign-ups on") ? expect.stringMatching(/^To be sent /) : "Waiting to be sent",
      ),
    );
    const html = renderToStaticMarkup(<MailboxScreen {...view} />);
    expect(html).toContain(">Emails sent</h1>");
    expect(html).not.toContain("Demo mailbox");
    // Her sign-in code and link are hers alone once emails really go: said to be hidden, never shown.
    const signIn = view.emails[0]!;
    expect(signIn.subject).toBe("(her code, hidden) is your Hazel sign-in code");
    expect(codesOf(signIn)).toEqual([]);
    expect(linksOf(signIn)).toEqual([]);
    expect(textOf(signIn)).toContain("(her sign-in link, hidden)");
    expect(textOf(signIn)).not.toMatch(/\d{6}|token=/);
    // So is a credit code: money she alone spends.
    const credit = view.emails.find((e) => e.subject.includes("store credit"))!;
    expect(codesOf(credit)).toEqual([]);
    expect(textOf(credit)).not.toContain(creditCode);
    expect(textOf(credit)).toContain("(her code, hidden)");
    const unset = await mailboxView(services.db, { ...withKeys(services.env), EMAILJS_LIST_TEMPLATE_ID: undefined });
    expect(unset.emails[1]).toMatchObject({ state: "Not sent: EMAILJS_LIST_TEMPLATE_ID is not set", problem: true });
  });

  it("says the lists' emails go through Mailgun once it is set, even in the demo, and waits them their turn", async () => {
    const mailgun = {
      MAILGUN_API_KEY: "key",
      MAILGUN_DOMAIN: "mg.hazel.example",
      MAILGUN_FROM: "Hazel <news@mg.hazel.example>",
    };
    const demo = await mailboxView(services.db, services.env);
    expect(demo.listMail).toBe("Mailgun is not set: list emails are kept in the demo mailbox (Emails), not sent.");
    const view = await mailboxView(services.db, { ...services.env, ...mailgun });
    expect(view.listMail).toMatch(
      /^List emails go through Mailgun \(mg\.hazel\.example\), 10 a second at most\. MAILGUN_WEBHOOK_SIGNING_KEY is not set/,
    );
    expect(renderToStaticMarkup(<MailboxScreen {...view} />)).toContain("List emails go through Mailgun");
    const confirmation = view.emails.find((e) => e.subject.startsWith("Confirm"))!;
    expect(confirmation.state).toBe("Waiting to be sent");
    const invitation = view.emails.find((e) => e.subject.includes("invit") || e.subject.includes("Invit"))!;
    expect(invitation.state).toBe("Not sent: the demo sends no email");
  });

  it("writes what a stranger typed as words: no markup, no script, no link to another site", async () => {
    await storeMessage(
      services.db,
      {
        kind: "contact",
        from_name: '<img src=x onerror="alert(1)">',
        from_email: "stranger@example.com",
        from_phone: "",
        message: `<script>alert(1)</script> see https://evil.example/login and javascript:alert(2) or ${SHOP}.evil.example/x`,
      },
      "203.0.113.9",
    );
    await queueAlert(services.db, "hostile:1", "customer", {
      to_email: '"><svg onload=alert(3)>@example.com',
      subject: "</h2><script>alert(4)</script>",
      status: "x",
      order_summary: "<iframe src=https://evil.example>",
      order_url: "javascript:alert(5)",
      note: "",
    });
    const html = renderToStaticMarkup(<MailboxScreen {...await mailboxView(services.db, services.env)} />);
    expect(html).not.toMatch(/<(script|img|svg|iframe)\b/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;/h2&gt;&lt;script&gt;alert(4)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toMatch(/href="(?!http:\/\/shop\.test\/)/);
    expect(html).toContain("https://evil.example/login");
  });

  it("pages a large outbox by its key, each email once, newest first", async () => {
    await services.db.query(
      `insert into outbox (alert_key, template, params)
       select 'many:' || i, 'customer', jsonb_build_object('to_email', 'many' || i || '@example.com', 'status', 'n' || i)
         from generate_series(1, 2000) i`,
    );
    const query = vi.spyOn(services.db, "query");
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await mailboxView(services.db, services.env, before);
      expect(page.emails.length).toBeLessThanOrEqual(MAILBOX_PAGE_SIZE);
      expect(page.later).toBe(before !== undefined);
      seen.push(...page.emails.map((e) => e.id));
      before = page.older ?? undefined;
      pages += 1;
    } while (before !== undefined && pages < 200);
    const pageReads = query.mock.calls.filter(([sql]) => /from outbox where \$1::bigint is null or id < \$1/.test(sql));
    query.mockRestore();
    expect(pageReads).toHaveLength(pages);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const [{ n }] = (await services.db.query<{ n: number }>("select count(*)::int as n from outbox")) as [
      { n: number },
    ];
    expect(seen).toHaveLength(Number(n));
  }, 120_000);

  it("opens to the owner alone: another role's page, a guessed page, her order's emails", async () => {
    const { loader } = await import("~/routes/admin/emails");
    const orderPage = await import("~/routes/admin/order");
    const ask = async (role: keyof typeof cookie, path: string) => {
      const request = new Request(`${SHOP}${path}`, { headers: { Cookie: await cookie[role]() } });
      try {
        return { status: 200, body: await loader({ request, params: {}, context: {} } as never) };
      } catch (thrown) {
        const refused = thrown as { init?: { status?: number }; data?: unknown };
        return { status: refused.init?.status ?? 500, body: refused.data };
      }
    };
    expect((await ask("owner", "/admin/emails")).status).toBe(200);
    for (const role of ["shop_hand", "tailor"] as const) {
      for (const path of ["/admin/emails", "/admin/emails?before=3", "/admin/emails?before=999999"]) {
        const answer = await ask(role, path);
        expect(answer.status, `${role} ${path}`).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain(HER);
      }
    }
    // Its page is private, no-store as every /admin address is (the host's adminHeaders, swept in e2e/sweep.spec.ts).

    const orderAs = async (role: keyof typeof cookie) => {
      const request = new Request(`${SHOP}/admin/orders/${reference}`, { headers: { Cookie: await cookie[role]() } });
      return (await orderPage.loader({ request, params: { reference }, context: {} } as never)) as {
        emailTexts: EmailView[];
        order: { emails: string[] };
      };
    };
    const hand = await orderAs("shop_hand");
    expect(hand.emailTexts).toEqual([]);
    expect(hand.order.emails).toHaveLength(2);
    const own = await orderAs("owner");
    expect(own.emailTexts.map((e) => e.to)).toEqual(["you", HER, HER]);
    expect(own.emailTexts.map((e) => e.subject)).toContain(`Hazel: store credit (${reference})`);
    expect(own.emailTexts).toEqual(await orderEmailViews(services.db, services.env, reference));
    const html = renderToStaticMarkup(<OrderEmails emails={own.order.emails} texts={own.emailTexts} />);
    expect(html).toContain(`>${creditCode}</code>`);
    expect(html).toContain("&lt;b&gt;Leave it&lt;/b&gt;");
  });
});
