import { MESSAGE_TEMPLATES, type Channel, type NoticeView } from "~/features/notices";
import { formatTimeOfDay } from "~/lib/lagos-clock";

const CHANNEL: Record<Channel, string> = { whatsapp: "WhatsApp", sms: "SMS" };

/** One of an order's WhatsApp or SMS notices as the owner reads it on the order's page. */
export interface NoticeLine {
  id: number;
  /** "Balance reminder · WhatsApp · read 14:02". */
  text: string;
  /** Failed, or withheld: the owner may write to her herself. */
  failed: boolean;
  /** What the channels before the current one answered ("WhatsApp failed 131026"). */
  before: string | null;
}

/** A notice in the owner's words: its purpose, its channel now, and its state with the time of its receipt. */
export function noticeLine(n: NoticeView): NoticeLine {
  const label = MESSAGE_TEMPLATES[n.purpose].label;
  const stuck = !n.withheld && n.ended && n.state === "queued";
  const state = n.withheld
    ? "withheld: she wrote STOP"
    : stuck
      ? `not sent: ${n.lastError ?? "nothing more to try"}`
      : n.state === "queued"
        ? "queued"
        : n.state === "failed"
          ? `failed ${n.failureCode ?? ""} ${formatTimeOfDay(n.stateAt)}`.replace(/\s+/g, " ")
          : `${n.state} ${formatTimeOfDay(n.stateAt)}`;
  const earlier = n.sends.filter((s) => s.channel !== n.channel);
  return {
    id: n.id,
    text: `${label} · ${CHANNEL[n.channel]} · ${state}`,
    failed: n.withheld || stuck || n.state === "failed",
    before:
      earlier.length > 0
        ? earlier.map((s) => `${CHANNEL[s.channel]} ${s.state}${s.failureCode ? ` ${s.failureCode}` : ""}`).join(", ")
        : null,
  };
}
