import { site } from "~/config/site";
import { formatShortDateTime } from "~/lib/lagos-clock";

export interface SignInBudgetSpent {
  /** Failed sign-ins the budget allows in its window (after RATE_LIMIT_MULTIPLIER). */
  failures: number;
  windowMinutes: number;
  /** When sign-ins from browsers the admin does not know are taken again. */
  endsAt: Date;
  siteUrl: string;
}

/**
 * The owner's email when the shop-wide budget of failed sign-ins is spent, in the fields of the
 * messages template (the one that reaches her inbox): what happened, what it means for her, and
 * what to do if it was not her.
 */
export function signInBudgetEmail({ failures, windowMinutes, endsAt, siteUrl }: SignInBudgetSpent) {
  const signIn = new URL("/admin/sign-in", siteUrl).toString();
  const message = [
    `The admin had ${failures} wrong passwords within ${windowMinutes} minutes, from one or many connections.`,
    `Until ${formatShortDateTime(endsAt)} (WAT) it refuses sign-ins from browsers it does not know, right password or not.`,
    `A browser you have signed in with before still signs in at ${signIn}.`,
    "Nobody got in with a wrong password. If these were not you and your password is short or used elsewhere, change ADMIN_PASSWORD and restart the shop: that ends every session.",
  ].join("\n\n");
  return { from_name: `${site.brand} admin`, from_email: site.contact.email, from_phone: "", message };
}
