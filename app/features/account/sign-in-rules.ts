import { hasControlCharacter } from "~/lib/control-characters";

// Her own page is signed in with a code sent to her email: no password, no account to open
// (docs/decisions/283-her-page-signed-in-by-an-emailed-code.md). The rules, free of I/O.

/** A code (and its link) works this long after it was sent. */
export const CODE_MINUTES = 10;
/** Wrong codes one request takes before it is spent. */
export const CODE_TRIES = 5;
/** A signed-in device stays signed in this long after its last visit. */
export const SESSION_DAYS = 30;

const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why her email cannot be used, in words; undefined when it can. */
export function signInEmailProblem(raw: string): string | undefined {
  const email = raw.trim();
  if (email === "") return "Please enter your email address.";
  if (email.length > EMAIL_MAX || hasControlCharacter(email, { multiLine: false }) || !EMAIL.test(email))
    return "Please enter a valid email address, like name@example.com.";
  return undefined;
}

/** The 6 digits she typed (spaces and dashes a phone may add are ignored), or undefined. */
export function readCode(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** What a code or a link came to: words for each refusal, never a hint of whether the email has orders. */
export type CodeVerdict = "ok" | "wrong" | "expired" | "spent" | "used";

export const VERDICT_WORDS: Record<Exclude<CodeVerdict, "ok">, string> = {
  wrong: "That code is not right. Check the latest email we sent and try again.",
  expired: "That code has expired. Ask for a new one below.",
  spent: "That code was tried too many times. Ask for a new one below.",
  used: "That link or code has already been used. Ask for a new one if you need to sign in again.",
};

/** A link whose token is none of ours (mistyped, cut short, or from an old email). */
export const LINK_UNKNOWN = "This sign-in link is not valid. Ask for a new code below.";

/** Her page opened by a cookie that no longer signs in, in words (the page then shows nothing private). */
export const SESSION_WORDS = {
  ended: "You are signed out: your sign-in ended (after 30 days, or “Sign out everywhere”). Sign in again below.",
  "other-device": "This sign-in belongs to another device. Sign in again on this one below.",
} as const;

/** The email carrying the code (the customer template): the code leads the subject line a phone shows. */
export function codeEmail(code: string, link: string) {
  return {
    subject: `${code} is your Hazel sign-in code`,
    status: `${code} is your sign-in code`,
    reference: code,
    order_summary: `Your sign-in code is ${code}. Type it on the page where you asked for it, or open the link and press Continue.`,
    total: "",
    order_url: link,
    note: `The code and the link work for ${CODE_MINUTES} minutes, once. If you did not ask for them, ignore this email: nobody can sign in without them.`,
  };
}

/** Where her name was, once she deleted her data: what the owner's screens show. */
export const DELETED_NAME = "(deleted at the shopper's request)";

/** The email carrying the code that confirms "Delete my data": no link, the code typed on her page only. */
export function deletionCodeEmail(code: string, page: string) {
  return {
    subject: `${code} is your code to delete your data at Hazel`,
    status: `${code} confirms deleting your data`,
    reference: code,
    order_summary: `Your code is ${code}. Type it on your page to delete your name, phone, addresses and measurements from your orders and requests.`,
    total: "",
    order_url: page,
    note: `The code works for ${CODE_MINUTES} minutes, once. If you did not ask to delete your data, ignore this email: nothing is deleted without the code.`,
  };
}

/** Her page's answers after a form, by the `done` of its address (own keys only). */
const DONE_WORDS = {
  deleted:
    "Your data is deleted and you are signed out everywhere. We keep your orders' amounts, dates and references, and your email, as the law and refunds need.",
} as const;

export function accountDoneWords(done: string | null): string | null {
  return done !== null && Object.hasOwn(DONE_WORDS, done) ? DONE_WORDS[done as keyof typeof DONE_WORDS] : null;
}
