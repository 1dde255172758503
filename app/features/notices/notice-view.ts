import type { MessagePurpose } from "./purposes";
import type { Channel, NoticeState } from "./states";

/** One notice as the owner reads it. */
export interface NoticeView {
  id: number;
  /** Its order's reference, or "" for an appointment's notice. */
  reference: string;
  appointmentId: number | null;
  purpose: MessagePurpose;
  phone: string;
  channel: Channel;
  state: NoticeState;
  failureCode: string | null;
  failureTitle: string | null;
  withheld: boolean;
  /** Nothing more will be tried: it reached her, failed on its last channel, or could go no further. */
  ended: boolean;
  /** Why it moved on or stopped: "no receipt on whatsapp", "sms not configured". */
  lastError: string | null;
  template: string;
  variables: string[];
  smsText: string;
  createdAt: Date;
  /** When its state last moved (its newest receipt). */
  stateAt: Date;
  sends: {
    channel: Channel;
    providerId: string;
    state: NoticeState;
    failureCode: string | null;
    cost: string | null;
  }[];
}
