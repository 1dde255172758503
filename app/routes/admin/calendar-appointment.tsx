import { data, redirect } from "react-router";
import { ChangeScreen } from "~/admin/appointments/change-screen";
import { ownerCancel, ownerChangeView, ownerMove } from "~/admin/appointments/change.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { noticeLine } from "~/admin/emails/notice-line";
import { OrderNotices } from "~/admin/emails/order-notices";
import { noticesOfAppointment } from "~/server/notices/store.server";
import { TimeChoice } from "~/features/appointments/components/time-choice";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/calendar-appointment";

export const meta = () => adminMeta("An appointment");

const notFound = () => data("That appointment was not found.", { status: 404 });

/** One appointment, to move (a day, then a time) or cancel. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const { env } = await getServices();
  const v = await ownerChangeView({ env, db }, params.key, new URL(request.url).searchParams.get("day"));
  if (!v) throw notFound();
  // Her WhatsApp and SMS notices of it, every start's, each with the state its receipts gave it.
  return { v, notices: (await noticesOfAppointment(db, v.id)).map(noticeLine) };
}

/** Move or cancel, through the shopper's own paths (their locks, checks, fee returns and emails); back to the calendar at its day. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const services = { env: (await getServices()).env, db };
  const intent = form.fields.get("intent");
  const done =
    intent === "move"
      ? await ownerMove(services, params.key, form.fields.get("slot") ?? "")
      : intent === "cancel"
        ? await ownerCancel(services, params.key, form.fields.get("fee") === "refund" ? "refund" : "credit")
        : { ok: false as const, error: "Choose one of the buttons." };
  if (!done.ok) return data({ error: done.error }, { status: 409 });
  return redirect(`/admin/calendar?from=${done.day}&saved=${encodeURIComponent(done.saved)}`, 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { v, notices } = loaderData;
  // Lagos times only: the owner's clock.
  const picker = (
    <TimeChoice
      page={`/admin/calendar/${v.key}`}
      days={v.block.days}
      earlier={v.block.earlier}
      later={v.block.later}
      day={v.day}
      slots={v.slots}
      seats={v.seats}
      zone=""
    />
  );
  return (
    <ChangeScreen
      v={v}
      picker={picker}
      notices={<OrderNotices notices={notices} chat={v.chat} />}
      error={actionData?.error}
    />
  );
}
