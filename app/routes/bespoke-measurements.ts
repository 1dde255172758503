import { data, redirect } from "react-router";
import { addressLimitKey } from "~/server/base/address-block.server";
import { privateHeaders } from "~/server/base/no-store.server";
import { hit } from "~/server/base/rate-limit.server";
import { BodyError, isFormType, readFormBody } from "~/server/base/read-body.server";
import { sendMeasurementsLink } from "~/server/bespoke/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/bespoke-measurements";

/**
 * POST /bespoke/measurements: emails a link to her kept measurements to the address typed, when
 * measurements are kept under that email and phone. The answer is the same either way (303 to
 * /bespoke?link-sent): typing an address shows nothing of what is kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    if (!isFormType(request)) return data({ error: "Send the form." }, { status: 415, headers: privateHeaders() });
    form = await readFormBody(request, 2048);
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const email = (form.get("kept_email") ?? "").trim().slice(0, 254);
  const phone = (form.get("kept_phone") ?? "").trim().slice(0, 32);
  const { db, env } = await getServices();
  const allowed = await hit(db, {
    key: addressLimitKey("measurements-link", context?.clientAddress ?? "unknown"),
    limit: 10,
    windowSeconds: 600,
  });
  if (allowed.ok && email && phone) await sendMeasurementsLink(db, email, phone, env.SITE_URL);
  return redirect("/bespoke?link-sent#kept", 303);
}

export function loader() {
  return redirect("/bespoke", 302);
}
