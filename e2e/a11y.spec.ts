import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { placeOrder } from "./support/orders";

/**
 * WCAG 2.2 AA: axe reports no violation on any page type, in any state a shopper meets
 * (menus and the pop-up open, a failed checkout, both states of the feed), on a phone and wide.
 */
const CART_KEY = "hazel.cart.v1";
// Two lines: BB Ensemble in M (2) and the CO2 & Bubble Combo with no size.
const CART = {
  items: [
    { productId: 42, size: "M", quantity: 2 },
    { productId: 58, size: "", quantity: 1 },
  ],
  metadata: {},
};

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "wide", viewport: { width: 1440, height: 900 } },
] as const;

/** Instagram's picture server, answered with a plain square. */
async function answerInstagramPictures(page: Page) {
  await page.route("https://scontent.cdninstagram.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#b08d57"/></svg>',
    }),
  );
}

async function withCart(page: Page) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, JSON.stringify(CART)]);
}

/** Opens a page and waits until its islands have started (the not-found page has none). */
async function open(page: Page, address: string, status = 200) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(status);
  if (status !== 404) await islandsStarted(page);
}

/**
 * Waits until every finite animation and transition (menus sliding in, fades) has finished and the
 * pictures drawn on screen have loaded over their blurred previews, so colours are measured at rest.
 */
async function atRest(page: Page) {
  await page.waitForFunction(() => {
    const settled = (a: Animation) =>
      (a.playState !== "running" && !a.pending) || a.effect?.getComputedTiming().endTime === Infinity;
    const loaded = (img: HTMLImageElement) =>
      img.complete || !img.checkVisibility() || img.getBoundingClientRect().top >= innerHeight;
    return document.getAnimations().every(settled) && [...document.images].every(loaded);
  });
}

async function expectNoViolationsAtRest(page: Page, what: string) {
  await atRest(page);
  await expectNoViolations(page, what);
}

/**
 * A page type runs at both widths: what it hides, wraps or lays out by width is checked at each. A
 * variant of a page type checked at both (another product, another state) adds nothing that changes
 * with the width, so it runs at one: `only` names it.
 */
interface Case {
  name: string;
  only?: "phone" | "wide";
  run: (page: Page, request: APIRequestContext) => Promise<void>;
}

const simple = (name: string, path: string, only?: Case["only"]): Case => ({
  name,
  only,
  run: (page) => open(page, path),
});

const cases: Case[] = [
  simple("home", "/"),
  simple("collections index", "/collections"),
  simple("collection listing", "/naledi"),
  simple("product page", "/naledi/orion-dress"),
  // The product page's layout with a struck-through price, and with a combo's pieces.
  simple("discounted product page", "/hazelbee/shop/bb-ensemble", "phone"),
  simple("combo product page", "/bubble-girl/co2-bubble-combo", "phone"),
  simple("HazelBee landing", "/hazelbee"),
  simple("HazelBee shop", "/hazelbee/shop"),
  {
    name: "HazelBabies with its feed",
    run: async (page) => {
      await answerInstagramPictures(page);
      await open(page, "/hazelbabies");
      await expect(page.getByRole("list", { name: "Instagram posts" }).getByRole("link")).toHaveCount(11);
    },
  },
  // The showcase HazelBabies is, with its own posts.
  {
    name: "HazelLifestyle with its feed",
    only: "phone",
    run: async (page) => {
      await answerInstagramPictures(page);
      await open(page, "/hazellifestyle");
      await expect(page.getByRole("list", { name: "Instagram posts" }).getByRole("link")).toHaveCount(9);
    },
  },
  {
    name: "HazelLifestyle when the feed fails",
    only: "phone",
    run: async (page) => {
      await page.route("**/api/instagram/lifestyle", (route) =>
        route.fulfill({ status: 503, json: { error: "The Instagram feed is unavailable." } }),
      );
      await open(page, "/hazellifestyle");
      await expect(page.getByText("Can't access instagram feed!", { exact: false })).toBeVisible();
    },
  },
  simple("contact", "/contact"),
  // The contact form with its error texts, under fields checked at both widths.
  {
    name: "contact after a failed send",
    only: "phone",
    run: async (page) => {
      await open(page, "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
    },
  },
  simple("terms", "/terms"),
  simple("size guide", "/size-guide"),
  {
    name: "empty cart",
    only: "phone",
    run: async (page) => {
      await open(page, "/cart");
      await expect(page.getByText("Your Cart is Empty")).toBeVisible();
    },
  },
  {
    name: "cart with items",
    run: async (page) => {
      await withCart(page);
      await open(page, "/cart");
      await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("3");
    },
  },
  {
    name: "checkout with items",
    run: async (page) => {
      await withCart(page);
      await open(page, "/checkout");
      await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
    },
  },
  // The checkout form with its error texts, under fields checked at both widths.
  {
    name: "checkout after a failed submit",
    only: "wide",
    run: async (page) => {
      await withCart(page);
      await open(page, "/checkout");
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByText("Valid first name is required.")).toBeVisible();
    },
  },
  {
    name: "order page",
    run: async (page, request) => open(page, `/order/${await placeOrder(request)}`),
  },
  {
    name: "not-found page",
    only: "wide",
    run: async (page) => {
      await open(page, "/no-such-page", 404);
      await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    },
  },
  {
    name: "side menu open",
    run: async (page) => {
      await open(page, "/");
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByText("Shop", { exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Naledi" })).toBeVisible();
    },
  },
  {
    name: "sub-store menu open",
    only: "phone",
    run: async (page) => {
      await open(page, "/hazelbee");
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    },
  },
  {
    name: "sub-store Stores dropdown open",
    only: "wide",
    run: async (page) => {
      await open(page, "/hazelbee");
      await page.getByRole("button", { name: "Stores" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("link", { name: "HazelBabies" }).first()).toBeVisible();
    },
  },
  {
    name: "sign-up pop-up open",
    run: async (page) => {
      await open(page, "/");
      await page.mouse.move(200, 400);
      await page.mouse.move(200, 10);
      await page.mouse.move(200, -10);
      await expect(page.getByRole("dialog", { name: "Get Access to Exclusive Sales and Discounts!" })).toBeVisible();
    },
  },
];

test.beforeEach(async ({ page }) => {
  // The currency file is a third party: the pages must pass without it.
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

for (const { name: width, viewport } of widths) {
  test.describe(`axe, ${width} (${viewport.width} px)`, () => {
    test.use({ viewport });
    for (const c of cases) {
      if (c.only && c.only !== width) continue;
      test(c.name, async ({ page, request }) => {
        await c.run(page, request);
        await expectNoViolationsAtRest(page, `${c.name} at ${viewport.width} px`);
      });
    }
  });
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance(r: number, g: number, b: number) {
  const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/**
 * axe cannot judge text over a picture (it reports it as "incomplete"), so this measures it: the
 * text is made transparent, the box behind it photographed, and the text's colour compared with
 * the lightest pixel there. Small text needs 4.5:1, the large titles 3:1.
 */
test.describe("text over pictures", () => {
  for (const { name: width, viewport } of widths) {
    test(`keeps its contrast on the heroes and the View More overlay, ${width}`, async ({ page }) => {
      // Five pages, each text photographed: on a busy machine this can take twice its quiet time.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const path of ["/", "/hazelbee", "/hazelbabies", "/hazellifestyle", "/naledi"]) {
        await open(page, path);
        if (path === "/naledi") await page.locator("article").first().hover();
        const texts =
          path === "/naledi"
            ? page.locator("article").first().getByText("View More")
            : page.locator("main section").first().locator("h1, p, a");
        await atRest(page);
        for (const text of await texts.all()) {
          if (!(await text.isVisible())) continue;
          const { color, large, label } = await text.evaluate((e: HTMLElement) => {
            const s = getComputedStyle(e);
            const size = parseFloat(s.fontSize);
            const style = {
              color: s.color,
              large: size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700),
              label: e.textContent?.trim() ?? "",
            };
            e.style.transition = "none";
            e.style.color = "transparent";
            e.style.borderColor = "transparent";
            for (const child of e.querySelectorAll<HTMLElement>("*")) child.style.color = "transparent";
            return style;
          });
          const box = await text.boundingBox();
          const shot = await page.screenshot({ clip: box! });
          const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
          let lightest = 0;
          for (let i = 0; i < data.length; i += info.channels)
            lightest = Math.max(lightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
          const [r, g, b, alpha = 1] = color.match(/[\d.]+/g)!.map(Number);
          expect(alpha, `${label} on ${path} is fully opaque`).toBe(1);
          const ratio = (luminance(r!, g!, b!) + 0.05) / (lightest + 0.05);
          expect(ratio, `"${label}" on ${path} at ${viewport.width} px`).toBeGreaterThanOrEqual(large ? 3 : 4.5);
        }
      }
    });
  }
});
