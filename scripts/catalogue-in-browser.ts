// The browser sells from the server's facts and never holds the catalogue
// (docs/decisions/195-the-browser-sells-from-the-servers-facts.md): no script a page loads may
// carry a product's description. Run on a build by bundle-budget.ts.
import fs from "node:fs";
import path from "node:path";

/** Every JavaScript file under a folder, its own folders included. */
function scriptsUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".js") ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** Each browser script (the islands build) holding one of these texts, with the first text it holds. */
export function catalogueTextIn(clientDir: string, texts: readonly string[]): Array<{ file: string; text: string }> {
  return scriptsUnder(path.join(clientDir, "islands")).flatMap((file) => {
    const code = fs.readFileSync(file, "utf8");
    const text = texts.find((t) => code.includes(t));
    return text === undefined ? [] : [{ file: path.relative(clientDir, file), text }];
  });
}
