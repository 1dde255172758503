import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const tests = ["**/*.test.ts", "**/*.test.tsx"];
/** The owner's screen families, each one folder of screens and their server modules (app/admin/<family>). */
const adminFamilies = fs
  .readdirSync("app/admin", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/**
 * The families a family's screens show besides its own: the prices and the sales show products,
 * a bespoke request the quotes made from it, a discount code the products' collections, the home
 * the atelier's chart of its weeks, the sign-in the people it signs in, the tailor's production
 * desk the orders' sheets and today's fittings.
 */
const adminShows = {
  prices: ["products"],
  sales: ["products"],
  bespoke: ["quotes"],
  discounts: ["products"],
  home: ["atelier"],
  "sign-in": ["people"],
  production: ["orders", "appointments"],
};
/** What an admin family may import of the admin: itself, shared/ and the families it shows. */
const adminAllowed = (family) =>
  family === "shared" ? ["./shared"] : [`./${family}`, "./shared", ...(adminShows[family] ?? []).map((f) => `./${f}`)];
const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
};
/** Browser code never imports a server module (type-only imports are erased). */
const serverPatterns = [
  {
    regex: "\\.server(\\.tsx?)?$",
    allowTypeImports: true,
    message: "Browser code never imports a *.server.ts module.",
  },
  { group: ["~/server/*"], allowTypeImports: true, message: "Browser code never imports the server." },
];

/**
 * Money is converted and formatted by app/features/currency alone (docs/decisions/289): every amount
 * is kept in its minor unit (kobo, cents), so no hundredfold by hand (a percentage, `(a * p) / 100`
 * or `(a / b) * 100`, is not a conversion), no two-decimal formatting; Paystack counts as the ledger does.
 */
const moneyArithmetic = [
  {
    selector: "BinaryExpression[operator='/'][right.value=100]:not([left.operator='*'])",
    message: "Money is kept in minor units: naira from kobo by app/features/currency (nairaOf), never by hand.",
  },
  {
    selector: "BinaryExpression[operator='*'][right.value=100]:not([left.operator='/'])",
    message:
      "Money is kept in minor units: a naira price becomes money by app/features/currency (nairaMoney), never by hand.",
  },
  {
    selector: "BinaryExpression[operator='*'][left.value=100]",
    message:
      "Money is kept in minor units: a naira price becomes money by app/features/currency (nairaMoney), never by hand.",
  },
  {
    selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
    message: "Money is formatted by formatMoney (app/features/currency), never by toFixed.",
  },
];
/** The naira formatter is for a catalogue price: what was paid, owed or given is a Money (formatMoney). */
const nairaFormatter = {
  selector: "ImportSpecifier[imported.name=/^format(Signed)?Price$/]",
  message: "formatPrice is for a catalogue price: format money with formatMoney(money(amount, currency)).",
};
/** Where catalogue prices (and their display currency) are shown or typed: formatPrice's own places. */
const cataloguePriceFiles = [
  "app/admin/delivery-abroad/dollars-section.tsx",
  "app/admin/prices/**",
  "app/admin/products/**",
  "app/admin/quotes/quote-form.tsx",
  "app/admin/sales/**",
  "app/features/cart/cart-summary.tsx",
  "app/features/checkout/components/order-summary.tsx",
  "app/routes/aso-ebi.new.tsx",
  "app/routes/aso-ebi.tsx",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "public/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly" } },
  },
  // The architecture's one-way imports, checked on the resolved files.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // The host (app/server/http/) is the server's top floor: only the server's entry
            // imports it; everything else it needs sits below it, in app/server/base/.
            {
              target: [
                "./app/!(server)/**/*",
                "./app/server/!(http)/**/*",
                "./app/server/*",
                "./app/!(entry.server).{ts,tsx}",
              ],
              from: "./app/server/http",
              message:
                "Only app/entry.server.tsx imports the host (app/server/http/); shared helpers live in app/server/base/.",
            },
            // UI parts know nothing of features, the server or the screens.
            {
              target: "./app/components/ui",
              from: ["./app/features", "./app/server", "./app/admin", "./app/routes"],
              message: "components/ui imports no feature, server module or screen.",
            },
            // Shared helpers and settings sit below everything else: they import none of it.
            {
              target: ["./app/lib", "./app/config"],
              from: [
                "./app/features",
                "./app/server",
                "./app/admin",
                "./app/routes",
                "./app/components",
                "./app/islands",
              ],
              message: "lib/ and config/ import no feature, server module, screen, component or island.",
            },
            // The owner's side sits above the shop's features and the server: neither imports it
            // (the host, which serves it, and the money model, which reads every screen's figures, aside).
            {
              target: ["./app/features", "./app/components", "./app/server/!(http|money-model)/**/!(*.test).{ts,tsx}"],
              from: "./app/admin",
              message: "The owner's side (app/admin/) is imported by the screens and the host alone.",
            },
            // The layout uses a feature as any page does: through its index.ts.
            {
              target: "./app/components/layout",
              from: "./app/features",
              except: features.map((f) => `./${f}/index.ts`),
              message: "components/layout imports a feature through its index.ts.",
            },
            // An admin family imports only shared/ and the families it shows.
            ...adminFamilies.map((family) => ({
              target: `./app/admin/${family}`,
              from: "./app/admin",
              except: adminAllowed(family),
              message: `The admin's ${family} imports only shared/ and the families it shows (${(adminShows[family] ?? []).join(", ") || "none"}).`,
            })),
            // The owner's browser code uses a feature through its index.ts, as another feature does.
            {
              target: "./app/admin/**/!(*.server).{ts,tsx}",
              from: "./app/features",
              except: features.map((f) => `./${f}/index.ts`),
              message: "Import a feature through its index.ts.",
            },
            // A feature's browser code uses another only through that feature's index.ts (its
            // *.server.ts modules are server code, as free as app/server/ is).
            ...features.map((feature) => ({
              target: `./app/features/${feature}/**/!(*.server).{ts,tsx}`,
              from: "./app/features",
              except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
              message: "Import another feature through its index.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Tests may reach into a feature's parts to set up its state.
    files: tests,
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Code the browser runs never imports a server module (type-only imports are erased).
    files: ["app/components/**", "app/features/**", "app/admin/**", "app/islands/**", "app/lib/**", "app/config/**"],
    ignores: ["**/*.server.ts", ...tests],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: serverPatterns }] },
  },
  {
    // The cart, the checkout, delivery and stock sell what the server tells them (ProductFacts in
    // their props): the catalogue's types only, never its data (docs/decisions/195-the-browser-sells-from-the-servers-facts.md).
    files: ["app/features/cart/**", "app/features/checkout/**", "app/features/delivery/**", "app/features/stock/**"],
    ignores: ["**/*.server.ts", ...tests, "**/test-fixtures.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverPatterns,
            {
              regex: "^~/features/catalogue$",
              allowTypeImports: true,
              message:
                "The browser's cart and checkout take the catalogue's facts from the server: import its types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Domain modules know nothing of React Router or the DOM renderer.
    files: ["app/features/**/*.ts", "app/admin/**/*.ts"],
    ignores: ["app/features/**/*.server.ts", "app/admin/**/*.server.ts", ...tests, "app/**/use-*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["react-router", "react-dom"] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/features/currency/**", "app/server/adapters/paystack.server.ts", ...tests],
    rules: { "no-restricted-syntax": ["error", ...moneyArithmetic, nairaFormatter] },
  },
  {
    files: cataloguePriceFiles,
    ignores: tests,
    rules: { "no-restricted-syntax": ["error", ...moneyArithmetic] },
  },
);
