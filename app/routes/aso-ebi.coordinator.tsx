import { data } from "react-router";
import { CopyLinkIsland } from "~/components/ui/copy-link";
import { inviteText, lastJoinDay, shareLink, totalsWords } from "~/features/aso-ebi";
import { MembersTable } from "~/features/aso-ebi/components/members-table";
import { formatDay } from "~/lib/lagos-clock";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { coordinatorGroup, coordinatorView, remindUnpaid } from "~/server/aso-ebi/coordinator.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/aso-ebi.coordinator";

export const meta = () => [{ title: "Your aso-ebi group | Hazel" }, { name: "robots", content: "noindex" }];

/**
 * Her private page: private, no-store. The shop's referrer policy (strict-origin-when-cross-origin)
 * sends other sites the origin alone, never this address and its secret.
 */
export const headers = privateRouteHeaders;

/** A wrong or guessed secret gets the same answer as an unknown group. */
const notFound = () => data("Not Found", { status: 404, statusText: "Not Found", headers: privateHeaders() });

async function open(params: Route.LoaderArgs["params"]) {
  const services = await getServices();
  const group = await coordinatorGroup(services.db, params.key, params.secret);
  if (!group) throw notFound();
  return { services, group };
}

async function page(
  services: Awaited<ReturnType<typeof getServices>>,
  group: Parameters<typeof coordinatorView>[1],
  origin: string,
) {
  const view = await coordinatorView(services, group, new Date(), origin);
  const pageUrl = `${origin}/aso-ebi/${group.pageKey}`;
  return {
    ...view,
    group: { ...view.group, eventOn: formatDay(view.group.eventOn), joinBy: formatDay(lastJoinDay(group)) },
    summary: totalsWords(view.totals),
    pageUrl,
    invite: shareLink(inviteText({ ...group, joinBy: lastJoinDay(group) }, pageUrl)),
  };
}

/** GET /aso-ebi/{key}/coordinator/{secret}: who joined, who paid, with nothing private of anyone. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { services, group } = await open(params);
  return data(
    { ...(await page(services, group, new URL(request.url).origin)), notice: undefined as string | undefined },
    { headers: privateHeaders() },
  );
}

/** POST: a reminder by email to the unpaid (or the one member named), at most once a day each. */
export async function action({ request, params }: Route.ActionArgs) {
  const { services, group } = await open(params);
  let member: string | null = null;
  try {
    member = (await readFormBody(request, 1024)).get("member");
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data({ notice: error.message }, { status: error.status, headers: privateHeaders() });
  }
  const reminded = await remindUnpaid(services, group, member || null);
  const notice = reminded.ok
    ? `Reminder sent by email to ${reminded.sent} ${reminded.sent === 1 ? "guest" : "guests"}.`
    : reminded.message;
  return data({ notice }, { status: reminded.ok ? 200 : 409, headers: privateHeaders() });
}

export default function Screen({ loaderData, actionData, params }: Route.ComponentProps) {
  const { group, members, summary, pageUrl, invite, open, news } = loaderData;
  const here = `/aso-ebi/${params.key}/coordinator/${params.secret}`;
  const notice = actionData?.notice;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <p className="label-caps text-hazel">Your aso-ebi group · {group.eventName}</p>
      <h1 className="text-4xl">{group.name}</h1>
      <p className="text-2xl" data-testid="group-totals">
        {summary}
      </p>
      {news && (
        <p className="border-l-4 border-hazel bg-white px-4 py-3" data-testid="group-news">
          {news}
        </p>
      )}
      {open && (
        <p>
          Guests join by {group.joinBy} for the event on {group.eventOn}
          {group.minimum ? `; at least ${group.minimum} are needed` : ""}.
        </p>
      )}
      {notice && (
        <p role="status" className="border border-line px-4 py-3">
          {notice}
        </p>
      )}
      <CopyLinkIsland label="The group's page, to share" url={pageUrl} />
      {open && (
        <p>
          <a href={invite} target="_blank" rel="noreferrer" className="underline underline-offset-4">
            Invite on WhatsApp
          </a>
        </p>
      )}
      {members.some((m) => m.payPath && !m.remindedToday) && (
        <form method="post" action={here}>
          <button type="submit" className="label-caps underline underline-offset-4">
            Remind everyone unpaid by email
          </button>
        </form>
      )}
      <h2 className="text-2xl">Members</h2>
      <MembersTable members={members} remindAction={here} />
    </div>
  );
}
