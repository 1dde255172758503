import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { startServer, type RunningServer } from "../scripts/start-server";
import { islandsStarted } from "./support/islands";

/**
 * `npm run dev` serves the islands from source with the same runtime as production: React
 * hydrates them, with no warning, and they work.
 */
test.describe("the development server", () => {
  let server: RunningServer;
  let dataDir = "";

  test.beforeAll(async () => {
    // Vite prepares the pages' and the islands' dependencies on a first start.
    test.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-dev-"));
    server = await startServer({ DATA_DIR: dataDir }, undefined, ["--dev"]);
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("hydrates the product page's islands with React from source, and Add To Cart works", async ({ page }) => {
    const heard: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") heard.push(m.text());
    });
    await page.route(/currency-api|jsdelivr/, (route) => route.fulfill({ json: { ngn: { usd: 0.00065 } } }));
    await page.goto(`${server.url}/naledi/orion-dress`);
    await expect(page.locator('script[type="module"]')).toHaveAttribute("src", "/islands/app/islands/client.ts");
    await islandsStarted(page);
    await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
    expect(heard).toEqual([]);
  });
});
