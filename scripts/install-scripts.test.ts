import fs from "node:fs";
import { expect, test } from "vitest";

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

test("npm runs exactly the install scripts the project approved, and knows of no other", () => {
  const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
  const approved = Object.entries(read("package.json").allowScripts as Record<string, boolean>)
    .filter(([, allowed]) => allowed)
    .map(([name]) => name);
  // A dependency that gains an install script makes `npm ci` warn until it is approved or denied here.
  expect([...new Set(withScripts)].sort()).toEqual(approved.sort());
});
