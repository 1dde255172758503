import { SHOWN_CODE } from "~/features/credit";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { emailjsConfig, TEMPLATE_VARIABLES, type EmailFields } from "~/server/adapters/emailjs.server";
import { mailgunConfig } from "~/server/adapters/mailgun.server";
import type { Env } from "~/server/base/env.server";
import type { Db } from "~/server/db/db.server";
import { listMailInWords } from "~/server/lists/campaign-figures.server";
import { listEmail } from "~/server/lists/email-fields.server";
import { messageEmail } from "~/server/messages/email-fields.server";
import { noticeEmail } from "~/server/orders/notices.server";
import { emailsAboutOrder, keptEmails, type KeptEmail } from "~/server/outbox/mailbox-store.server";
import { writtenEmail } from "./email-text";
import type { EmailView, MailboxView, MessageView } from "./email-view";
import { noticesOf } from "~/server/notices/store.server";
import { whatsappConfig } from "~/server/adapters/whatsapp.server";
import { termiiConfig } from "~/server/adapters/termii.server";
import { noticeLine } from "./notice-line";
import { paragraphSegments } from "./segments";

/** Emails a page: each is written from its order or member as it stands, so a page stays a few reads. */
export const MAILBOX_PAGE_SIZE = 20;

/** The demo: no EmailJS account set, so nothing is relayed and the mailbox is where emails are read. */
export const isDemoMail = (env: Env) => !emailjsConfig(env).ok;

/**
 * The parameters a kept email is sent with, from the writer the relay uses (a list's as it was
 * asked for, whatever she did since); or why it cannot be written now.
 */
async function fieldsOf(db: Db, kept: KeptEmail, siteUrl: string): Promise<EmailFields | string> {
  const c = kept.cause;
  if (c.kind === "alert") return kept.params;
  try {
    if (c.kind === "message") return (await messageEmail(db, c.messageId)) ?? "Its message is no longer kept.";
    if (c.kind === "order")
      return (
        (await noticeEmail(db, { reference: c.reference, notice: c.notice, params: kept.params }, siteUrl)) ??
        "Its order is no longer kept."
      );
    const list = await listEmail(db, { memberId: c.memberId, email: c.email, params: kept.params }, siteUrl, true);
    if (!list) return "Its subscriber is no longer kept.";
    return "withheld" in list ? `It cannot be written now: ${list.withheld}.` : list;
  } catch {
    return "It cannot be written now.";
  }
}

/** How far an email got, in words; `problem` when it needs her eye. */
function stateOf(kept: KeptEmail, env: Env, now: Date): { state: string; problem: boolean } {
  // The lists' emails go through Mailgun once it is set, whether EmailJS is or not.
  const viaMailgun = kept.template === "lists" && mailgunConfig(env).ok;
  if (isDemoMail(env) && !viaMailgun) return { state: "Not sent: the demo sends no email", problem: false };
  if (kept.status === "sent")
    return { state: `Sent ${kept.sentAt ? formatShortDateTime(kept.sentAt) : ""}`.trim(), problem: false };
  if (kept.status === "withheld") return { state: `Not sent: ${kept.lastError ?? "withheld"}`, problem: false };
  const variable = TEMPLATE_VARIABLES[kept.template];
  if (!env[variable] && !viaMailgun) return { state: `Not sent: ${variable} is not set`, problem: true };
  if (kept.attempts > 0)
    return {
      state: `Not sent yet, ${kept.attempts} attempts${kept.lastError ? ` (${viaMailgun ? "Mailgun" : "EmailJS"}: ${kept.lastError})` : ""}`,
      problem: true,
    };
  if (kept.dueAt > now) return { state: `To be sent ${formatShortDateTime(kept.dueAt)}`, problem: false };
  return { state: "Waiting to be sent", problem: false };
}

/** One kept email as the owner reads it: to, subject, when, how far it got, and its text cut where she would click. */
async function emailView(db: Db, env: Env, kept: KeptEmail, now: Date): Promise<EmailView> {
  const origin = new URL(env.SITE_URL).origin;
  const fields = await fieldsOf(db, kept, env.SITE_URL);
  const written =
    typeof fields === "string"
      ? { to: kept.params.to_email ?? null, subject: kept.params.subject ?? "(not written)", paragraphs: [fields] }
      : writtenEmail(kept.template, fields);
  // The email's own code: a sign-in or deletion code (its `reference`), a welcome code.
  const reference = typeof fields === "string" ? "" : (fields.reference ?? "");
  const signIn = /^\d{6}$/.test(reference) ? reference : "";
  const own = [signIn, kept.params.code ?? ""].filter((c) => c !== "");
  // Once emails really go out, her codes (sign-in, deletion, credit, gift card, welcome) and her
  // sign-in link are hers alone: the owner reads that one was sent, never what would let her in
  // or spend it. The demo, where nothing is sent, shows them: the mailbox is every inbox there.
  const hidden = (text: string) => (isDemoMail(env) ? text : hideHers(text, own));
  const codes = isDemoMail(env) ? own : [];
  return {
    id: kept.id,
    to: written.to || "you",
    subject: hidden(written.subject || "(no subject)"),
    queuedAt: kept.queuedAt.toISOString(),
    ...stateOf(kept, env, now),
    paragraphs: written.paragraphs.map((p) =>
      paragraphSegments(
        typeof p === "string" ? hidden(p) : { label: hidden(p.label), url: hidden(p.url) },
        origin,
        codes,
      ),
    ),
  };
}

const HIDDEN_CODE = "(her code, hidden)";

/** Her codes and her sign-in link, each in words in its place. */
const hideHers = (text: string, own: readonly string[]) =>
  own
    .reduce((t, code) => t.replaceAll(code, HIDDEN_CODE), text)
    .replace(new RegExp(SHOWN_CODE.source, "g"), HIDDEN_CODE)
    .replace(/\S*[?&]token=[\w-]+/g, "(her sign-in link, hidden)");

/** Ids in an address: a whole number from 1, else none. */
export function emailIdParam(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && /^\d{1,15}$/.test(value) && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** The newest WhatsApp and SMS notices: in the demo (no keys), what the shop would have sent. */
async function messageViews(db: Db, env: Env): Promise<MessageView[]> {
  const demo = !whatsappConfig(env) && !termiiConfig(env);
  return (await noticesOf(db, undefined, MAILBOX_PAGE_SIZE)).map((n) => ({
    id: n.id,
    to: `+${n.phone}`,
    state: demo
      ? `${noticeLine(n).text.split(" · ")[0]} · Not sent: the demo sends no WhatsApp or SMS`
      : noticeLine(n).text,
    whatsapp: `${n.template} (${n.variables.join(" | ")})`,
    sms: n.smsText,
  }));
}

/** One page of the mailbox, newest first, older than `before`. */
export async function mailboxView(db: Db, env: Env, before?: number, now = new Date()): Promise<MailboxView> {
  const { emails, older } = await keptEmails(db, { before, limit: MAILBOX_PAGE_SIZE });
  return {
    messages: before === undefined ? await messageViews(db, env) : [],
    demo: isDemoMail(env),
    emails: await Promise.all(emails.map((e) => emailView(db, env, e, now))),
    older,
    later: before !== undefined,
    listMail: listMailInWords(env),
  };
}

/** The emails about an order, oldest first, as the mailbox shows them. */
export async function orderEmailViews(db: Db, env: Env, reference: string, now = new Date()): Promise<EmailView[]> {
  return Promise.all((await emailsAboutOrder(db, reference)).map((e) => emailView(db, env, e, now)));
}
