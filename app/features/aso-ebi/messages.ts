// The WhatsApp texts a coordinator sends: the invitation to join, and a reminder to pay. Pure.
import { formatDay } from "~/lib/lagos-clock";

export function inviteText(
  g: { name: string; eventName: string; eventOn: string; joinBy: string },
  pageUrl: string,
): string {
  return `You are invited to order our aso-ebi for ${g.eventName} on ${formatDay(g.eventOn)} with ${g.name}. Choose your size or give your measurements and pay your own share here by ${formatDay(g.joinBy)}: ${pageUrl}`;
}

export function reminderText(firstName: string, groupName: string, payUrl: string): string {
  return `Hello ${firstName}, a reminder to pay your share of ${groupName}'s aso-ebi: ${payUrl}`;
}

/** A WhatsApp link that opens the text for her to choose who to send it to. */
export const shareLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
