import path from "node:path";
import net from "node:net";
import { z } from "zod";
import { trustProxySchema } from "./client-address.server";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const url = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

/** What Paystack's popup may offer (its `channels`). */
const PAYSTACK_CHANNELS = [
  "card",
  "bank",
  "ussd",
  "qr",
  "mobile_money",
  "bank_transfer",
  "eft",
  "apple_pay",
  "capitec_pay",
  "payattitude",
] as const;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The address the server listens on; unset, every interface (Node's default).
  HOST: optional.pipe(
    z
      .string()
      .refine(
        (v) => net.isIP(v) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v),
        {
          message: "must be an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name",
        },
      )
      .optional(),
  ),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  /** Where the embedded database's backups go; by default DATA_DIR/backups. */
  BACKUP_DIR: optional.pipe(z.string().optional()),
  /** The owner's photos' files; by default DATA_DIR/photos. Instances on one PostgreSQL share it. */
  PHOTOS_DIR: optional.pipe(z.string().optional()),
  PAYSTACK_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, "must start with pk_test_ or pk_live_")
      .optional(),
  ),
  PAYSTACK_SECRET_KEY: optional.pipe(
    z
      .string()
      .regex(/^sk_(test|live)_\w+$/, "must start with sk_test_ or sk_live_")
      .optional(),
  ),
  PAYSTACK_API_URL: url("https://api.paystack.co"),
  /** The bank clients' own transfer accounts are opened at (Paystack's provider slug); by default test-bank with test keys, wema-bank live. */
  PAYSTACK_TRANSFER_BANK: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, "must be a provider slug such as wema-bank")
      .optional(),
  ),
  PAYSTACK_CHANNELS: z
    .string()
    .default("card,bank_transfer,ussd,bank")
    .transform((v) =>
      v
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PAYSTACK_CHANNELS)).min(1, "must name at least one channel")),
  // Re-checks of unpaid orders: seconds after placement, then between checks (the last repeats).
  RECONCILE_SCHEDULE_SECONDS: z
    .string()
    .default("60,300,900,3600")
    .transform((v) => v.split(",").map((n) => Number(n.trim())))
    .pipe(z.array(z.number().positive("must be positive numbers of seconds")).min(1)),
  RECONCILE_EXPIRE_AFTER_SECONDS: z.coerce
    .number()
    .positive()
    .default(72 * 3600),
  RECONCILE_POLL_SECONDS: z.coerce.number().positive().default(15),
  // A deposit order's balance reminders: hours before its due time (the first, then the second).
  BALANCE_REMINDER_HOURS: z
    .string()
    .default("72,24")
    .transform((v) => v.split(",").map((n) => Number(n.trim())))
    .pipe(
      z.array(z.number().positive("must be positive numbers of hours")).length(2, "must name two numbers of hours"),
    ),
  // Hours ahead an appointment may be booked at the soonest.
  APPOINTMENT_NOTICE_HOURS: z.coerce.number().int().min(0).max(168).default(12),
  // An appointment's two reminders: hours before its start (the first, then the second).
  APPOINTMENT_REMINDER_HOURS: z
    .string()
    .default("24,2")
    .transform((v) => v.split(",").map((n) => Number(n.trim())))
    .pipe(
      z.array(z.number().positive("must be positive numbers of hours")).length(2, "must name two numbers of hours"),
    ),
  // Lagos hours a balance reminder may be sent in, from (inclusive) to (exclusive): "9-19".
  REMINDER_DAYTIME: z
    .string()
    .default("9-19")
    .transform((v) => v.split("-").map((n) => Number(n.trim())))
    .pipe(
      z
        .tuple([z.number().int().min(0).max(23), z.number().int().min(1).max(24)], {
          error: "must be two whole hours, from-to, like 9-19",
        })
        .refine(([from, to]) => from < to, "must start before it ends, like 9-19"),
    )
    .transform(([from, to]) => ({ from, to })),
  // An order with no payment this long after it was placed gets one email with its payment link.
  UNPAID_REMINDER_SECONDS: z.coerce.number().positive().default(3600),
  REMINDERS_POLL_SECONDS: z.coerce.number().positive().default(60),
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_ID: optional,
  EMAILJS_ORDER_TEMPLATE_ID: optional,
  EMAILJS_CUSTOMER_TEMPLATE_ID: optional,
  EMAILJS_LIST_TEMPLATE_ID: optional,
  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_API_URL: url("https://api.emailjs.com"),
  // Least seconds between two requests to EmailJS, every server together: its limit is one a second.
  EMAILJS_PACE_SECONDS: z.coerce.number().min(0.05).max(60).default(1.1),
  // Order notices on WhatsApp (docs/messages.md): unset, they are stored and shown in the demo mailbox.
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_API_URL: url("https://graph.facebook.com/v21.0"),
  // A notice with no delivery receipt this long after WhatsApp or SMS took it goes on the next channel.
  NOTICE_RECEIPT_SECONDS: z.coerce.number().positive().default(900),
  // The SMS fallback through Termii's DND route; its delivery reports signed with the secret key.
  TERMII_API_KEY: optional,
  TERMII_SENDER_ID: optional,
  TERMII_SECRET_KEY: optional,
  TERMII_API_URL: url("https://api.ng.termii.com"),
  MAILGUN_API_KEY: optional,
  MAILGUN_DOMAIN: optional,
  MAILGUN_WEBHOOK_SIGNING_KEY: optional,
  MAILGUN_FROM: optional,
  MAILGUN_API_URL: url("https://api.mailgun.net"),
  // List emails a second through Mailgun, every server together (under the account's limit).
  MAILGUN_PER_SECOND: z.coerce.number().int().positive().max(1000).default(10),
  INSTAGRAM_BABIES_TOKEN: optional,
  INSTAGRAM_LIFESTYLE_TOKEN: optional,
  INSTAGRAM_API_URL: url("https://graph.instagram.com"),
  // The courier aggregator (Shipbubble): its key books parcels and signs its status webhooks.
  SHIPBUBBLE_API_KEY: optional,
  SHIPBUBBLE_API_URL: url("https://api.shipbubble.com/v1"),
  ADMIN_PASSWORD: optional.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  TRUST_PROXY: optional.pipe(trustProxySchema),
  RATE_LIMIT_MULTIPLIER: optional.pipe(
    z.coerce.number<string | undefined>().positive("must be a number above 0").default(1),
  ),
});

export type Env = z.infer<typeof schema> & { SITE_URL: string; BACKUP_DIR: string; PHOTOS_DIR: string };

class EnvError extends Error {}

/** Validates the process environment; the error names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (Boolean(env.PAYSTACK_PUBLIC_KEY) !== Boolean(env.PAYSTACK_SECRET_KEY)) {
    throw new EnvError("Invalid configuration:\n  PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY must be set together");
  }
  return {
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
    PHOTOS_DIR: env.PHOTOS_DIR ?? path.join(env.DATA_DIR, "photos"),
  };
}
