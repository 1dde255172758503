// The lists' emails (the EmailJS template EMAILJS_LIST_TEMPLATE_ID): each one to one shopper,
// written only from her own membership and the shop's own facts (a product, a sale), never
// another shopper's. Every one carries its unsubscribe link and RFC 8058's header values.

/** A list member as her emails need her: which list, her own address and name, her link key. */
export interface ListMemberFacts {
  list: "news" | "back-in-stock";
  email: string;
  name: string | null;
  key: string;
}

/** The parameters the lists' template receives. */
export type ListEmailFields = Record<
  | "to_email"
  | "to_name"
  | "subject"
  | "message"
  | "link_url"
  | "link_label"
  | "unsubscribe_url"
  | "list_unsubscribe"
  | "list_unsubscribe_post",
  string
>;

/** A member's confirmation page; the page's button confirms (a mail scanner opening the link confirms nothing). */
const confirmUrl = (siteUrl: string, key: string) => `${siteUrl}/lists/confirm?key=${key}`;
/** A member's unsubscribe page: its button, or RFC 8058's POST to the same address, unsubscribes. */
export const unsubscribeUrl = (siteUrl: string, key: string) => `${siteUrl}/lists/unsubscribe?key=${key}`;

/**
 * RFC 8058's one-click address, for the List-Unsubscribe header: a POST to it unsubscribes at once
 * (an empty 200); a GET (a mail scanner following links) only leads to her page's button.
 */
const oneClickUrl = (siteUrl: string, key: string) => `${siteUrl}/lists/one-click?key=${key}`;

/** The value RFC 8058 asks for in List-Unsubscribe-Post. */
const ONE_CLICK = "List-Unsubscribe=One-Click";

function fields(
  siteUrl: string,
  m: ListMemberFacts,
  subject: string,
  message: string,
  link: { url: string; label: string },
): ListEmailFields {
  const leave = unsubscribeUrl(siteUrl, m.key);
  return {
    to_email: m.email,
    to_name: m.name ?? "",
    subject,
    message,
    link_url: link.url,
    link_label: link.label,
    unsubscribe_url: leave,
    list_unsubscribe: `<${oneClickUrl(siteUrl, m.key)}>`,
    list_unsubscribe_post: ONE_CLICK,
  };
}

/** What a back-in-stock email names: the piece, the size and its page. */
export interface WaitFacts {
  product: string;
  size: string;
  /** The product page's path, e.g. "/naledi/arcturus-blouse". */
  path: string;
}

/** What one confirmation asks for: the news list, and the waits for sizes, of one mailbox's day. */
export interface AskedFor {
  news: boolean;
  waits: readonly WaitFacts[];
}

const IGNORE_IT = "If you did not ask, ignore this email: nothing more will come.";

/**
 * Asks her to confirm what she asked for that day, in one email: the news list, a wait for a size,
 * or several (its link confirms them all). Without `asked`, her own list.
 */
export function confirmEmail(siteUrl: string, m: ListMemberFacts, asked?: AskedFor): ListEmailFields {
  const link = { url: confirmUrl(siteUrl, m.key), label: "Confirm" };
  const things = asked ? Number(asked.news) + asked.waits.length : 1;
  if (asked && things > 1) {
    const named = [
      ...(asked.news ? ["Hazel's sales and news"] : []),
      ...asked.waits.map((w) => `an email when ${w.product} in size ${w.size} is back in stock`),
    ];
    return fields(
      siteUrl,
      m,
      "Confirm your Hazel emails",
      `You asked Hazel for: ${named.join("; ")}. Confirm them all with the link below; until you do, ` +
        `we will send you none of them. ${IGNORE_IT}`,
      link,
    );
  }
  const wait = asked?.waits[0];
  if (wait) {
    return fields(
      siteUrl,
      m,
      `Confirm: email me when ${wait.product} is back in ${wait.size}`,
      `You asked Hazel to email you when ${wait.product} in size ${wait.size} is back in stock. ` +
        `Confirm with the link below; until you do, we will not email you about it. ${IGNORE_IT}`,
      link,
    );
  }
  return fields(
    siteUrl,
    m,
    "Confirm your Hazel subscription",
    "You asked to hear of Hazel's sales and news. Confirm with the link below; until you do, " +
      `we will send you nothing. ${IGNORE_IT}`,
    link,
  );
}

/** Her size is back: once, with its page. */
export function backInStockEmail(siteUrl: string, m: ListMemberFacts, wait: WaitFacts): ListEmailFields {
  return fields(
    siteUrl,
    m,
    `${wait.product} is back in ${wait.size}`,
    `${wait.product} in size ${wait.size} is back in stock at Hazel. ` +
      "Pieces go to whoever orders first, so it may sell out again. This is the only email about this wait.",
    { url: `${siteUrl}${wait.path}`, label: `See ${wait.product}` },
  );
}

/** What a sale's news names: the sale, what it takes off, when it ends (in Lagos words). */
export interface SaleNewsFacts {
  name: string;
  /** "20% off" or "Sale prices", as its badge reads. */
  badge: string;
  /** "Sunday 30 November, 23:59", Lagos time. */
  ends: string;
}

/** A sale has started. */
export function saleNewsEmail(siteUrl: string, m: ListMemberFacts, sale: SaleNewsFacts): ListEmailFields {
  return fields(
    siteUrl,
    m,
    `${sale.name} is on at Hazel`,
    `${sale.name} has started at Hazel: ${sale.badge}, until ${sale.ends} (Lagos time).`,
    { url: `${siteUrl}/collections`, label: "Shop the sale" },
  );
}

/** What a welcome email names: her own code and what it gives. */
export interface WelcomeFacts {
  code: string;
  /** "10% off" or "₦5,000 off". */
  offer: string;
  /** "₦20,000", or "" for no minimum. */
  minimum: string;
  /** The last day it is valid, "2026-12-26", or "" for no end. */
  until: string;
}

/** Her welcome code, once: the discount the sign-up promised, for her address only. */
export function welcomeEmail(siteUrl: string, m: ListMemberFacts, w: WelcomeFacts): ListEmailFields {
  return fields(
    siteUrl,
    m,
    `Welcome to Hazel: ${w.offer} your first order`,
    `Thank you for confirming. Your welcome code is ${w.code}: ${w.offer} your order` +
      (w.minimum ? ` of ${w.minimum} or more` : "") +
      (w.until ? `, until ${w.until}` : "") +
      ". Type it in the Discount code field at the checkout. It is yours alone: it works once, with this email address.",
    { url: `${siteUrl}/collections`, label: "Shop now" },
  );
}
