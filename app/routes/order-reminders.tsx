import { data } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { isOrderReference } from "~/features/checkout/reference";
import { isRemindersKey, remindersStopped, stopReminders } from "~/server/orders/store/index.server";
import { getServices } from "~/server/services.server";
import { BodyError, isFormType, readFormBody } from "~/server/base/read-body.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import type { Route } from "./+types/order-reminders";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Reminders for order ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** A shopper's own order: private, no-store. */
export const headers = privateRouteHeaders;

const KEY = /^[0-9a-f]{32}$/;
const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/** Whether `key` is the order's own link key (the reference alone opens nothing here). */
async function keyMatches(reference: string, key: string | null): Promise<boolean> {
  if (!isOrderReference(reference) || !key || !KEY.test(key)) return false;
  return isRemindersKey((await getServices()).db, reference, key);
}

/**
 * GET /order/{reference}/reminders?key=…: the page her reminders link to, with one button that
 * stops this order's reminders. A form, not the link itself, stops them, so a mail scanner opening
 * the link changes nothing; it needs no script.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  if (!(await keyMatches(params.reference, key))) throw notFound();
  const stopped = await remindersStopped((await getServices()).db, params.reference);
  return data({ reference: params.reference, key: key!, stopped }, { headers: privateHeaders() });
}

/** POST: stops the order's reminders when the form's key is the order's own. */
export async function action({ params, request }: Route.ActionArgs) {
  let key: string | null;
  try {
    if (!isFormType(request)) return data({ error: "Send the form." }, { status: 415, headers: privateHeaders() });
    key = (await readFormBody(request, 1024)).get("key");
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  if (!isOrderReference(params.reference) || !key || !KEY.test(key)) throw notFound();
  if (!(await stopReminders((await getServices()).db, params.reference, key))) throw notFound();
  return data({ error: null }, { headers: privateHeaders() });
}

export default function OrderReminders({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, key } = loaderData;
  const stopped = loaderData.stopped || (actionData !== undefined && actionData.error === null);
  return (
    <div className="container-page flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-4xl">Reminders for order {reference}</h1>
      {stopped ? (
        <p role="status">
          You will get no more reminders about order {reference}. Emails about its payment, its making and its delivery
          still come, and{" "}
          <a href={`/order/${reference}`} className="underline">
            its page
          </a>{" "}
          shows where it stands.
        </p>
      ) : (
        <>
          <p>
            We remind you by email when an order is not paid an hour after you placed it, and before a balance is due.
            You can stop those reminders for this order alone.
          </p>
          {actionData?.error && <p role="alert">{actionData.error}</p>}
          <form method="post">
            <input type="hidden" name="key" value={key} />
            <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
              No more reminders for this order
            </button>
          </form>
        </>
      )}
    </div>
  );
}
