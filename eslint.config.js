import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "public/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
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
  {
    // One-way imports: UI parts know nothing of features; domain modules know nothing of React or the server.
    files: ["app/components/ui/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/features/*", "~/server/*", "../../features/*"] }] },
  },
  {
    files: ["app/features/**/*.ts"],
    ignores: ["app/features/**/*.server.ts", "app/features/**/*.test.ts", "app/features/**/use-*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/server/*", "react-router", "react-dom"] }] },
  },
);
