import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { islandsStarted, openPage as open } from "./support/islands";

// The relay tests count EmailJS's calls, so this file's tests take turns.
test.describe.configure({ mode: "serial" });

interface EmailjsCall {
  at: number;
  status: number;
  fields: Record<string, string>;
}

const emailjs = () => {
  const url = process.env.EMAILJS_API_URL;
  if (!url) throw new Error("The EmailJS fake is not running");
  return url;
};

async function callsFor(request: APIRequestContext, email: string): Promise<EmailjsCall[]> {
  const { calls } = (await (await request.get(`${emailjs()}/__calls`)).json()) as { calls: EmailjsCall[] };
  return calls.filter((c) => c.fields.from_email === email);
}

/** The emails sent to her: a sign-up's confirmation (the owner hears of sign-ups once a day, naming nobody). */
async function callsTo(request: APIRequestContext, email: string): Promise<EmailjsCall[]> {
  const { calls } = (await (await request.get(`${emailjs()}/__calls`)).json()) as { calls: EmailjsCall[] };
  return calls.filter((c) => c.fields.to_email === email);
}

/** Each test speaks from its own address (the server trusts its loopback proxy: TRUST_PROXY=loopback). */
let visitor = 0;
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${visitor + Math.floor(Math.random() * 150)}` });
}
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(async ({ page }) => asNewVisitor(page));

test("a contact message is received, the form resets, and EmailJS gets every multipart field", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ada");
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Send A Message" });
  await form.getByLabel("Name").fill("Ada Obi");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone (optional)").fill("+234 803 000 0000");
  await form.getByLabel("Message").fill("Do you make bridal pieces?");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("status")).toHaveText(
    "Thank you, your message has been received. We will reply by email soon.",
  );
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  await expect.poll(async () => (await callsFor(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [call] = await callsFor(request, email);
  expect(call?.status).toBe(200);
  expect(call?.fields).toEqual({
    message_number: expect.stringMatching(/^\d+$/),
    subject: `Hazel message #${call?.fields.message_number}`,
    from_name: "Ada Obi",
    from_email: email,
    from_phone: "+234 803 000 0000",
    message: "Do you make bridal pieces?",
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    service_id: "service_fake",
    template_id: "template_fake",
    user_id: "public_fake",
    accessToken: "private_fake",
  });
});

test("a message sent while EmailJS is down reaches it later", async ({ page, request }) => {
  // Other tests' messages share the relay, one send a second: allow for a queue.
  test.slow();
  const email = uniqueEmail("later");
  await request.post(`${emailjs()}/__control`, { data: { failFor: email } });
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Send A Message" });
  await form.getByLabel("Name").fill("Later Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Sent during an outage");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("has been received");

  await expect
    .poll(async () => (await callsFor(request, email)).map((c) => c.status), { timeout: 80_000, intervals: [500] })
    .toEqual([503, 200]);
  const [failed, sent] = await callsFor(request, email);
  expect(sent!.at - failed!.at).toBeGreaterThanOrEqual(4_000);
});

test("the contact form says what is missing and sends nothing", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/messages")) posted = true;
  });
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Send A Message" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(form.getByText("Please enter your message.")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
  expect(posted).toBe(false);
});

test("the home page's Subscribe form subscribes an address", async ({ page, request }) => {
  const email = uniqueEmail("news");
  await open(page, "/");
  const form = page.getByRole("form", { name: "Subscribe" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter your email address.")).toBeVisible();
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you for subscribing. Please confirm with the link we have emailed you; then sales and news will come to your inbox.",
  );
  await expect(form.getByLabel("Email")).toHaveValue("");
  await expect.poll(async () => (await callsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  expect((await callsTo(request, email))[0]?.fields.subject).toBe("Confirm your Hazel subscription");
  expect(await callsFor(request, email)).toEqual([]);
});

test("the sign-up pop-up shows on a top-edge exit, closes, and never shows again after signing up", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const popup = page.getByRole("dialog", { name: "Get Access to Exclusive Sales and Discounts!" });
  const leaveThroughTop = async () => {
    await page.mouse.move(700, 400);
    await page.mouse.move(700, 10);
    await page.mouse.move(700, -10);
  };
  await page.goto("/");
  await islandsStarted(page);
  await page.mouse.move(700, 400);
  await page.mouse.move(5, 400);
  await page.mouse.move(-10, 400);
  await expect(popup).toBeHidden();

  await leaveThroughTop();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Get Access to Exclusive Sales and Discounts!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await leaveThroughTop();
  await expect(popup).toBeHidden();

  await page.reload();
  await islandsStarted(page);
  await leaveThroughTop();
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await islandsStarted(page);
  await leaveThroughTop();
  const email = uniqueEmail("insider");
  await popup.getByLabel("Name").fill("Ify");
  await popup.getByLabel("Email").fill(email);
  await popup.getByRole("button", { name: "Submit" }).click();
  await expect(popup).toBeHidden();
  await expect(
    page.getByText(
      "Thank you for signing up. Please confirm with the link we have emailed you; then exclusive sales and discounts will come to your inbox.",
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("hasSignedUp"))).toBe("true");
  await expect.poll(async () => (await callsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  expect(await callsFor(request, email)).toEqual([]);

  await page.reload();
  await islandsStarted(page);
  await leaveThroughTop();
  // The exit's handler and React's render have run by the next frame: still no invitation.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(popup).toBeHidden();
});

test.describe("POST /api/messages", () => {
  const from = (n: number) => ({ "X-Forwarded-For": `192.0.2.${n}` });

  test("answers bad input with 400 and each field's error", async ({ request }) => {
    const response = await request.post("/api/messages", {
      headers: from(1),
      data: { kind: "contact", from_email: "x" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the fields marked.",
      fields: {
        from_name: "Please enter your name.",
        from_email: "Please enter a valid email address, like name@example.com.",
        message: "Please enter your message.",
      },
    });
    const huge = await request.post("/api/messages", {
      headers: from(1),
      data: { kind: "contact", message: "x".repeat(40_000) },
    });
    expect(huge.status()).toBe(413);
  });

  test("limits the messages of one address", async ({ request }) => {
    const address = from(100 + Math.floor(Math.random() * 100));
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await request.post("/api/messages", {
        headers: address,
        data: { kind: "newsletter", from_email: uniqueEmail(`flood${i}`) },
      });
      statuses.push(r.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });
});
