// The imports of a TypeScript file, read by TypeScript's parser, and the source file each names:
// what the import checks (folder-loops.ts, module-cycles.ts) walk.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One module a file names, and whether the JavaScript keeps no import of it (`import type`, `export type`). */
export interface NamedModule {
  specifier: string;
  typeOnly: boolean;
}

/** Every module specifier a file names: imports and re-exports (type-only too), `import()` and `import("…")` types. */
export function modulesNamedIn(file: string): NamedModule[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: NamedModule[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import { type A }` is kept as `import {} from` (verbatimModuleSyntax): the module still loads.
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sources = /\.tsx?$/;

/** What `specifier` names from `file`: a source file (`~/` is app/), or undefined (a package, an asset, generated types). */
export function resolveModule(appDir: string, file: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => sources.test(candidate) && fs.existsSync(candidate));
}
