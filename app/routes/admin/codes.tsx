import { DiscountList, WelcomeForm } from "~/admin/discounts/discount-list";
import { adminMeta } from "~/admin/shared/admin-meta";
import { codesView, welcomeAction } from "~/admin/discounts/discount-pages.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/codes";

export const meta = () => adminMeta("Discount codes");

/** The owner's discount codes, and the welcome code new subscribers get. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return codesView(db, new URL(request.url));
}

/** The welcome offer's form. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return welcomeAction(db, request);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const typed = a && a.kind === "welcome" ? a : null;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Discount codes</h1>
        <a href="/admin/codes/new" className="text-sm underline underline-offset-4">
          New code
        </a>
      </div>
      {d.notice && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {d.notice}
        </p>
      )}
      {a && a.kind === "message" && (
        <p role="alert" className="text-danger">
          {a.message}
        </p>
      )}
      <p className="text-sm text-ink-soft">
        Shoppers type a code at the checkout; the shop checks its dates, limits and pieces and takes the discount off
        the order. One code per order. A cancelled or expired unpaid order gives its use back.
      </p>
      <DiscountList codes={d.codes} />
      <WelcomeForm values={typed?.values ?? d.welcome} errors={typed?.errors ?? {}} saved={d.saved} />
    </>
  );
}
