// Each table family has one store module that holds every SQL statement on it; everything else
// calls that module. This check reads the string and template literals of every non-test file of
// app/ and fails on one naming a table (`from orders`, `update outbox`, `into order_events`,
// `join messages` …) outside the table's store. `npm run lint` runs it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Where each table's statements live: a file, or a folder (ending in /) that is one module. */
export const TABLE_OWNERS: Record<string, string> = {
  orders: "app/server/orders/store/",
  order_events: "app/server/orders/store/",
  pieces_due: "app/server/orders/store/",
  queue_weeks: "app/server/atelier/queue-weeks.server.ts",
  outbox: "app/server/outbox/",
  notices: "app/server/notices/store.server.ts",
  notice_sends: "app/server/notices/store.server.ts",
  notice_receipts: "app/server/notices/store.server.ts",
  message_consents: "app/server/notices/store.server.ts",
  messages: "app/server/messages/store.server.ts",
  transfer_accounts: "app/server/transfers/store.server.ts",
  transfers: "app/server/transfers/store.server.ts",
  admin_sessions: "app/admin/sign-in/store/",
  install_secrets: "app/admin/sign-in/store/",
  people: "app/admin/people/store/",
  staff_invitations: "app/admin/people/store/",
  audit_entries: "app/admin/people/store/",
  passkeys: "app/admin/sign-in/store/",
  passkey_challenges: "app/admin/sign-in/store/",
  passkey_rule: "app/admin/sign-in/store/",
  admin_password_mark: "app/admin/sign-in/store/",
  rate_limits: "app/server/base/rate-limit.server.ts",
  rate_clocks: "app/server/db/rate-clock.server.ts",
  products: "app/server/catalogue/store/",
  product_shared_pages: "app/server/catalogue/store/",
  product_redirects: "app/server/catalogue/store/",
  product_events: "app/server/catalogue/store/",
  product_words: "app/server/catalogue/store/",
  catalogue_changes: "app/server/catalogue/store/",
  stock: "app/server/stock/store/",
  stock_holds: "app/server/stock/store/",
  product_photos: "app/server/photos/store/",
  photo_variants: "app/server/photos/store/",
  sales: "app/server/sales/store.server.ts",
  payments: "app/server/payments/store.server.ts",
  refunds: "app/server/refunds/store.server.ts",
  credit_codes: "app/server/credit/store.server.ts",
  credit_entries: "app/server/credit/store.server.ts",
  gift_card_amounts: "app/server/gift-cards/store.server.ts",
  gift_cards: "app/server/gift-cards/store.server.ts",
  discount_codes: "app/server/discounts/store.server.ts",
  discount_uses: "app/server/discounts/store.server.ts",
  welcome_offer: "app/server/discounts/store.server.ts",
  daily_takings: "app/admin/home/rollups-store.server.ts",
  daily_piece_sales: "app/admin/home/rollups-store.server.ts",
  daily_sales_totals: "app/admin/home/rollups-store.server.ts",
  takings_by_minute: "app/admin/home/rollups-store.server.ts",
  search_misses: "app/server/search/counts-store.server.ts",
  filter_uses: "app/server/search/counts-store.server.ts",
  bespoke_requests: "app/server/bespoke/store/",
  bespoke_photos: "app/server/bespoke/store/",
  kept_measurements: "app/server/bespoke/store/",
  kept_measurement_changes: "app/server/bespoke/store/",
  measurement_links: "app/server/bespoke/store/",
  list_members: "app/server/lists/store.server.ts",
  sale_announcements: "app/server/lists/store.server.ts",
  list_mail_events: "app/server/lists/mail-events.server.ts",
  closed_days: "app/server/atelier/closed-days.server.ts",
  appointment_types: "app/server/appointments/store/",
  weekly_hours: "app/server/appointments/store/",
  appointments: "app/server/appointments/store/",
  shipments: "app/server/couriers/store.server.ts",
  courier_quotes: "app/server/couriers/checkout-rates.server.ts",
  courier_choices: "app/server/couriers/checkout-rates.server.ts",
  shipment_steps: "app/server/couriers/store.server.ts",
  atelier_capacity: "app/server/atelier/store.server.ts",
  aso_ebi_groups: "app/server/aso-ebi/",
  aso_ebi_measurements: "app/server/aso-ebi/store.server.ts",
  aso_ebi_reminders: "app/server/aso-ebi/store.server.ts",
  shopper_sign_ins: "app/server/account/store.server.ts",
  shopper_sessions: "app/server/account/store.server.ts",
  data_deletions: "app/server/account/store.server.ts",
  kept_for_delivery: "app/server/orders/store/",
  saved_pieces: "app/server/saved/store.server.ts",
  dhl_rates: "app/server/abroad/store.server.ts",
  dhl_surcharge: "app/server/abroad/store.server.ts",
  dollar_setting: "app/server/dollars/store.server.ts",
  order_plans: "app/server/pay-plans/store.server.ts",
  order_plan_parts: "app/server/pay-plans/store.server.ts",
  product_plans: "app/server/pay-plans/product-plans.server.ts",
  collection_plans: "app/server/pay-plans/product-plans.server.ts",
  order_cards: "app/server/autopay/store.server.ts",
  autopay_charges: "app/server/autopay/store.server.ts",
  product_dollar_prices: "app/server/dollars/store.server.ts",
  product_parcels: "app/server/abroad/store.server.ts",
};

/** A table another family's store may name: a statement that spans both lives with the table it mainly reads or writes. */
export interface Span {
  file: string;
  table: string;
  why: string;
}

export const SPANS: Span[] = [
  {
    file: "app/server/messages/store.server.ts",
    table: "outbox",
    why: "the contact messages are listed with how far their relay got",
  },
  {
    file: "app/server/outbox/store.server.ts",
    table: "list_members",
    why: "a sale's news is queued to every confirmed subscriber in one statement",
  },
  {
    file: "app/server/photos/store/shared.server.ts",
    table: "bespoke_photos",
    why: "a photo's file, named by its content, stays while a bespoke request's photo has the same bytes",
  },
  {
    file: "app/server/lists/store.server.ts",
    table: "sales",
    why: "a sale's news is due once the sale it announces has started and not ended",
  },
  {
    file: "app/server/atelier/queue-holds.server.ts",
    table: "orders",
    why: "an order's place in the atelier's queue is its columns (queue_week, queue_held_until, queue_released): held, released and taken again under the capacity's lock",
  },
];

const tests = /\.test\.tsx?$/;
const sources = /\.tsx?$/;
/** SQL's words that name the table they act on. */
const verbs = "from|join|into|update|table|truncate";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return sources.test(entry.name) && !tests.test(entry.name) ? [full] : [];
  });
}

/** The tables the migrations leave: those they create, under their last name if renamed. */
export function tablesOf(migrationsDir: string): string[] {
  const sql = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => fs.readFileSync(path.join(migrationsDir, name), "utf8"))
    .join("\n");
  const tables = new Set<string>();
  const statements =
    /\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?(\w+)|\balter\s+table\s+(\w+)\s+rename\s+to\s+(\w+)/gi;
  for (const [, created, from, to] of sql.matchAll(statements)) {
    if (created) tables.add(created.toLowerCase());
    else if (tables.delete(from!.toLowerCase())) tables.add(to!.toLowerCase());
  }
  return [...tables];
}

/** The text of every string and template literal of a file, with the line each starts on. */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** One statement naming a table: where, and the words that name it. */
export interface TableUse {
  file: string;
  line: number;
  table: string;
  words: string;
}

/** Every place a non-test file of `root`/app names one of `tables` after an SQL verb. */
export function readTableUses(root: string, tables: string[]): TableUse[] {
  const names = new RegExp(`\\b(?:${verbs})\\s+(?:only\\s+)?(${tables.join("|")})\\b`, "gi");
  const uses: TableUse[] = [];
  for (const file of filesUnder(path.join(root, "app")).sort()) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    for (const literal of literalsOf(file)) {
      for (const match of literal.text.matchAll(names)) {
        const line = literal.line + literal.text.slice(0, match.index).split("\n").length - 1;
        uses.push({ file: relative, line, table: match[1]!.toLowerCase(), words: match[0].replace(/\s+/g, " ") });
      }
    }
  }
  return uses;
}

const owns = (owner: string, file: string) => (owner.endsWith("/") ? file.startsWith(owner) : file === owner);

/**
 * What fails: a table of the migrations without a store, a statement outside its table's store
 * (or a listed span), and a span no statement uses any more, so the list cannot go stale.
 */
export function tableProblems(
  tables: string[],
  uses: TableUse[],
  owners: Record<string, string> = TABLE_OWNERS,
  spans: Span[] = SPANS,
): string[] {
  const problems = tables
    .filter((table) => !owners[table])
    .map((table) => `Table ${table} has no store: name its module in TABLE_OWNERS.`);
  const spanUsed = new Set<Span>();
  for (const use of uses) {
    const owner = owners[use.table];
    if (!owner || owns(owner, use.file)) continue;
    const span = spans.find((s) => s.file === use.file && s.table === use.table);
    if (span) spanUsed.add(span);
    else
      problems.push(
        `${use.file}:${use.line}: "${use.words}": statements on ${use.table} belong in ${owner}; call a function of it instead.`,
      );
  }
  for (const span of spans.filter((s) => !spanUsed.has(s))) {
    problems.push(`${span.file} no longer names ${span.table}: take the span out of SPANS.`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const tables = tablesOf(path.join(root, "app/server/db/migrations"));
  const problems = tableProblems(tables, readTableUses(root, tables));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`Every statement on the ${tables.length} tables is in its store.`);
}
