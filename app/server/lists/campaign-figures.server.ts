// A list email's figures for the owner: how many were queued and sent, and what the mail service
// said of them since (delivered, bounced, complained), and how many left the list from it.
import type { Env } from "../base/env.server";
import { mailgunConfig } from "../adapters/mailgun.server";
import { emailjsConfig } from "../adapters/emailjs.server";
import type { Db } from "../db/db.server";
import { campaignSends } from "../outbox/list-batch-store.server";
import { campaignEvents } from "./mail-events.server";

export interface CampaignFigures {
  queued: number;
  sent: number;
  delivered: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
}

/** One campaign's figures ("sale-news:12"). */
export async function campaignFigures(db: Db, campaign: string): Promise<CampaignFigures> {
  const [sends, events] = await Promise.all([campaignSends(db, campaign), campaignEvents(db, campaign)]);
  return { queued: sends.queued, sent: sends.sent, ...events };
}

/** A sale's news as a campaign. */
export const saleNewsCampaign = (saleId: number) => `sale-news:${saleId}`;

/** How the lists' emails go, in the owner's words. */
export function listMailInWords(env: Env): string {
  const mailgun = mailgunConfig(env);
  if (mailgun.ok) {
    const events = mailgun.config.signingKey
      ? ""
      : " MAILGUN_WEBHOOK_SIGNING_KEY is not set: bounces and complaints are not received.";
    return `List emails go through Mailgun (${mailgun.config.domain}), ${mailgun.config.perSecond} a second at most.${events}`;
  }
  if (emailjsConfig(env).ok && env.EMAILJS_LIST_TEMPLATE_ID)
    return "Mailgun is not set: list emails go through EmailJS, about one a second; set MAILGUN_API_KEY, MAILGUN_DOMAIN and MAILGUN_FROM for sale news to many.";
  return "Mailgun is not set: list emails are kept in the demo mailbox (Emails), not sent.";
}
