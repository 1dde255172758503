import path from "node:path";
import { openDb, type Db } from "./db/db.server";
import { migrate } from "./db/migrate.server";
import { parseEnv, type Env } from "./base/env.server";
import { every, Jobs } from "./base/jobs.server";
import { startDemoLapses } from "./paystack-events/demo-lapses.server";
import { startLiveCatalogue, type LiveCatalogue } from "./catalogue/live.server";
import { startOutboxRelay, type EmailWriters } from "./outbox/relay.server";
import { startNoticeRelay } from "./outbox/notice-relay.server";
import { messageEmail } from "./messages/email-fields.server";
import { listEmail } from "./lists/email-fields.server";
import { startSaleNews } from "./lists/sale-news.server";
import { startListRelay } from "./lists/list-relay.server";
import { mailgunConfig } from "./adapters/mailgun.server";
import { queueDeadlineNotices } from "./aso-ebi/deadline-news.server";
import { lagosToday } from "~/lib/lagos-clock";
import { registerReactions } from "./reactions.server";
import { startTransferAccounts } from "./transfers/assign.server";
import { noticeEmail } from "./orders/notices.server";
import { moveStoredBytes, readyPhotosOf } from "./photos/store/index.server";
import { availableStock } from "./stock/store/index.server";
import { startReconciler } from "./paystack-events/reconcile.server";
import { startReminders } from "./orders/reminders.server";
import { startAppointmentReminders } from "./appointments/reminders.server";
import { expireLapsedQuotes } from "./orders/quote-lapses.server";
import { startPhotoPreparation } from "./photos/prepare.server";
import { paystackConfig } from "./adapters/paystack.server";
import { pruneRateLimits, setRateLimitMultiplier } from "./base/rate-limit.server";
import { pruneSentEmails } from "./outbox/erase.server";
import { forgetUnreturnedSaves } from "./saved/saved.server";
import { releaseLapsedHolds } from "./stock/store/index.server";
import { releaseLapsedQueuePlaces } from "./atelier/queue-holds.server";
import { followingSearch, type ProductSearch } from "./search/product-search.server";
import { Backups } from "./backups/backups.server";
import { startNightlyBackups } from "./backups/nightly.server";
import { startAutopay } from "./autopay/charge.server";
import { PhotoFiles } from "./photos/photo-files.server";
import { privateDir } from "./db/private-dir.server";

/** Who writes the outbox's emails: the messages', the orders' and the lists' own writers. */
export const emailWriters: EmailWriters = { message: messageEmail, notice: noticeEmail, list: listEmail };

export interface Services {
  env: Env;
  db: Db;
  /** Background jobs; add one with `services.jobs.add(name, stop)`, and shutdown stops it. */
  jobs: Jobs;
  /** The catalogue as stored, followed as it changes. */
  catalogue: LiveCatalogue;
  /** The shop's search, its results kept until the catalogue changes. */
  search: ProductSearch;
  /** The embedded database's backups; undefined on a PostgreSQL server, which is backed up with pg_dump. */
  backups?: Backups;
  /** The owner's photos' files (PHOTOS_DIR), shared by every instance. */
  photos: PhotoFiles;
}

let services: Promise<Services> | undefined;

/** The process's configuration and database, opened and migrated once, on first use. */
export function getServices(): Promise<Services> {
  services ??= openServices(process.env);
  return services;
}

async function openServices(
  source: Record<string, string | undefined>,
  log: Pick<Console, "warn"> = console,
): Promise<Services> {
  const env = parseEnv(source);
  privateDir(env.DATA_DIR);
  const db = await openDb({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pglite"),
    template: path.join(process.env.BUILD_DIR ?? "build", "pglite-template"),
  });
  await migrate(db);
  const photos = await new PhotoFiles(env.PHOTOS_DIR).open();
  const moved = await moveStoredBytes(db, photos);
  if (moved > 0) log.warn(`Moved ${moved} photo files out of the database into ${env.PHOTOS_DIR}.`);
  setRateLimitMultiplier(env.RATE_LIMIT_MULTIPLIER);
  registerReactions(env.SITE_URL);
  for (const warning of startupWarnings(env)) log.warn(warning);
  const jobs = new Jobs();
  const catalogue = await startLiveCatalogue(db, {
    stock: (ids) => availableStock(db, ids),
    photos: (ids) => readyPhotosOf(db, ids),
  });
  jobs.add("catalogue changes", catalogue.stop);
  const search = followingSearch(db, catalogue);
  // Relays the outbox (messages, order emails) to EmailJS and re-checks unpaid orders with Paystack.
  jobs.add(
    "outbox relay",
    startOutboxRelay({ env, db, writers: emailWriters, minIntervalMs: env.EMAILJS_PACE_SECONDS * 1000 }),
  );
  // Relays order notices on WhatsApp, and SMS when WhatsApp fails or stays silent.
  jobs.add("notice relay", startNoticeRelay({ env, db }));
  // With Mailgun set, the lists' emails go through it at its pace instead.
  jobs.add("list mail relay", startListRelay({ env, db }));
  jobs.add("payment re-check", startReconciler({ env, db }));
  // Asks Paystack again for clients' own transfer accounts whose call failed.
  jobs.add("transfer accounts", startTransferAccounts({ env, db }));
  // Without Paystack's keys no re-check runs: unpaid orders expire on time all the same.
  jobs.add("demo lapses", startDemoLapses({ env, db }));
  // Reminds of balances and unpaid orders, each once, through the outbox.
  jobs.add("reminders", startReminders({ env, db }));
  // Charges the plan parts come due on the orders whose shopper turned autopay on.
  jobs.add("autopay", startAutopay({ env, db }));
  jobs.add("appointment reminders", startAppointmentReminders({ env, db }));
  // Queues a sale's news to the confirmed subscribers once its start has passed, never before.
  jobs.add("sale news", startSaleNews({ env, db }));
  // Tells a bride's group and its guests, by email, what its last day to join left.
  jobs.add(
    "aso-ebi deadlines",
    every(env.REMINDERS_POLL_SECONDS * 1000, () =>
      queueDeadlineNotices(db, { today: lagosToday(), siteUrl: env.SITE_URL }),
    ),
  );
  // Gives back the pieces of orders that can no longer be paid, also where no re-check runs.
  jobs.add(
    "stock hold lapses",
    every(60_000, async () => {
      await releaseLapsedHolds(db);
      await releaseLapsedQueuePlaces(db);
    }),
  );
  // Ends the owner's quotes whose validity has passed unpaid, giving their pieces back.
  jobs.add(
    "quote lapses",
    every(60_000, () => expireLapsedQuotes(db)),
  );
  // Encodes the owner's uploaded photos into the image pipeline's variants, off the request path.
  jobs.add("photo preparation", startPhotoPreparation({ db, files: photos }));
  jobs.add(
    "rate-limit pruning",
    every(10 * 60_000, () => pruneRateLimits(db)),
  );
  // Forgets pieces saved by devices whose cookie never came back, and sent emails' words after 30 days.
  jobs.add(
    "saved pieces' pruning",
    every(10 * 60_000, () => forgetUnreturnedSaves(db)),
  );
  jobs.add(
    "sent emails' pruning",
    every(60 * 60_000, () => pruneSentEmails(db)),
  );
  let backups: Backups | undefined;
  if (!env.DATABASE_URL) {
    backups = new Backups(db, env.BACKUP_DIR, undefined, env.PHOTOS_DIR);
    await backups.clearLeftovers();
    jobs.add("nightly backup", startNightlyBackups({ backups, db, siteUrl: env.SITE_URL }));
  }
  return { env, db, jobs, catalogue, search, backups, photos };
}

/** What the log should say at start about a configuration that works but may be a mistake. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && paystackConfig(env)?.mode === "test") {
    warnings.push("Paystack test keys are set in production: no real money is taken, and every order is a test order.");
  }
  if (typeof env.TRUST_PROXY === "number" && !env.HOST) {
    warnings.push(
      `TRUST_PROXY=${env.TRUST_PROXY} with HOST unset: whoever reaches port ${env.PORT} directly can choose their own address in X-Forwarded-For. Behind a proxy on this host set HOST=127.0.0.1 and TRUST_PROXY=loopback; otherwise name the proxies' addresses.`,
    );
  }
  const mailgun = mailgunConfig(env);
  if (mailgun.ok && !mailgun.config.signingKey) {
    warnings.push(
      "Mailgun sends the lists' emails but MAILGUN_WEBHOOK_SIGNING_KEY is unset: its events are refused, so bounces and complaints are not taken off the lists.",
    );
  }
  return warnings;
}

/** Stops the background jobs, then closes the database: for shutdown, once no request is in flight. */
export async function closeServices({ jobs, db }: Services): Promise<void> {
  await jobs.stopAll();
  await db.close();
}
