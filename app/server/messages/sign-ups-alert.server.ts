import { site } from "~/config/site";
import { addDays, formatDay, lagosMinuteOf, type Day } from "~/lib/lagos-clock";

// The owner hears of sign-ups once a day, not once each: a flood of the newsletter form or the
// pop-up cannot fill her inbox (nor spend the shop's emails). The email counts; it names nobody, so
// no shopper's address waits in the outbox for her.

/** When a day's sign-ups reach her: 08:00 Lagos the next morning. */
export const signUpsDue = (day: Day): Date => lagosMinuteOf(addDays(day, 1), 8 * 60);

/** The day's email in the messages template's fields, for `count` sign-ups so far. */
export function signUpsAlert(day: Day, count: number): Record<string, string> {
  const who = count === 1 ? "1 person" : `${count} people`;
  const message = [
    `${who} signed up for sales and news on ${formatDay(day)}, through the newsletter form or the sign-up pop-up.`,
    "Each joins the news list once she confirms her address from the email the shop sent her.",
    "Their addresses are in the admin, under Messages and subscribers.",
  ].join("\n\n");
  return {
    message_number: "",
    subject: `${site.brand}: sign-ups on ${formatDay(day)}`,
    from_name: `${site.brand} shop`,
    from_email: site.contact.email,
    from_phone: "",
    message,
  };
}
