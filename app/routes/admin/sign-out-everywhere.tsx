import { mayDo } from "~/admin/people/roles";
import { redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminMeta } from "~/admin/shared/admin-meta";
import { SIGN_OUT_EVERYWHERE } from "~/admin/shared/admin-shell";
import { requireAdmin, requireAdminActor, sessionCookie } from "~/admin/sign-in/admin-auth.server";
import { endEverySession, endSessionsOf } from "~/admin/sign-in/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/sign-out-everywhere";

export const meta = () => adminMeta("Sign out everywhere");

/** GET /admin/sign-out-everywhere: the page that asks before every session ends; only with a session. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/**
 * POST /admin/sign-out-everywhere: ends every session of the admin (every device, every
 * instance) and clears this browser's cookie. Only from the shop's own pages, with a live session,
 * so nobody else can sign the owner out.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const { env } = await getServices();
  if (mayDo(person.role, "end-every-session")) await endEverySession(db);
  else await endSessionsOf(db, person.id);
  return redirect("/admin/sign-in?signed-out-everywhere", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(null, request, env.SITE_URL) },
  });
}

/** The second step: what signing out everywhere does, the button that does it, and the way back. */
export default function SignOutEverywhere() {
  return (
    <section aria-labelledby="sign-out-everywhere" className="flex max-w-xl flex-col gap-6">
      <h1 id="sign-out-everywhere" className="text-3xl sm:text-4xl">
        Sign out everywhere?
      </h1>
      <p className="text-lg">
        This ends every session of the admin, on every phone and computer, this one too: for a lost phone or a shared
        computer. You will need the password to sign in again.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form method="post" action={SIGN_OUT_EVERYWHERE}>
          <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
            Sign out everywhere
          </button>
        </form>
        <a href="/admin" className={buttonClass("outline", "w-full sm:w-fit")}>
          Stay signed in
        </a>
      </div>
    </section>
  );
}
