// The notices the shop sends a shopper on WhatsApp and SMS, one utility template each
// (docs/messages.md lists them for the account's approval): their names, language and variables.
import type { Order, OrderEmail } from "~/features/orders";

/** The order emails that also go on WhatsApp or SMS to a shopper who chose it. */
export type OrderEmailPurpose =
  | "customer-paid"
  | "customer-deposit-paid"
  | "customer-balance-soon"
  | "customer-balance-due"
  | "customer-unpaid"
  | "customer-ready"
  | "customer-shipped";

/** Every notice on WhatsApp or SMS: an order email's, a refund made on her order (no email goes with it), a group's news, a fitting's. */
export type MessagePurpose = OrderEmailPurpose | "customer-refunded" | GroupNewsPurpose | AppointmentPurpose;

/** An appointment's notices beside its emails, once per appointment and start: booked, moved, its two reminders. */
export type AppointmentPurpose =
  "appointment-booked" | "appointment-moved" | "appointment-reminder" | "appointment-soon";

/** A bridal group's news to each guest's share, beside her email: its last day passed, the owner's decision. */
export type GroupNewsPurpose = "aso-ebi-deadline" | "aso-ebi-decision";

export interface MessageTemplate {
  /** The template's name as approved on the WhatsApp account. */
  name: string;
  language: "en";
  /** Its body's variables, {{1}} onwards, in order. */
  variables: readonly string[];
  /** The same words as a plain SMS, each {{n}} the variable. */
  sms: string;
  /** The owner's word for it on the order's page. */
  label: string;
  /** A reminder: never sent outside the Lagos daytime window. */
  reminder: boolean;
  /** Its own approved template naming her account for paying by transfer, sent when she has one. */
  withAccount?: TemplateWords;
}

/** A template as it is approved: its name, language, variables and words. */
type TemplateWords = Pick<MessageTemplate, "name" | "language" | "variables" | "sms">;

/** Her own account for paying by transfer, as a reminder names it (a demo one is never named). */
export interface ReminderAccount {
  accountNumber: string;
  bankName: string;
  demo: boolean;
}

/** One approved template several notices send, each under the owner's own word for it. */
type SharedTemplate = Omit<MessageTemplate, "label">;

const BALANCE_REMINDER: SharedTemplate = {
  name: "balance_reminder",
  language: "en",
  variables: ["reference", "balance", "balance due day"],
  sms: "Hazel: the balance of {{2}} on order {{1}} is due by {{3}}.",
  reminder: true,
  withAccount: {
    name: "balance_reminder_transfer",
    language: "en",
    variables: ["reference", "amount due", "due day", "her account number", "its bank"],
    sms: "Hazel: {{2}} of your order {{1}} is due by {{3}}. Pay it by transfer to your own account {{4}} at {{5}}, or on your order's page.",
  },
};

/**
 * A balance reminder's variables (a plan's next part, or a deposit's balance): with her own
 * account's number and bank when she has one (then its template names them), else without.
 */
export function balanceReminderVariables(
  reference: string,
  due: string,
  dueDay: string,
  account: ReminderAccount | null,
): string[] {
  const named = account && !account.demo ? [account.accountNumber, account.bankName] : [];
  return [reference, due, dueDay, ...named];
}

const GROUP_NEWS: SharedTemplate = {
  name: "aso_ebi_news",
  language: "en",
  variables: ["reference", "group", "what it means for her share"],
  sms: "Hazel: news of {{2}} for your order {{1}}. {{3}} Its page has the details.",
  reminder: false,
};

const APPOINTMENT_REMINDER: SharedTemplate = {
  name: "appointment_reminder",
  language: "en",
  variables: ["appointment", "day and time"],
  sms: "Hazel: a reminder, your {{1}} is {{2}} at the atelier.",
  reminder: true,
};

export const MESSAGE_TEMPLATES: Record<MessagePurpose, MessageTemplate> = {
  "customer-paid": {
    name: "order_confirmed",
    language: "en",
    variables: ["reference", "amount paid"],
    sms: "Hazel: your order {{1}} is confirmed, {{2}} paid. Thank you.",
    label: "Order confirmed",
    reminder: false,
  },
  "customer-deposit-paid": {
    name: "deposit_received",
    language: "en",
    variables: ["reference", "deposit paid", "balance", "balance due day"],
    sms: "Hazel: deposit of {{2}} received for order {{1}}. The balance of {{3}} is due by {{4}}.",
    label: "Deposit received",
    reminder: false,
  },
  "customer-balance-soon": { ...BALANCE_REMINDER, label: "Balance reminder" },
  "customer-balance-due": { ...BALANCE_REMINDER, label: "Balance reminder" },
  "customer-unpaid": {
    name: "payment_reminder",
    language: "en",
    variables: ["reference", "amount to pay"],
    sms: "Hazel: your order {{1}} is not paid yet: {{2}} to pay on its page.",
    label: "Payment reminder",
    reminder: true,
  },
  "customer-ready": {
    name: "order_ready",
    language: "en",
    variables: ["reference"],
    sms: "Hazel: your order {{1}} is ready to collect.",
    label: "Ready to collect",
    reminder: false,
  },
  "customer-shipped": {
    name: "order_shipped",
    language: "en",
    variables: ["reference", "tracking"],
    sms: "Hazel: your order {{1}} has shipped. Tracking: {{2}}. Its page shows where it is.",
    label: "Shipped",
    reminder: false,
  },
  "customer-refunded": {
    name: "refund_made",
    language: "en",
    variables: ["reference", "amount refunded", "day"],
    sms: "Hazel: {{2}} of order {{1}} was refunded on {{3}}. Your bank may take a few days to show it.",
    label: "Refund made",
    reminder: false,
  },
  "aso-ebi-deadline": { ...GROUP_NEWS, label: "Group's last day passed" },
  "aso-ebi-decision": { ...GROUP_NEWS, label: "Group decided" },
  "appointment-booked": {
    name: "appointment_booked",
    language: "en",
    variables: ["appointment", "day and time"],
    sms: "Hazel: your {{1}} is booked for {{2}} at the atelier. Move or cancel it from your email's link.",
    label: "Appointment booked",
    reminder: false,
  },
  "appointment-moved": {
    name: "appointment_moved",
    language: "en",
    variables: ["appointment", "day and time"],
    sms: "Hazel: your {{1}} is moved to {{2}} at the atelier.",
    label: "Appointment moved",
    reminder: false,
  },
  "appointment-reminder": { ...APPOINTMENT_REMINDER, label: "Appointment reminder" },
  "appointment-soon": { ...APPOINTMENT_REMINDER, label: "Appointment's last reminder" },
};

/** The notice of an appointment email by its kind (booked, moved, reminder-1, reminder-2); the others stay emails. */
export function appointmentPurposeOf(kind: string): AppointmentPurpose | undefined {
  const purposes: Record<string, AppointmentPurpose> = {
    booked: "appointment-booked",
    moved: "appointment-moved",
    "reminder-1": "appointment-reminder",
    "reminder-2": "appointment-soon",
  };
  return Object.hasOwn(purposes, kind) ? purposes[kind] : undefined;
}

/** The message purpose of an order email, or undefined for one that stays an email. */
export function messagePurposeOf(email: OrderEmail, isDeposit: boolean): OrderEmailPurpose | undefined {
  if (email === "customer-paid") return isDeposit ? "customer-deposit-paid" : "customer-paid";
  return Object.hasOwn(MESSAGE_TEMPLATES, email) ? (email as OrderEmailPurpose) : undefined;
}

/**
 * The notice an order's email is sent as, for this order: none for an appointment fee's "paid"
 * (her "Appointment booked" says it, once).
 */
export function orderMessagePurpose(
  email: OrderEmail,
  order: Pick<Order, "deposit" | "items">,
): OrderEmailPurpose | undefined {
  if (email === "customer-paid" && order.items.some((i) => i.appointment)) return undefined;
  return messagePurposeOf(email, order.deposit !== undefined);
}

/** The template a notice goes with: its purpose's, or the one naming her account when its variables carry it. */
export function templateOf(purpose: MessagePurpose, variables: readonly string[]): TemplateWords {
  const { withAccount, ...own } = MESSAGE_TEMPLATES[purpose];
  return withAccount && variables.length === withAccount.variables.length ? withAccount : own;
}

/** Every template the shop sends, once each, for the account's approval. */
export const shopTemplates = (): TemplateWords[] => [
  ...new Map(
    Object.values(MESSAGE_TEMPLATES)
      .flatMap(({ withAccount, ...own }) => (withAccount ? [own, withAccount] : [own]))
      .map((t) => [t.name, t]),
  ).values(),
];

/** The SMS words of a notice with its variables. */
export function smsText(purpose: MessagePurpose, variables: readonly string[]): string {
  return templateOf(purpose, variables)
    .sms.replace(/\{\{(\d+)\}\}/g, (_, n: string) => variables[Number(n) - 1] ?? "")
    .trim();
}
