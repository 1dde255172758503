// Money as one value, model-based: sequences of placing (in full or by deposit, in naira or dollars,
// a credit code spent), paying (once, twice, re-checked, late), paying the balance, refunding,
// turning into store credit, moving a payment and cancelling. After each step the account of every
// order holds together and agrees with what the flows did, and every reader states its paid, owed
// and returned as the account does, in the account's currency.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { readOrderAccount } from "../payments/account.server";
import { saveDollarSetting } from "../dollars/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { findOrder } from "../orders/store/index.server";
import { accountWords } from "~/features/order-account";
import { brokenInvariants, disagreements, memberDisagreements, type Disagreement } from "./agreement";
import {
  BookFitting,
  BuyGiftCard,
  Cancel,
  CancelFitting,
  commands,
  Credit,
  JoinGroup,
  Move,
  Pay,
  Place,
  place,
  Refund,
  type Model,
  type Real,
} from "./commands.server";
import { coordinatorPage, exported, herPage, onTailorsDesk, statementsOf } from "./readers.server";

/**
 * What readers are known to state otherwise than the order's account on today's code (a reader,
 * and the start of what it states): collected and printed, not failed. Empty it as each is fixed;
 * MONEY_MODEL_STRICT=1 fails on them too, with fast-check's smallest counterexample.
 */
const KNOWN_DISAGREEMENTS: readonly { reader: string; what: string }[] = [];

const strict = process.env.MONEY_MODEL_STRICT === "1";
const SEED =
  process.env.MONEY_MODEL_SEED === "random" ? Date.now() | 0 : Number(process.env.MONEY_MODEL_SEED ?? 20261128);
const isKnown = (d: Disagreement) =>
  !strict && KNOWN_DISAGREEMENTS.some((k) => k.reader === d.reader && d.what.startsWith(k.what));

/**
 * Sequences every run goes through before the random ones: each flow of the shop in each currency,
 * and the steps where readers went their own way before.
 */
const SCENARIOS = [
  // Paid in full in dollars, cancelled into credit, the credit paying all of her next order.
  [new Place("USD", "full", false), new Pay(0, "once"), new Cancel(0, "credit"), new Place("USD", "full", true)],
  // A naira deposit seen twice, part of it turned into credit (the balance grows), the balance, a refund.
  [
    new Place("NGN", "deposit", false),
    new Pay(0, "twice"),
    new Credit(0, 0.25),
    new Pay(0, "recheck"),
    new Refund(0, 0.5),
  ],
  // A dollar deposit re-checked, part refunded, the balance, then cancelled and refunded.
  [
    new Place("USD", "deposit", false),
    new Pay(0, "recheck"),
    new Refund(0, 0.25),
    new Pay(0, "once"),
    new Credit(0, 0.5),
    new Cancel(0, "refund"),
  ],
  // A dollar payment moved to her unpaid order; a page paid after its order was cancelled.
  [
    new Place("USD", "full", false),
    new Pay(0, "once"),
    new Place("USD", "deposit", false),
    new Cancel(0, "nothing"),
    new Move(0),
    new Place("USD", "full", false),
    new Cancel(2, "nothing"),
    new Pay(2, "once"),
  ],
  // Naira credit paying part of a deposit order, given back to its code when cancelled, spent again.
  [
    new Place("NGN", "full", false),
    new Pay(0, "once"),
    new Cancel(0, "credit"),
    new Place("NGN", "deposit", true),
    new Pay(1, "once"),
    new Cancel(1, "nothing"),
    new Place("NGN", "full", true),
  ],
  // A fitting's fee moved onto her naira deposit order, the fitting cancelled (the fee stays there),
  // the order paid and cancelled into credit; a fitting for no order refunded, one turned into credit.
  [
    new Place("NGN", "deposit", false),
    new BookFitting(0),
    new CancelFitting("refund"),
    new Pay(0, "once"),
    new BookFitting(null),
    new CancelFitting("refund"),
    new BookFitting(null),
    new CancelFitting("credit"),
    new Place("NGN", "full", true),
    new Cancel(0, "credit"),
  ],
  // A fee moved onto an order she had not paid yet; that order cancelled before she paid it.
  [new Place("NGN", "full", false), new BookFitting(0), new Cancel(0, "nothing"), new Move(1)],
  // A fitting's fee that covers what a gift card left of her order: the order is paid, asking nothing.
  [new Place("NGN", "full", false), new Place("NGN", "full", false), new BuyGiftCard(true), new BookFitting(3)],
  // A gift card bought and spent on an order, the order cancelled (back to the card), spent again.
  [new BuyGiftCard(true), new Cancel(1, "nothing"), new Place("NGN", "deposit", true), new Pay(2, "once")],
  // Shares of aso-ebi groups in naira and dollars, by deposit and in full: the balance, a refund, a cancel.
  [
    new JoinGroup("NGN", "deposit"),
    new JoinGroup("USD", "deposit"),
    new JoinGroup("USD", "full"),
    new Pay(1, "once"),
    new Refund(2, 0.5),
    new Cancel(0, "refund"),
    new Credit(1, 0.25),
  ],
];

describeOnBothDatabases("every reader states an order's money as its account does, on %s", (suite) => {
  suite.paystack();
  const services = suite.services();
  let run = 0;
  let address = 0;
  /** Known disagreements seen, one example of each, printed at the end. */
  const seen = new Map<string, { steps: string; disagreement: Disagreement }>();

  beforeAll(async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    // The flows log what they tell the owner (an email not relayed): not this test's.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
    for (const { steps, disagreement: d } of seen.values())
      console.info(
        `Known disagreement: the ${d.reader} says ${d.what} ${d.reader_says}, its account ${d.account}; after ${steps}`,
      );
    const agreed = KNOWN_DISAGREEMENTS.filter((k) => ![...seen.values()].some((s) => isKnownAs(k, s.disagreement)));
    if (agreed.length > 0) console.info(`Known to disagree, agreed throughout: ${JSON.stringify(agreed)}`);
  });
  const isKnownAs = (k: { reader: string; what: string }, d: Disagreement) =>
    k.reader === d.reader && d.what.startsWith(k.what);

  /** The model and every reader against each order's account; `steps` says how it came there. */
  async function check(model: Model, steps: () => string): Promise<void> {
    const orders = await Promise.all(model.orders.map(async (o) => (await findOrder(services.db, o.reference))!));
    const references = orders.map((o) => o.reference);
    const [csv, her, desk] = await Promise.all([
      exported(services.db, orders),
      herPage(services, orders[0]!.customer.email),
      onTailorsDesk(services.db, references),
    ]);
    const groups = [...new Set(model.orders.flatMap((o) => (o.group ? [o.group] : [])))];
    const pages = await Promise.all(groups.map((g) => coordinatorPage(services, g)));
    const members = new Map(pages.flatMap((p) => p.members.map((m) => [m.reference, m] as const)));
    const problems: string[] = [];
    const accounts = new Map<string, Awaited<ReturnType<typeof readOrderAccount>>["account"]>();
    for (const [i, mo] of model.orders.entries()) {
      const order = orders[i]!;
      const { rows, account } = await readOrderAccount(services.db, order);
      accounts.set(order.reference, account);
      const where = `order ${mo.reference} (${mo.kind}, ${mo.currency}, ${order.status})`;
      for (const broken of brokenInvariants(account, rows)) problems.push(`${where}: ${broken}`);
      if (account.currency !== mo.currency) problems.push(`${where}: its account is in ${account.currency}`);
      if (account.paid !== mo.cameIn) problems.push(`${where}: paid ${account.paid}, the flows brought ${mo.cameIn}`);
      if (account.paid - account.netPaid !== mo.wentOut)
        problems.push(`${where}: ${account.paid - account.netPaid} left it, the flows took ${mo.wentOut}`);
      for (const statement of await statementsOf(services, order, csv, her))
        for (const d of disagreements(statement, account, rows, order.status)) {
          const key = `${d.reader}: ${d.what.replace(/HZL-\w+/, "")}`;
          if (!isKnown(d))
            problems.push(`${where}: the ${d.reader} says ${d.what} ${d.reader_says}, its account ${d.account}`);
          else if (!seen.has(key)) seen.set(key, { steps: steps(), disagreement: d });
        }
      // A fee moved onto her order is met there: its own order owes nothing and says where it went.
      const moved = mo.fitting?.movedTo;
      if (moved && (account.owedNow !== 0 || accountWords(account) !== `Moved to ${moved} · nothing to pay`))
        problems.push(`${where}: its fee moved to ${moved}, its account says “${accountWords(account)}”`);
      // A gift card paid is a code sent: its order owes nothing more.
      if (mo.kind === "gift" && account.owedNow !== 0)
        problems.push(`${where}: a paid gift card owes ${account.owedNow}`);
      const making = (["paid", "in_production"] as string[]).includes(order.status);
      const listed = desk.has(order.reference);
      if (listed !== (making && (mo.kind === "pieces" || mo.kind === "share")))
        problems.push(`${where}: ${listed ? "listed" : "not listed"} on the tailor's desk`);
      const member = members.get(order.reference);
      if (mo.group && !member) problems.push(`${where}: not a member on her coordinator's page`);
      if (member)
        for (const d of memberDisagreements(member, account, order.status))
          problems.push(`${where}: the ${d.reader} says ${d.what} ${d.reader_says}, its account ${d.account}`);
    }
    // What the coordinator's page says was collected: what her members' shares hold, each currency apart.
    for (const page of pages) {
      const held = new Map<string, number>();
      for (const m of page.members) {
        const a = accounts.get(m.reference)!;
        held.set(a.currency, (held.get(a.currency) ?? 0) + a.netPaid);
      }
      for (const c of page.totals.collected)
        if ((held.get(c.currency) ?? 0) !== c.amount)
          problems.push(
            `${page.group.name}: the coordinator's page says ${c.currency} ${c.amount} collected, the shares hold ${held.get(c.currency) ?? 0}`,
          );
    }
    if (problems.length > 0) throw new Error(problems.join("\n"));
  }

  /** Runs commands on a new shopper's orders, each step checked. */
  async function runOf(cmds: Iterable<fc.AsyncCommand<Model, Real>>): Promise<void> {
    const email = `model-${++run}-${Date.now().toString(36)}@example.com`;
    const done: string[] = [];
    const real: Real = {
      shop: { services, email, address: () => `198.51.${Math.floor(++address / 250)}.${address % 250}` },
      check: (model) => check(model, () => done.join(", ")),
    };
    const traced = [...cmds].map((c) => {
      const step = Object.create(c) as typeof c;
      step.run = async (model, r) => {
        done.push(c.toString());
        await c.run(model, r);
      };
      return step;
    });
    await fc.asyncModelRun(() => ({ model: { orders: [], codes: [] }, real }), traced);
  }

  it.each(SCENARIOS.map((s) => [s.map(String).join(", "), s] as const))(
    "after every step of %s",
    async (_, s) => {
      await runOf(s);
    },
    60_000,
  );

  it("after every step of a random run of one shopper's orders, in naira and dollars", async () => {
    const before = run;
    // A run starts with an order or two, so that its first steps have one to act on.
    const runs = fc.tuple(fc.array(place, { minLength: 1, maxLength: 2 }), fc.commands(commands, { maxCommands: 5 }));
    await fc.assert(
      fc.asyncProperty(runs, ([first, cmds]) => runOf([...first, ...cmds])),
      // One seed, so a run in CI is the run made here; MONEY_MODEL_SEED=random explores others.
      { numRuns: 15, seed: SEED },
    );
    expect(run - before).toBeGreaterThanOrEqual(15);
  }, 120_000);
});
