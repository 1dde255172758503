// The architecture's import rules, as eslint.config.js enforces them: each would let its breach
// through if the rule were dropped or misconfigured.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("import boundaries", { timeout: 60_000 }, () => {
  it("keeps features out of components/ui", async () => {
    const ids = await ruleIds(
      "app/components/ui/x.tsx",
      'import { useCart } from "~/features/cart";\nexport const x = useCart;\n',
    );
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("lets a feature use another only through its index.ts", async () => {
    const inner = await ruleIds(
      "app/features/checkout/x.ts",
      'import { cartStore } from "~/features/cart/cart-store";\nexport const x = cartStore;\n',
    );
    expect(inner).toContain("import-x/no-restricted-paths");
    const index = await ruleIds(
      "app/features/checkout/x.ts",
      'import { emptyCart } from "~/features/cart";\nexport const x = emptyCart;\n',
    );
    expect(index).toEqual([]);
  });

  it("keeps features, the server, screens, components and islands out of lib/ and config/", async () => {
    for (const file of ["app/lib/x.ts", "app/config/x.ts"]) {
      for (const [name, from] of [
        ["emptyCart", "~/features/cart"],
        ["getServices", "~/server/services.server"],
        ["loader", "~/routes/cart"],
        ["Button", "~/components/ui/button"],
        ["islandLoaders", "~/islands/loaders"],
      ]) {
        const ids = await ruleIds(file, `import { ${name} } from "${from}";\nexport const x = ${name};\n`);
        expect(ids, `${file} importing ${from}`).toContain("import-x/no-restricted-paths");
      }
      const type = await ruleIds(
        file,
        'import type { Product } from "~/features/catalogue";\nexport type X = Product;\n',
      );
      expect(type, `${file} importing a feature's type`).toContain("import-x/no-restricted-paths");
      const setting = await ruleIds(file, 'import { site } from "~/config/site";\nexport const x = site;\n');
      expect(setting).toEqual([]);
    }
  });

  it("lets components/layout use a feature only through its index.ts", async () => {
    const inner = await ruleIds(
      "app/components/layout/x.tsx",
      'import { CartLink } from "~/features/cart/cart-link";\nexport const x = CartLink;\n',
    );
    expect(inner).toContain("import-x/no-restricted-paths");
    const index = await ruleIds(
      "app/components/layout/x.tsx",
      'import { CartLink } from "~/features/cart";\nexport const x = CartLink;\n',
    );
    expect(index).toEqual([]);
  });

  it("keeps server modules out of browser code, type imports aside", async () => {
    const value = await ruleIds(
      "app/features/cart/x.ts",
      'import { getServices } from "~/server/services.server";\nexport const x = getServices;\n',
    );
    expect(value).toContain("@typescript-eslint/no-restricted-imports");
    const type = await ruleIds(
      "app/features/cart/x.ts",
      'import type { Services } from "~/server/services.server";\nexport type X = Services;\n',
    );
    expect(type).toEqual([]);
  });

  it("keeps the catalogue's data out of the cart, the checkout and delivery, its types aside", async () => {
    for (const file of ["app/features/cart/x.ts", "app/features/checkout/x.ts", "app/features/delivery/x.ts"]) {
      const value = await ruleIds(
        file,
        'import { productById } from "~/features/catalogue";\nexport const x = productById;\n',
      );
      expect(value, file).toContain("@typescript-eslint/no-restricted-imports");
      const server = await ruleIds(
        file,
        'import { getServices } from "~/server/services.server";\nexport const x = getServices;\n',
      );
      expect(server, file).toContain("@typescript-eslint/no-restricted-imports");
      const type = await ruleIds(
        file,
        'import type { ProductFacts } from "~/features/catalogue";\nexport type X = ProductFacts;\n',
      );
      expect(type, file).toEqual([]);
    }
    const serverModule = await ruleIds(
      "app/features/cart/x.server.ts",
      'import { productById } from "~/features/catalogue";\nexport const x = productById;\n',
    );
    expect(serverModule).toEqual([]);
  });

  it("lets only the server's entry import the host, app/server/http/", async () => {
    const host = 'import { createHttpApp } from "~/server/http/http-app.server";\nexport const x = createHttpApp;\n';
    for (const file of [
      "app/server/orders/x.server.ts",
      "app/server/base/x.server.ts",
      "app/server/x.server.ts",
      "app/routes/x.tsx",
      "app/features/cart/x.server.ts",
      "app/x.tsx",
    ]) {
      expect(await ruleIds(file, host), file).toContain("import-x/no-restricted-paths");
    }
    for (const file of ["app/entry.server.tsx", "app/server/http/x.server.ts", "app/server/orders/x.server.test.ts"]) {
      expect(await ruleIds(file, host), file).toEqual([]);
    }
    const base = await ruleIds(
      "app/routes/x.tsx",
      'import { readFormBody } from "~/server/base/read-body.server";\nexport const x = readFormBody;\n',
    );
    expect(base).toEqual([]);
  });

  it("lets an admin family import only shared/ and the families it shows", async () => {
    const sales = 'import { SaleList } from "~/admin/sales/sale-list";\nexport const x = SaleList;\n';
    for (const file of ["app/admin/products/x.tsx", "app/admin/prices/x.server.ts"]) {
      expect(await ruleIds(file, sales), file).toContain("import-x/no-restricted-paths");
    }
    const orders = 'import { stageOf } from "~/admin/orders/order-view.server";\nexport const x = stageOf;\n';
    expect(await ruleIds("app/admin/shared/x.server.ts", orders)).toContain("import-x/no-restricted-paths");
    const products = 'import { PRICE_MAX } from "~/admin/products/product-form-parts";\nexport const x = PRICE_MAX;\n';
    const shared = 'import { adminMeta } from "~/admin/shared/admin-meta";\nexport const x = adminMeta;\n';
    for (const file of ["app/admin/sales/x.tsx", "app/admin/prices/x.server.ts"]) {
      expect(await ruleIds(file, products), file).toEqual([]);
      expect(await ruleIds(file, shared), file).toEqual([]);
    }
    expect(await ruleIds("app/routes/admin/x.tsx", sales)).toEqual([]);
  });

  it("keeps the owner's side above the features and the server, and its browser code on features' index.ts", async () => {
    const stages = 'import { STAGES } from "~/admin/orders/stages";\nexport const x = STAGES;\n';
    for (const file of ["app/features/orders/x.ts", "app/server/orders/x.server.ts", "app/components/layout/x.tsx"]) {
      expect(await ruleIds(file, stages), file).toContain("import-x/no-restricted-paths");
    }
    expect(await ruleIds("app/server/http/x.server.ts", stages)).toEqual([]);
    const inner = 'import { cartStore } from "~/features/cart/cart-store";\nexport const x = cartStore;\n';
    expect(await ruleIds("app/admin/orders/x.tsx", inner)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("app/admin/orders/x.server.ts", inner)).toEqual([]);
  });
});
