// An email's text cut where its reader would click: the shop's own links, and the codes it sent
// (a sign-in code, a credit or gift card code, a welcome code). Everything else stays text, so a
// shopper's words (a message, a name, a comment) can never become a link or markup.
import { SHOWN_CODE } from "~/features/credit";
import type { Paragraph } from "./email-text";

export type Segment = { text: string } | { text: string; href: string } | { code: string };

/** A web address in a text, up to a space or a quote. */
const ADDRESS = /https?:\/\/[^\s<>"'“”‘’]+/;
/** What ends a sentence after an address, not part of it. */
const TRAILING = /[.,;:!?)\]]+$/;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The address, if it is one of the shop's own (same origin as the site); never another site's, never a script. */
function shopLink(address: string, origin: string): string | undefined {
  try {
    const url = new URL(address);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A text cut into its words, the shop's links (`origin`'s) and its codes: the credit codes it
 * shows and `codes` (the email's own, e.g. a sign-in code), each found whole.
 */
export function segmentsOf(text: string, origin: string, codes: readonly string[] = []): Segment[] {
  const own = codes.filter((c) => c.trim() !== "").map((c) => `\\b${escaped(c)}\\b`);
  const pattern = new RegExp([ADDRESS.source, SHOWN_CODE.source, ...own].join("|"), "g");
  const out: Segment[] = [];
  const words = (t: string) => t !== "" && out.push({ text: t });
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    words(text.slice(at, match.index));
    const found = match[0];
    if (/^https?:/.test(found)) {
      const address = found.replace(TRAILING, "");
      const href = shopLink(address, origin);
      out.push(href ? { text: address, href } : { text: address });
      words(found.slice(address.length));
    } else {
      out.push({ code: found });
    }
    at = match.index + found.length;
  }
  words(text.slice(at));
  return out;
}

/** A paragraph's segments: a link paragraph is one link (or its words and address as text, if not the shop's). */
export function paragraphSegments(p: Paragraph, origin: string, codes: readonly string[] = []): Segment[] {
  if (typeof p === "string") return segmentsOf(p, origin, codes);
  const href = shopLink(p.url, origin);
  return href ? [{ text: p.label, href }] : [{ text: p.label === p.url ? p.url : `${p.label}: ${p.url}` }];
}
