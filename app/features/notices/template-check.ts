import { shopTemplates } from "./purposes";

/** One template as the WhatsApp account lists it (GET /{business-account-id}/message_templates). */
export interface AccountTemplate {
  name: string;
  language: string;
  status: string;
  category: string;
  components?: { type: string; text?: string }[];
}

/**
 * What stands between the shop's templates (docs/messages.md) and the account's: each must be
 * there in its language, approved, a utility template, with as many body variables as the shop
 * fills. An empty list when all is well.
 */
export function templateProblems(account: readonly AccountTemplate[]): string[] {
  const wanted = new Map(shopTemplates().map((t) => [`${t.name}/${t.language}`, t]));
  const problems: string[] = [];
  for (const [key, t] of wanted) {
    const found = account.find((a) => `${a.name}/${a.language}` === key);
    if (!found) {
      problems.push(`${key}: not on the account`);
      continue;
    }
    if (found.status !== "APPROVED") problems.push(`${key}: ${found.status.toLowerCase()}, not approved`);
    if (found.category !== "UTILITY") problems.push(`${key}: a ${found.category.toLowerCase()} template, not utility`);
    const body = found.components?.find((c) => c.type === "BODY")?.text ?? "";
    const variables = new Set(body.match(/\{\{\s*\d+\s*\}\}/g) ?? []).size;
    if (variables !== t.variables.length)
      problems.push(`${key}: its body has ${variables} variables, the shop fills ${t.variables.length}`);
  }
  return problems;
}
