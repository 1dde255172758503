import { redirect } from "react-router";
import { BackupWarning } from "~/admin/backups/backup-warning";
import { chartDaysOf } from "~/admin/home/home-view";
import { HomeScreen } from "~/admin/home/home-screen";
import { adminMeta } from "~/admin/shared/admin-meta";
import { overdueWarning } from "~/admin/backups/backups-view.server";
import { homeView } from "~/admin/home/home-view.server";
import { requireViewer } from "~/admin/sign-in/admin-auth.server";
import { StaffHome } from "~/admin/people/staff-home";
import { mayDo } from "~/admin/people/roles";
import { appointmentsOn } from "~/admin/appointments/calendar-view.server";
import { TodaysFittings } from "~/admin/appointments/todays-fittings";
import { lagosMidnight, lagosToday, monthStart } from "~/lib/lagos-clock";
import { MonthMessages } from "~/admin/home/month-messages";
import { messagesSince } from "~/server/notices/store.server";
import { getServices } from "~/server/services.server";
import { courierMonth, courierWallet } from "~/server/couriers/wallet.server";
import type { Route } from "./+types/home";

export const meta = () => adminMeta("Home");

/** The orders list's own parameters: an address with one is an old link to the list, which lived here. */
const ORDERS_PARAMS = ["stage", "q", "page"];

/**
 * The owner's home: the money in, what is due and the pictures, from the daily roll-ups. An old
 * link to the orders list (/admin?stage=paid) is sent on to /admin/orders with its query.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const url = new URL(request.url);
  if (ORDERS_PARAMS.some((p) => url.searchParams.has(p))) throw redirect(`/admin/orders${url.search}`, 301);
  // The figures are money: a shop hand's and a tailor's home is her sections.
  if (!mayDo(person.role, "see-takings")) return { staff: { name: person.name ?? "", role: person.role } } as const;
  const { backups, env } = await getServices();
  const monthStarted = lagosMidnight(monthStart(lagosToday()));
  const [view, backupWarning, fittings, messages, wallet, couriers] = await Promise.all([
    homeView(db, new Date(), chartDaysOf(url.searchParams.get("days"))),
    overdueWarning(backups, new Date()),
    appointmentsOn(db, lagosToday()),
    messagesSince(db, monthStarted),
    courierWallet(env),
    courierMonth(db, monthStarted),
  ]);
  return { staff: null, view, backupWarning, fittings, messages, wallet, couriers };
}

export default function Screen({ loaderData: d }: Route.ComponentProps) {
  if (d.staff) return <StaffHome {...d.staff} />;
  return (
    <>
      {d.backupWarning && <BackupWarning text={d.backupWarning} />}
      {d.wallet && (
        <p
          role={d.wallet.warn ? "alert" : undefined}
          className={`border-l-4 bg-white px-4 py-3 text-sm ${d.wallet.warn ? "border-danger text-danger" : "border-line"}`}
        >
          {d.wallet.words}
        </p>
      )}
      {d.couriers && <p className="border-l-4 border-line bg-white px-4 py-3 text-sm">{d.couriers}</p>}
      <HomeScreen view={d.view} today={<TodaysFittings lines={d.fittings} />} />
      <MonthMessages months={d.messages} />
    </>
  );
}
