import { expect, it } from "vitest";
import { shopTemplates } from "./purposes";
import { templateProblems, type AccountTemplate } from "./template-check";

const approved = (): AccountTemplate[] =>
  shopTemplates().map((t) => ({
    name: t.name,
    language: t.language,
    status: "APPROVED",
    category: "UTILITY",
    components: [{ type: "BODY", text: t.variables.map((_, i) => `{{${i + 1}}}`).join(" and ") }],
  }));

it("finds nothing wrong when every template is approved, utility, with its variables", () => {
  expect(templateProblems(approved())).toEqual([]);
});

it("asks for the balance reminder naming her account too, under its own name", () => {
  const account = approved().filter((t) => t.name !== "balance_reminder_transfer");
  expect(templateProblems(account)).toEqual(["balance_reminder_transfer/en: not on the account"]);
});

it("names a template missing, pending, marketing, or with other variables", () => {
  const account = approved().filter((t) => t.name !== "order_ready");
  const confirmed = account.find((t) => t.name === "order_confirmed")!;
  confirmed.status = "PENDING";
  confirmed.category = "MARKETING";
  account.find((t) => t.name === "balance_reminder")!.components = [{ type: "BODY", text: "Due {{1}}" }];
  expect(templateProblems(account)).toEqual([
    "order_confirmed/en: pending, not approved",
    "order_confirmed/en: a marketing template, not utility",
    "balance_reminder/en: its body has 1 variables, the shop fills 3",
    "order_ready/en: not on the account",
  ]);
});
