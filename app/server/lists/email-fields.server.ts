import {
  backInStockEmail,
  confirmEmail,
  saleNewsEmail,
  welcomeEmail,
  type ListMemberFacts,
  type WaitFacts,
} from "~/features/lists/list-emails";
import { formatDayAndTime } from "~/lib/lagos-clock";
import { saleBadge } from "~/features/sales";
import type { EmailFields } from "../adapters/emailjs.server";
import type { Db } from "../db/db.server";
import type { ListEmail } from "../outbox/relay.server";
import { namedMembers } from "../outbox/store.server";
import { readSale } from "../sales/store.server";
import { waitFacts } from "./lists.server";
import { memberById, type ListMember } from "./store.server";

type Written = EmailFields | { withheld: string } | undefined;

const waitOf = (params: Record<string, string>): WaitFacts => ({
  product: params.product ?? "The piece you asked about",
  size: params.size ?? "",
  path: params.path ?? "/",
});

/**
 * The relay's writer for the lists' emails, reading the member as she stands now, on whichever
 * instance relays it: an unsubscribed or unconfirmed member's email is withheld, whatever held
 * when it was queued. Written from her own row and the shop's facts only. `reading`: for the
 * owner's mailbox, the email as it was asked for, whatever she did since (confirmed, unsubscribed);
 * withheld then only when it cannot be written (its sale deleted).
 */
export async function listEmail(db: Db, due: ListEmail, siteUrl: string, reading = false): Promise<Written> {
  const member = await memberById(db, due.memberId);
  if (!member) return undefined;
  const facts: ListMemberFacts = { list: member.list, email: member.email, name: member.name, key: member.key };
  if (due.email.startsWith("confirm:")) {
    const named = await Promise.all(namedMembers(member.id, due.params).map((id) => memberById(db, id)));
    const asked = named.filter((m): m is ListMember => !!m && (reading || !m.confirmed || m.unsubscribed));
    if (asked.length === 0) return { withheld: "already confirmed" };
    return confirmEmail(siteUrl, facts, {
      news: asked.some((m) => m.list === "news"),
      waits: asked.flatMap((m) => (m.productId === null || m.size === null ? [] : [waitFacts(m.productId, m.size)])),
    });
  }
  if (member.unsubscribed && !reading) return { withheld: "unsubscribed" };
  if (!member.confirmed && !reading) return { withheld: "not confirmed" };
  if (due.email === "back-in-stock") return backInStockEmail(siteUrl, facts, waitOf(due.params));
  if (due.email === "welcome")
    return welcomeEmail(siteUrl, facts, {
      code: due.params.code ?? "",
      offer: due.params.offer ?? "",
      minimum: due.params.minimum ?? "",
      until: due.params.until ?? "",
    });
  const sale = /^sale-news:(\d+)$/.exec(due.email);
  if (sale) {
    const stored = await readSale(db, Number(sale[1]));
    if (!stored) return { withheld: "the sale was deleted" };
    if (Date.parse(stored.endsAt) <= Date.now() && !reading) return { withheld: "the sale has ended" };
    return saleNewsEmail(siteUrl, facts, {
      name: stored.name,
      badge: saleBadge(stored),
      ends: formatDayAndTime(stored.endsAt),
    });
  }
  return { withheld: `no such list email: ${due.email}` };
}
