import { data, redirect } from "react-router";
import { mayReach } from "~/admin/people/roles";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor, requireViewer, sessionOf } from "~/admin/sign-in/admin-auth.server";
import { addPasskey, mayChangePasskeys } from "~/admin/sign-in/passkeys.server";
import { PASSKEY_TO_MANAGE } from "~/admin/sign-in/passkey-words";
import { PasskeysScreen } from "~/admin/sign-in/passkeys-screen";
import { approvePasskey, deletePasskey, passkeyRequired, passkeysOf } from "~/admin/sign-in/store/index.server";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/passkeys";

export const meta = () => adminMeta("Your passkeys");

const DONE: Record<string, string> = {
  added: "The passkey is added: you can sign in with it.",
  approved: "The passkey is approved: it signs you in again.",
  removed: "The passkey is removed.",
  "rule-on": "Money and the shop's data now need a session signed in with a passkey.",
  "rule-off": "A password is enough again for money and the shop's data.",
};

/** Largest body: a passkey's answer (a public key and its attestation) is a few kilobytes. */
const PASSKEY_BODY_LIMIT = 24 * 1024;

/** GET /admin/passkeys: her own passkeys, and for the owner her rule. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const session = await sessionOf(request, await getServices());
  const byPasskey = session?.byPasskey ?? false;
  const [passkeys, rule, mayChange] = await Promise.all([
    passkeysOf(db, person.id),
    passkeyRequired(db),
    mayChangePasskeys(db, person, byPasskey),
  ]);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      added: formatDay(lagosDayOf(p.createdAt)),
      suspended: p.suspendedAt !== null,
    })),
    rule: mayReach(person.role, "/admin/passkeys/rule", "act") ? rule : undefined,
    byPasskey,
    mayChange,
    done: Object.hasOwn(DONE, done) ? DONE[done] : undefined,
  };
}

/**
 * POST /admin/passkeys: adds the passkey the browser made, approves one a password change
 * suspended, or removes one of hers; once she has a passkey, only from a session signed in with one.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, person, byPasskey } = await requireAdminActor(request);
  const form = await readAdminForm(request, { limit: PASSKEY_BODY_LIMIT });
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const intent = form.fields.get("intent");
  if (intent !== "add" && intent !== "remove" && intent !== "approve")
    return data({ error: "That form could not be read: reload the page." }, { status: 400 });
  if (!(await mayChangePasskeys(db, person, byPasskey))) return data({ error: PASSKEY_TO_MANAGE }, { status: 403 });
  if (intent === "remove" || intent === "approve") {
    const id = Number(form.fields.get("id"));
    const change = intent === "remove" ? deletePasskey : approvePasskey;
    if (!Number.isSafeInteger(id) || !(await change(db, person.id, id)))
      return data({ error: `That passkey is not one of yours, or is already ${intent}d.` }, { status: 400 });
    return redirect(`/admin/passkeys?done=${intent}d`, 303);
  }
  const { env } = await getServices();
  const added = await addPasskey(db, person, env.SITE_URL, {
    name: form.fields.get("name"),
    answer: form.fields.get("answer"),
  });
  if (!added.ok) return data({ error: added.error }, { status: 400 });
  return redirect("/admin/passkeys?done=added", 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <PasskeysScreen {...loaderData} error={actionData?.error} />;
}
