import { mayReach } from "~/admin/people/roles";
import { formatMoney, money } from "~/features/currency";
import { BackupWarning } from "~/admin/backups/backup-warning";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { OrdersFilter } from "~/admin/orders/orders-filter";
import { ExportForm } from "~/admin/orders/export-form";
import { adminMeta } from "~/admin/shared/admin-meta";
import { Pager } from "~/admin/shared/pager";
import { pageCount, pageParam } from "~/admin/shared/paging";
import { StageBadge } from "~/admin/orders/stage-badge";
import { dayFilterOf, dayFilterTitle, dayRangeParam } from "~/features/orders";
import { BALANCE_DUE, countByStage, isBalanceDue, stageOf } from "~/admin/orders/stages";
import { requireViewer } from "~/admin/sign-in/admin-auth.server";
import { overdueWarning } from "~/admin/backups/backups-view.server";
import { countOrdersByState, dayFilterSums, findOrders, ORDERS_PAGE_SIZE } from "~/server/orders/store/index.server";
import { readOrderAccounts } from "~/server/payments/account.server";
import { balanceDueReferences } from "~/server/orders/balance-due.server";
import { getServices } from "~/server/services.server";
import { accountWords } from "~/features/order-account";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

/**
 * Orders newest first: all, or one stage's, or those behind a figure of the home (paid, a payment
 * confirmed, or pieces promised on some days); matching a search; a page at a time. Above them, a
 * warning once the last good backup is more than 36 hours old.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const url = new URL(request.url);
  const stage = stageOf(url.searchParams.get("stage"));
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageParam(url);
  const day = dayFilterOf(url.searchParams) ?? undefined;
  const { backups } = await getServices();
  const owing = await balanceDueReferences(db, BALANCE_DUE.states);
  const among = isBalanceDue(stage) ? owing : undefined;
  const [{ orders, total }, perState, backupWarning, sums] = await Promise.all([
    findOrders(db, { states: stage?.states, among, search, page, day }),
    countOrdersByState(db),
    overdueWarning(backups, new Date()),
    day ? dayFilterSums(db, day) : null,
  ]);
  // An appointment's fee is no piece: the list says where its money stands instead (moved onto her order, returned…).
  const fees = await readOrderAccounts(
    db,
    orders.filter((o) => o.appointment),
  );
  return {
    backupWarning,
    day:
      day && sums
        ? { ...day, param: dayRangeParam(day.range), title: dayFilterTitle(day.filter, day.range), sums }
        : null,
    stage: stage?.key ?? null,
    search,
    page,
    pages: pageCount(total, ORDERS_PAGE_SIZE),
    total,
    counts: countByStage(perState, owing.length),
    all: Object.values(perState).reduce((a, b) => a + b, 0),
    orders: orders.map((o) => ({
      reference: o.reference,
      status: o.status,
      isTest: o.isTest,
      name: `${o.customer.firstName} ${o.customer.lastName}`,
      placedAt: o.createdAt.toISOString(),
      pieces: o.items.reduce((n, i) => n + i.quantity, 0),
      fee: o.appointment ? accountWords(fees.get(o.reference)!.account) : null,
      total: o.amountMinor,
      currency: o.currency,
    })),
    // The export is the owner's: a shop hand's list does not offer it.
    exports: mayReach(person.role, "/admin/orders.csv", "view"),
  };
}

export default function Screen({ loaderData: d }: Route.ComponentProps) {
  const pageHref = (p: number) => {
    const params = new URLSearchParams();
    if (d.stage) params.set("stage", d.stage);
    if (d.day) params.set(d.day.filter, d.day.param);
    if (d.search) params.set("q", d.search);
    params.set("page", String(p));
    return `/admin/orders?${params}`;
  };
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h1 className="text-4xl">Orders</h1>
        <a href="/admin/aso-ebi" className="text-sm underline underline-offset-4">
          Aso-ebi groups
        </a>
      </div>
      {d.backupWarning && <BackupWarning text={d.backupWarning} />}
      <OrdersFilter stage={d.stage} search={d.search} counts={d.counts} all={d.all} />
      {d.day && <DayFilterSummary day={d.day} total={d.total} />}
      <p className="text-sm text-ink-soft">
        {d.total === 1 ? "1 order" : `${d.total} orders`}
        {d.search && <> matching “{d.search}”</>}
      </p>
      {d.orders.length > 0 && (
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {d.orders.map((o) => (
            <li
              key={o.reference}
              className="relative flex flex-wrap items-center gap-x-6 gap-y-1 py-3 hover:bg-linen sm:flex-nowrap"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <a
                  href={`/admin/orders/${o.reference}`}
                  className="font-medium underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {o.name}
                </a>
                <span className="text-sm text-ink-soft tabular-nums">
                  {o.reference} · {formatShortDateTime(o.placedAt)}
                </span>
              </div>
              <StageBadge state={o.status} isTest={o.isTest} />
              <span className="w-full text-sm tabular-nums sm:w-36 sm:text-right">
                {o.fee === null ? (o.pieces === 1 ? "1 piece" : `${o.pieces} pieces`) : "Appointment fee"} ·{" "}
                {formatMoney(money(o.total, o.currency))}
                {o.fee !== null && <span className="block text-ink-soft">{o.fee}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={d.page} pages={d.pages} href={pageHref} label="Pages of orders" />
      {d.exports && <ExportForm />}
    </>
  );
}

/** The figure of the home a day-filtered list stands behind, added up as the home counts it. */
function DayFilterSummary({
  day,
  total,
}: {
  day: { filter: string; title: string; sums: { kobo: number; cents: number; payments: number; pieces: number } };
  total: number;
}) {
  const { kobo, cents, payments, pieces } = day.sums;
  // Naira and dollars side by side, never one sum of both.
  const inNaira = formatMoney(money(kobo, "NGN"));
  const taken = cents > 0 ? `${inNaira} · ${formatMoney(money(cents, "USD"))}` : inNaira;
  return (
    <section aria-labelledby="day-filter-title" className="flex flex-col gap-1 border-l-4 border-ink bg-white p-3">
      <h2 id="day-filter-title" className="text-xl">
        {day.title}
      </h2>
      <p className="text-sm tabular-nums">
        {day.filter === "taken" &&
          `${taken} in ${payments === 1 ? "1 payment" : `${payments} payments`}, test orders not counted`}
        {day.filter === "paid" && `${total === 1 ? "1 order" : `${total} orders`} paid, test orders not counted`}
        {day.filter === "make" &&
          `${pieces === 1 ? "1 piece" : `${pieces} pieces`} in ${total === 1 ? "1 order" : `${total} orders`} paid or in production`}
      </p>
      <a href="/admin/orders" className="text-sm underline underline-offset-4">
        All orders
      </a>
    </section>
  );
}
