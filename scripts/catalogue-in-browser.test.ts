import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueTextIn } from "./catalogue-in-browser";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-client-"));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, file), text);
}

describe("catalogueTextIn", () => {
  it("names each browser script that holds a product's text, and only scripts of the islands build", () => {
    write("islands/assets/cart-store-abc.js", 'const p={description:"Bubble sleeves and a sculpted hem."};');
    write("islands/assets/cart-store-abc.js.br", "Bubble sleeves and a sculpted hem.");
    write("islands/assets/clean-def.js", "export const x=1;");
    write("islands/client-ghi.js", "Light as air.");
    write("index.html", "Bubble sleeves and a sculpted hem.");
    const found = catalogueTextIn(clientDir, ["Bubble sleeves and a sculpted hem.", "Light as air."]);
    expect(found.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: path.join("islands", "assets", "cart-store-abc.js"), text: "Bubble sleeves and a sculpted hem." },
      { file: path.join("islands", "client-ghi.js"), text: "Light as air." },
    ]);
  });
});
