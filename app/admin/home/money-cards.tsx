import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import { dayListHref } from "~/features/orders";
import type { ComparedMoney } from "./figures";

/** A stage of the orders list, the list behind a count of orders waiting. */
export const stageList = (stage: string) => `/admin/orders?stage=${stage}`;

const naira = (amount: number) => formatMoney(money(amount, "NGN"));
const dollars = (cents: number) => formatMoney(money(cents, "USD"));

const pieces = (n: number, one: string, many: string) => `${n.toLocaleString("en-NG")} ${n === 1 ? one : many}`;

/**
 * Naira, and beside them the dollars when there are any: "₦450,000 · $1,240.00"; never one sum
 * of both (docs/decisions/289-every-ledger-row-in-its-currency.md).
 */
export const nairaAndDollars = (kobo: number, cents?: number): string =>
  cents === undefined ? formatMoney(money(kobo, "NGN")) : `${formatMoney(money(kobo, "NGN"))} · ${dollars(cents)}`;

/**
 * "+12% against yesterday", or the amount before when it was nothing to compare with; against
 * yesterday up to this time of day, "nothing yesterday by this hour" rather than a percentage of nothing.
 */
export function changeText(
  m: Pick<ComparedMoney, "before" | "change" | "byThisTime">,
  before: string,
  currency: LedgerCurrency = "NGN",
): string {
  if (m.byThisTime) before = `${before} by this hour`;
  if (m.change === null && m.byThisTime && m.before.takings === 0) return `Nothing ${before}`;
  if (m.change === null)
    return `${formatMoney(money(m.before.takings, currency))} ${before.startsWith("the ") ? `on ${before}` : before}`;
  const sign = m.change > 0 ? "+" : m.change < 0 ? "−" : "±";
  return `${sign}${Math.abs(m.change)}% against ${before}`;
}

/** The dollars' own change, "In dollars: +5% against yesterday", or null when the period had no dollar. */
export function dollarChangeText(m: ComparedMoney, before: string): string | null {
  if (!m.dollars) return null;
  const text = changeText({ ...m.dollars, byThisTime: m.byThisTime }, before, "USD");
  return `In dollars: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** The average order in each currency that had one paid: "₦38,000 · $120.50", or null. */
export function averageText(m: ComparedMoney): string | null {
  const averages = [
    ...(m.now.paidOrders > 0 ? [naira(m.now.averageOrder)] : []),
    ...(m.dollars && m.dollars.now.paidOrders > 0 ? [dollars(m.dollars.now.averageOrder)] : []),
  ];
  return averages.length > 0 ? averages.join(" · ") : null;
}

/**
 * One period's takings, its change and its orders: the takings a link to the payments confirmed
 * in the period (with what went back beside them when anything did), the orders paid a link to
 * those orders.
 */
function MoneyCard({ label, before, m, big }: { label: string; before: string; m: ComparedMoney; big?: boolean }) {
  const taken = dayListHref("taken", m.period);
  const inDollars = m.dollars?.now;
  const average = averageText(m);
  const dollarChange = dollarChangeText(m, before);
  return (
    <div className={`flex flex-col gap-1 border border-line bg-white p-3 ${big ? "col-span-2 sm:col-span-1" : ""}`}>
      <h3 className="label-caps text-ink-soft">{label}</h3>
      <a
        href={taken}
        className={`font-display tabular-nums underline-offset-4 hover:underline ${big ? "text-4xl" : "text-2xl"}`}
      >
        {nairaAndDollars(m.now.takings, inDollars?.takings)}
      </a>
      {(m.now.returned > 0 || (inDollars?.returned ?? 0) > 0) && (
        <p className="text-xs tabular-nums">
          <a href={taken} className="underline underline-offset-4">
            {naira(m.now.taken)} in
          </a>
          , {naira(m.now.returned)} returned
          {inDollars && (
            <>
              {" · "}
              {dollars(inDollars.taken)} in, {dollars(inDollars.returned)} returned
            </>
          )}
        </p>
      )}
      <p className="text-xs text-ink-soft">{changeText(m, before)}</p>
      {dollarChange && <p className="text-xs text-ink-soft">{dollarChange}</p>}
      <p className="text-sm">
        <a href={dayListHref("paid", m.period)} className="underline underline-offset-4">
          {pieces(m.now.paidOrders + (inDollars?.paidOrders ?? 0), "order paid", "orders paid")}
        </a>
        {average && <> · average {average}</>}
      </p>
    </div>
  );
}

/** This week first and widest (she checks it most), then today and this month. */
/** "Test orders are not counted here: 2 test orders today, 5 this month." */
export function testOrdersText(t: { today: number; month: number }): string {
  const today = t.today === 0 ? "no test order today" : pieces(t.today, "test order", "test orders") + " today";
  return `Test orders are not counted here: ${today}, ${t.month.toLocaleString("en-NG")} this month.`;
}

export function MoneyCards({
  money,
  awaitingPayment,
  testOrders,
}: {
  money: { today: ComparedMoney; week: ComparedMoney; month: ComparedMoney };
  awaitingPayment: number;
  testOrders: { today: number; month: number };
}) {
  return (
    <section aria-labelledby="money-title" className="flex flex-col gap-2">
      <h2 id="money-title" className="text-xl">
        Money in
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <MoneyCard label="This week" before="the same days last week" m={money.week} big />
        <MoneyCard label="Today" before="yesterday" m={money.today} />
        <MoneyCard label="This month" before="the same days last month" m={money.month} />
      </div>
      <p className="text-sm">
        <a href={stageList("pending")} className="underline underline-offset-4">
          {pieces(awaitingPayment, "order", "orders")} awaiting payment
        </a>
      </p>
      {testOrders.month > 0 && <p className="text-sm text-ink-soft">{testOrdersText(testOrders)}</p>}
    </section>
  );
}
