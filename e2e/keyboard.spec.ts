import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { islandsStarted } from "./support/islands";

/**
 * A shopper with only a keyboard: Tab, Shift+Tab, Enter, Space and the arrow keys. Every control
 * reached shows where the focus is, and none hides under the sticky header (WCAG 2.4.7, 2.4.11).
 */

const PAYSTACK_API_URL = process.env.PAYSTACK_API_URL ?? "";

/** Paystack's inline script, faked: opening the payment tells the test and pays through the fake API. */
const FAKE_INLINE_SCRIPT = `
window.PaystackPop = {
  setup: function (options) {
    return {
      openIframe: function () {
        window.__paystackPay({ ref: options.ref, amount: options.amount, currency: options.currency }).then(function () {
          options.callback({ reference: options.ref, status: "success", message: "Approved" });
        });
      }
    };
  }
};`;

/** Serves the fake script; returns the amounts it was opened with. */
async function fakePaystack(page: Page) {
  const amounts: number[] = [];
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_INLINE_SCRIPT }),
  );
  await page.exposeFunction("__paystackPay", async (o: { ref: string; amount: number; currency: string }) => {
    amounts.push(o.amount);
    const response = await fetch(`${PAYSTACK_API_URL}/__control`, {
      method: "POST",
      body: JSON.stringify({ reference: o.ref, amount: o.amount, currency: o.currency, status: "success" }),
    });
    expect(response.ok).toBe(true);
  });
  return amounts;
}

interface Focused {
  tag: string;
  type: string;
  name: string;
  href: string;
  checked: boolean;
  /** The focused control, or the element drawn for it, shows an outline or a ring. */
  indicated: boolean;
  /** At least part of it is on screen, below the sticky header. */
  unobscured: boolean;
  inDialog: boolean;
}

/** What has the focus, and whether a sighted shopper can see it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        tag: "body",
        type: "",
        name: "",
        href: "",
        checked: false,
        indicated: false,
        unobscured: false,
        inDialog: false,
      };
    }
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      const rect = e.getBoundingClientRect();
      const outline =
        s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(s.outlineColor);
      return rect.width > 0 && rect.height > 0 && (outline || s.boxShadow !== "none");
    };
    // A visually hidden native control (a radio, the currency select) is drawn by its neighbour.
    const candidates = [el, el.nextElementSibling, el.parentElement].filter((e): e is Element => e !== null);
    const indicator = candidates.find(shows);
    const drawn = (indicator ?? el).getBoundingClientRect();
    const dialog = el.closest("dialog");
    const header = document.querySelector("header");
    // Unobscured when some point of it is on screen and not under the sticky header.
    const points = [0.1, 0.5, 0.9].flatMap((x) =>
      [0.1, 0.5, 0.9].map((y) => [drawn.left + drawn.width * x, drawn.top + drawn.height * y] as const),
    );
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
    const unobscured =
      header === null || header.contains(el) || dialog !== null
        ? onScreen.length > 0
        : onScreen.some(([x, y]) => !header.contains(document.elementFromPoint(x, y)));
    const label =
      el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute("type") ?? "",
      name: label.replace(/\s+/g, " ").trim(),
      href: el.getAttribute("href") ?? "",
      checked: (el as HTMLInputElement).checked ?? false,
      indicated: indicator !== undefined,
      unobscured,
      inDialog: dialog !== null,
    };
  });
}

/** Presses a key and checks the focus it lands on can be seen. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  // Tabbing into a date input leaves Chromium's focus in the input's inner field, where no
  // element matches :focus and no computed style says what is drawn; the field's own focus style
  // is checked when it is focused directly (see "the needed-by date shows its focus").
  if (now.type !== "date") expect(now.indicated, `focus ring on ${now.tag} "${now.name}" after ${key}`).toBe(true);
  expect(now.unobscured, `${now.tag} "${now.name}" hidden under the header after ${key}`).toBe(true);
  return now;
}

/** Tabs (or Shift+Tabs) until the focused element matches, checking each stop on the way. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    const now = await press(page, back ? "Shift+Tab" : "Tab");
    if (matches(now)) return now;
  }
  throw new Error(`Nothing matching was reached in ${max} presses`);
}

const named = (name: string) => (f: Focused) => f.name === name;

/** The opened dialog has taken the focus: a Tab pressed before it has would start from the page behind. */
const expectFocusInDialog = (page: Page) => expect.poll(async () => (await focused(page)).inDialog).toBe(true);

/** Opens a page and waits until its islands have started. */
async function open(page: Page, address: string) {
  await page.goto(address);
  await islandsStarted(page);
}

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

test("with only the keyboard, a shopper browses, adds a dress in a size and reaches the payment", async ({ page }) => {
  test.setTimeout(90_000);
  const paid = await fakePaystack(page);
  await open(page, "/");

  expect((await press(page, "Tab")).name).toBe("Skip to content");
  await tabTo(page, (f) => f.href === "/collections");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/collections$/);
  await islandsStarted(page);

  await tabTo(page, named("Naledi Collection"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/naledi$/);
  await islandsStarted(page);

  await tabTo(page, named("Orion Dress"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/naledi\/orion-dress$/);
  await islandsStarted(page);

  // The size radios: Tab enters the group, the arrows choose.
  const xs = await tabTo(page, (f) => f.type === "radio");
  expect(xs.name).toBe("XS");
  await press(page, "ArrowRight");
  const m = await press(page, "ArrowRight");
  expect(m).toMatchObject({ name: "M", checked: true });
  await expect(page.getByRole("radio", { name: "M", exact: true })).toBeChecked();

  // Quantity: the plus button, pressed with Space.
  await tabTo(page, named("Increase quantity"));
  await page.keyboard.press("Space");
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");

  await tabTo(page, named("Add To Cart"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");

  // Back up to the cart link in the header.
  await tabTo(page, (f) => f.href === "/cart", { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await islandsStarted(page);
  await expect(page.getByRole("main")).toContainText("Orion Dress");

  await tabTo(page, (f) => f.href === "/checkout");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await islandsStarted(page);

  const typeInto = async (label: string, text: string) => {
    const f = await tabTo(page, (x) => x.name.startsWith(label) && x.tag !== "a" && x.tag !== "button");
    expect(f.name.startsWith(label)).toBe(true);
    await page.keyboard.type(text);
  };
  await typeInto("Email", "ada@example.com");
  await typeInto("First name", "Ada");
  await typeInto("Last name", "Obi");
  await typeInto("Phone", "+234 803 123 4567");
  await typeInto("Address", "12 Aba Road, Port Harcourt");
  await typeInto("Country", "Nigeria");
  await expect(page.getByLabel("Country")).toHaveValue(/.+/);
  await typeInto("State / Region", "Rivers");
  await expect(page.getByLabel("State / Region")).not.toHaveValue("");
  // Rivers asks for her area, a field that comes in a moment later above the rest: it is waited
  // for, so a field focused below it is not pushed out of view between the press and the check.
  await expect(page.getByLabel("Your area (local government)")).toBeVisible();

  await tabTo(page, named("Place Order"));
  await page.keyboard.press("Enter");
  await expect.poll(() => paid).toEqual([28_000_000]);
  await expect(page).toHaveURL(/\/order\/HZL-/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
});

for (const { name, path, width, open: openDialog, dialog } of [
  { name: "side menu", path: "/naledi", width: 1440, open: "Menu", dialog: "Menu" },
  { name: "sub-store menu", path: "/hazelbee", width: 390, open: "Menu", dialog: "Menu" },
] as const) {
  test(`focus stays in the ${name} and returns to its button when it closes`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await open(page, path);
    await tabTo(page, named(openDialog));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    await expectFocusInDialog(page);
    for (let i = 0; i < 24; i++) expect((await press(page, "Tab")).inDialog, `Tab ${i + 1}`).toBe(true);
    for (let i = 0; i < 8; i++) expect((await press(page, "Shift+Tab")).inDialog, `Shift+Tab ${i + 1}`).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
    expect(await focused(page)).toMatchObject({ name: openDialog, inDialog: false, indicated: true });

    // Closed with its Close button, from the keyboard, the focus comes back too.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    await expectFocusInDialog(page);
    await tabTo(page, named("Close"));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
    expect((await focused(page)).name).toBe(openDialog);
  });
}

test("focus stays in the sign-up pop-up and returns where it was when it closes", async ({ page }) => {
  await open(page, "/");
  await tabTo(page, (f) => f.href === "/collections");
  // The pop-up opens when the pointer leaves through the top edge.
  await page.mouse.move(200, 400);
  await page.mouse.move(200, 10);
  await page.mouse.move(200, -10);
  const popup = page.getByRole("dialog", { name: "Get Access to Exclusive Sales and Discounts!" });
  await expect(popup).toBeVisible();
  await expectFocusInDialog(page);
  const stops = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const f = await press(page, "Tab");
    expect(f.inDialog, `Tab ${i + 1}`).toBe(true);
    stops.add(f.name);
  }
  expect([...stops]).toEqual(expect.arrayContaining(["Close", "Name", "Email", "Submit"]));
  for (let i = 0; i < 6; i++) expect((await press(page, "Shift+Tab")).inDialog).toBe(true);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  expect((await focused(page)).href).toBe("/collections");
});

test("every stop on a combo product page and the contact page shows its focus", async ({ page }) => {
  test.setTimeout(60_000);
  const kinds = new Set<string>();
  for (const path of ["/bubble-girl/co2-bubble-combo", "/contact"]) {
    await open(page, path);
    const first = await press(page, "Tab");
    kinds.add(`${first.tag}${first.type ? `:${first.type}` : ""}`);
    // Through every stop to the end of the page, where the focus leaves for the browser.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      if (f.tag === "body") break;
      expect(f.indicated, `focus ring on ${f.tag} "${f.name}" on ${path}`).toBe(true);
      expect(f.unobscured, `${f.tag} "${f.name}" hidden under the header on ${path}`).toBe(true);
      kinds.add(`${f.tag}${f.type ? `:${f.type}` : ""}`);
    }
  }
  expect([...kinds]).toEqual(
    expect.arrayContaining([
      "a",
      "button:button",
      "button:submit",
      "select",
      "input:radio",
      "input:email",
      "input:number",
      "textarea",
    ]),
  );
});

test("the needed-by date shows its focus", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "hazel.cart.v1",
      JSON.stringify({ items: [{ productId: 3, size: "M", quantity: 1 }], metadata: {} }),
    ),
  );
  await open(page, "/checkout");
  const date = page.getByLabel("Needed by (optional)");
  await date.focus();
  const style = await date.evaluate((e) => {
    const s = getComputedStyle(e);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(style.style).toBe("solid");
  expect(style.width).toBeGreaterThanOrEqual(2);
});
