import { ErrorPage } from "~/components/layout/error-page";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { isTheOwner, mayReach, ROLE_WORDS } from "~/admin/people/roles";
import { ADMIN_LINKS, AdminShell } from "~/admin/shared/admin-shell";
import { requirePerson } from "~/admin/sign-in/admin-auth.server";
import { mailboxTitle } from "~/admin/emails/email-view";
import { isDemoMail } from "~/admin/emails/mailbox-view.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/layout";

/**
 * Every page inside needs a person signed in (each page's own loader checks her role); the owner
 * who has not named herself is asked to where she invites people (the home's first screen stays her
 * figures). The menu lists only the sections her role opens.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { person } = await requirePerson(request);
  const { env } = await getServices();
  return {
    unnamed: isTheOwner(person) && person.name === null,
    sections: ADMIN_LINKS.filter((l) => mayReach(person.role, l.href, "view")).map((l) => l.href),
    // With no EmailJS keys the emails are read, not sent: the demo's mailbox.
    labels: { "/admin/emails": mailboxTitle(isDemoMail(env)) },
    who: `${person.name ?? "The owner"} · ${ROLE_WORDS[person.role].toLowerCase()}`,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const current = useLocation().pathname;
  return (
    <AdminShell current={current} sections={loaderData.sections} labels={loaderData.labels} who={loaderData.who}>
      {loaderData.unnamed && current.startsWith("/admin/people") && (
        <p className="border-l-4 border-hazel bg-white px-4 py-3">
          Before you invite anyone,{" "}
          <a href="/admin/welcome" className="underline underline-offset-4">
            tell the shop your name
          </a>
          : it goes beside what you do here.
        </p>
      )}
      <Outlet />
    </AdminShell>
  );
}

/**
 * A page or form her role does not open (403): in words, inside the admin's frame, with the menu
 * of what she may open. Anything else looks as the shop's fallback page does.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const current = useLocation().pathname;
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage error={error} />;
  // After a refused form the layout's own data is not read again: the frame then offers home alone.
  return (
    <AdminShell
      current={current}
      sections={shell?.sections ?? ["/admin"]}
      labels={shell?.labels}
      who={shell?.who ?? "you"}
    >
      <title>Not for your role | Hazel admin</title>
      <section aria-labelledby="refused-heading" className="flex max-w-xl flex-col gap-4">
        <h1 id="refused-heading" className="text-3xl">
          Not for your role
        </h1>
        <p className="text-lg">{typeof error.data === "string" ? error.data : "Your role does not open this page."}</p>
        <a href="/admin" className="underline underline-offset-4">
          Back to the admin&apos;s home
        </a>
      </section>
    </AdminShell>
  );
}
