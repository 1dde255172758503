import { answer } from "./test-answer";
import { beforeAll, expect, it, vi } from "vitest";
import { auditView } from "~/admin/people/audit-view.server";
import { PASSKEY_REFUSAL } from "~/admin/people/roles";
import { ownerPerson } from "~/admin/people/store/index.server";
import { signIn, signInWithPasskey } from "~/admin/sign-in/admin-auth.server";
import { setPasskeyRequired } from "~/admin/sign-in/store/index.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action as asoEbiGroup } from "./aso-ebi-group";
import { loader as auditCsv } from "./audit[.]csv";
import { loader as backupFile } from "./backup-file";
import { action as code } from "./code";
import { action as codeNew } from "./code-new";
import { action as codes } from "./codes";
import { loader as creditCsv } from "./credit[.]csv";
import { action as deliveryAbroad } from "./delivery-abroad";
import { action as giftCards } from "./gift-cards";
import { loader as ordersCsv } from "./orders[.]csv";
import { action as orderStage } from "./order-stage";
import { action as prices } from "./prices";
import { loader as pricesCsv } from "./prices[.]csv";
import { action as product } from "./product";
import { action as productNew } from "./product-new";
import { action as sale } from "./sale";
import { action as saleNew } from "./sale-new";
import { loader as subscribersCsv } from "./subscribers[.]csv";

// The owner's rule covers every money and data action, each through its own route: discount codes,
// gift cards, prices, an aso-ebi group's return of payments, backups and exports.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "https://hazel.test";

type Handler = (args: never) => unknown;

/** Each covered address: its route's handler, how it is reached, and its parameters. */
const COVERED: [string, Handler, "GET" | "POST", Record<string, string>][] = [
  ["/admin/backups/hazel-2026-11-27.tar", backupFile, "GET", { name: "hazel-2026-11-27.tar" }],
  ["/admin/orders.csv?from=2026-11-01&to=2026-11-28", ordersCsv, "GET", {}],
  ["/admin/credit.csv", creditCsv, "GET", {}],
  ["/admin/subscribers.csv", subscribersCsv, "GET", {}],
  ["/admin/products/prices.csv", pricesCsv, "GET", {}],
  ["/admin/audit.csv", auditCsv, "GET", {}],
  ["/admin/codes", codes, "POST", {}],
  ["/admin/codes/new", codeNew, "POST", {}],
  ["/admin/codes/1", code, "POST", { id: "1" }],
  ["/admin/gift-cards", giftCards, "POST", {}],
  ["/admin/products/prices", prices, "POST", {}],
  ["/admin/products/new", productNew, "POST", {}],
  ["/admin/products/42", product, "POST", { id: "42" }],
  ["/admin/sales/new", saleNew, "POST", {}],
  ["/admin/sales/1", sale, "POST", { id: "1" }],
  ["/admin/delivery-abroad", deliveryAbroad, "POST", {}],
  ["/admin/aso-ebi/1", asoEbiGroup, "POST", { id: "1" }],
];

const request = (path: string, how: "GET" | "POST", cookie: string) =>
  new Request(`${SHOP}${path}`, {
    method: how,
    headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
    ...(how === "POST" ? { body: "intent=finish-return" } : {}),
  });

describeOnBothDatabases("the owner's passkey rule over money and data on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "owner-password-for-tests" } });
  let password = "";
  let passkey = "";

  beforeAll(async () => {
    state.services = services;
    const owner = await ownerPerson(services.db);
    const signInForm = new Request(`${SHOP}/admin/sign-in`, { method: "POST" });
    password = (await signIn(services.db, signInForm, services.env)).split(";")[0]!;
    passkey = (await signInWithPasskey(services.db, signInForm, owner, services.env))!.split(";")[0]!;
  });

  const reach = (path: string, handler: Handler, how: "GET" | "POST", params: Record<string, string>, cookie: string) =>
    answer(() => handler({ request: request(path, how, cookie), params, context: {} } as never));

  it("with the rule on, refuses each to a password-only session in words, and records it; a passkey's session passes", async () => {
    state.services = services;
    await setPasskeyRequired(services.db, true);
    try {
      for (const [path, handler, how, params] of COVERED) {
        expect(await reach(path, handler, how, params, password), path).toEqual({
          status: 403,
          data: PASSKEY_REFUSAL,
        });
        expect(await reach(path, handler, how, params, passkey), path).not.toEqual({
          status: 403,
          data: PASSKEY_REFUSAL,
        });
      }
      // What is neither money nor the shop's data stays open to her password.
      const stage = await reach(
        "/admin/orders/HZL-ABCDEFGH/stage",
        orderStage,
        "POST",
        { reference: "HZL-ABCDEFGH" },
        password,
      );
      expect(stage.data).not.toBe(PASSKEY_REFUSAL);
    } finally {
      await setPasskeyRequired(services.db, false);
    }
    const lines = (await auditView(services.db, (await ownerPerson(services.db)).id)).lines;
    expect(lines.some((l) => l.action.startsWith("backups/:name refused: she signed in with a password alone"))).toBe(
      true,
    );
  });

  it("with the rule off, a password reaches each", async () => {
    state.services = services;
    for (const [path, handler, how, params] of COVERED)
      expect(await reach(path, handler, how, params, password), path).not.toEqual({
        status: 403,
        data: PASSKEY_REFUSAL,
      });
  });
});
