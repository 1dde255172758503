// Checks the shop's WhatsApp templates (docs/messages.md) against the account's: each there in its
// language, approved, utility, with the variables the shop fills (a balance reminder's template
// naming her own account, `balance_reminder_transfer`, too). Run with WHATSAPP_TOKEN and
// WHATSAPP_BUSINESS_ACCOUNT_ID set (WHATSAPP_API_URL too, for another Graph API version):
//   npm run whatsapp:templates
import { templateProblems } from "../app/features/notices/template-check";
import { accountTemplates } from "../app/server/adapters/whatsapp.server";

const token = process.env.WHATSAPP_TOKEN;
const account = process.env.WHATSAPP_BUSINESS_ACCOUNT_ID;
if (!token || !account) {
  console.error("Set WHATSAPP_TOKEN and WHATSAPP_BUSINESS_ACCOUNT_ID to check the templates.");
  process.exit(2);
}
const apiUrl = process.env.WHATSAPP_API_URL || "https://graph.facebook.com/v21.0";
const problems = templateProblems(await accountTemplates({ apiUrl, token }, account));
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? "Every template of the shop is approved as it sends it." : "");
process.exit(problems.length === 0 ? 0 : 1);
