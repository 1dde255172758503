import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startServer, type RunningServer } from "../scripts/start-server";
import { openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { expectNoViolations } from "./support/axe";
import { expect, test as base } from "./support/test";

// Passkeys on a phone, with Chromium's virtual authenticator (through the DevTools protocol): the
// owner adds one, signs out, signs in with it, and turns on "require a passkey"; a session signed
// in with the password alone then has its refund refused in words and cannot change her passkeys,
// a passkey's session refunds.

/** A free port on loopback, so the shop's SITE_URL (a passkey's site) can name the address it serves. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A shop of the test's own, on a fresh database: the rule is shop-wide (other specs refund with a
 * password), and each repetition starts with no passkey.
 */
const test = base.extend<{ shop: RunningServer }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-passkeys-"));
      const port = await freePort();
      const server = await startServer({
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        TRUST_PROXY: "loopback",
        PORT: String(port),
        SITE_URL: `http://localhost:${port}`,
      });
      await provide(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

/** A phone's passkey store: resident keys, a fingerprint that always says yes. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** Signs out from the phone's menu. */
async function signOut(page: Page) {
  await page.getByRole("banner").getByText("Menu").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
}

async function signInWithPasskey(page: Page) {
  await page.goto("/admin/sign-in");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
}

async function refund(page: Page, reference: string) {
  await page.goto(`/admin/orders/${reference}`);
  await openMoreActions(page);
  const form = page.getByRole("region", { name: "Refunds" });
  await form.getByLabel("Amount to refund (₦, whole naira)").fill("1000");
  await form.getByLabel("Reason").fill("A button came loose.");
  await form.getByRole("button", { name: "Refund through Paystack" }).click();
}

test("the owner adds a passkey, signs in with it, and requires it for refunds", async ({ page, request }) => {
  await virtualAuthenticator(page);
  await signIn(page, "/admin/passkeys");
  await expect(page.getByText("This session was signed in with a password.")).toBeVisible();
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  // A password-only session cannot turn the rule on.
  await expect(page.getByRole("button", { name: "Turn on" })).toHaveCount(0);

  await page.getByLabel("Name of the passkey").fill("Owner's phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("The passkey is added: you can sign in with it.");
  const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText("Owner's phone");
  await expect(passkeys.first()).toContainText(/Added \w+day \d{1,2} \w+ 20\d\d/);
  await expectNoViolations(page, "her passkeys at 390 px");

  await signOut(page);
  await signInWithPasskey(page);
  await page.goto("/admin/passkeys");
  await expect(page.getByText("This session was signed in with a passkey.")).toBeVisible();
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Money and the shop's data now need a session signed in with a passkey.",
  );

  // The password alone: the refund is refused in words, and nothing is sent.
  const reference = await placePaidOrder(request);
  await signOut(page);
  await signIn(page, "/admin");
  await refund(page, reference);
  await expect(
    page.getByText(
      "The owner requires a passkey for money and the shop's data: sign out, then sign in with your passkey to do this.",
    ),
  ).toBeVisible();
  // Nor may the password alone change her passkeys now that she has one.
  await page.goto("/admin/passkeys");
  await expect(
    page.getByText("You have a passkey: sign in with it to add, approve or remove one.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Owner's phone" })).toHaveCount(0);
  await page.goto(`/admin/orders/${reference}`);
  await openMoreActions(page);
  await expect(page.getByRole("region", { name: "Refunds" }).getByRole("list", { name: "Refunds sent" })).toHaveCount(
    0,
  );

  // Signed in with the passkey, the same refund goes through.
  await signOut(page);
  await signInWithPasskey(page);
  await refund(page, reference);
  await expect(page.getByRole("status")).toHaveText("Refund sent to Paystack: its status is under Refunds.");
  // The order's history names who wrote in it.
  await openMoreActions(page);
  await page.getByLabel("Note (only you see it)").fill("Refunded a loose button.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toHaveText(
    /^Note · You · .* · by the ownerRefunded a loose button\.$/,
  );
});

test("without a script the sign-in page is the password form alone, and it signs in", async ({ browser, shop }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${shop.url}/admin/sign-in`);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use a passkey" })).toHaveCount(0);
  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${shop.url}/admin`);
  await page.goto(`${shop.url}/admin/passkeys`);
  await expect(
    page.getByText("Adding a passkey needs this page's script, in a browser that has passkeys."),
  ).toBeVisible();
  await context.close();
});
