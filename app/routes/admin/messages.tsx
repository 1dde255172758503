import { data, redirect } from "react-router";
import { mayReach } from "~/admin/people/roles";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { adminMeta } from "~/admin/shared/admin-meta";
import { Pager } from "~/admin/shared/pager";
import { pageCount, pageParam } from "~/admin/shared/paging";
import { relayStatusText, SOURCE_LABELS, standingText } from "~/admin/messages/message-texts";
import { requireAdminAction, requireViewer } from "~/admin/sign-in/admin-auth.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { contactMessages, PAGE_SIZE, subscribers } from "~/server/messages/store.server";
import { relayAgain } from "~/server/messages/store.server";
import type { Route } from "./+types/messages";
import { EmailText } from "~/admin/shared/email-text";
import { CampaignFiguresPanel } from "~/admin/sales/campaign-figures";
import { campaignFigures, listMailInWords } from "~/server/lists/campaign-figures.server";
import { getServices } from "~/server/services.server";

export const meta = () => adminMeta("Messages and subscribers");

export async function loader({ request }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  const url = new URL(request.url);
  const page = pageParam(url);
  const [{ messages, total }, people, restocks] = await Promise.all([
    contactMessages(db, page),
    subscribers(db),
    campaignFigures(db, "back-in-stock"),
  ]);
  return {
    relayed: url.searchParams.has("relayed"),
    // The subscribers' file is the owner's: a shop hand's page does not offer it.
    exports: mayReach(person.role, "/admin/subscribers.csv", "view"),
    page,
    pages: pageCount(total, PAGE_SIZE),
    messages: messages.map((m) => ({ ...m, receivedAt: m.receivedAt.toISOString(), relay: relayStatusText(m.relay) })),
    subscribers: people.map((s) => ({ ...s, firstAt: s.firstAt.toISOString() })),
    restocks,
    listMail: listMailInWords((await getServices()).env),
  };
}

/** "Relay again": the message goes back in the outbox, due now; back to the page, so a reload sends nothing. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const id = Number(form.fields.get("message"));
  if (!Number.isSafeInteger(id) || !(await relayAgain(db, id))) {
    return data({ error: "That message was not found." }, { status: 404 });
  }
  return redirect("/admin/messages?relayed", 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, subscribers: people, page, pages, relayed, exports, restocks, listMail } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Messages and subscribers</h1>
      {actionData ? (
        <p role="alert" className="text-danger">
          {actionData.error}
        </p>
      ) : (
        relayed && (
          <p role="status" className="text-success">
            The message is queued to be sent to your email again.
          </p>
        )
      )}
      <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
        <h2 id="messages-heading" className="text-3xl">
          Contact messages
        </h2>
        {messages.length === 0 ? (
          <p className="text-ink-soft">No messages yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border-y border-line">
            {messages.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 py-4" aria-label={`Message from ${m.name ?? m.email}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="font-medium">{m.name ?? "—"}</p>
                  <p className="text-sm text-ink-soft">{formatShortDateTime(m.receivedAt)}</p>
                </div>
                <p className="text-sm">
                  <a className="underline" href={`mailto:${m.email}`}>
                    <EmailText email={m.email} />
                  </a>
                  {m.phone && (
                    <>
                      {" · "}
                      <a className="underline" href={`tel:${m.phone}`}>
                        {m.phone}
                      </a>
                    </>
                  )}
                </p>
                <p className="whitespace-pre-line">{m.message}</p>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <p className={`text-sm ${m.relay.failed ? "text-danger" : "text-ink-soft"}`}>{m.relay.text}</p>
                  <form method="post">
                    <input type="hidden" name="message" value={m.id} />
                    <button
                      type="submit"
                      className="label-caps inline-flex min-h-11 items-center underline underline-offset-4"
                    >
                      Relay again
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} href={(p) => `/admin/messages?page=${p}`} label="Pages of messages" />
      </section>

      <section aria-labelledby="subscribers-heading" className="flex flex-col gap-4">
        <h2 id="subscribers-heading" className="text-3xl">
          Subscribers <span className="text-xl text-ink-soft">({people.length})</span>
        </h2>
        {exports && (
          <a
            className="label-caps inline-flex min-h-11 w-fit items-center border border-ink px-4 hover:bg-ink hover:text-ivory"
            href="/admin/subscribers.csv"
            download
          >
            Download subscribers (CSV)
          </a>
        )}
        {people.length === 0 ? (
          <p className="text-ink-soft">No subscribers yet.</p>
        ) : (
          // An address too long for a phone's line scrolls the table sideways: by keyboard too.
          <div className="overflow-x-auto" role="region" aria-label="Subscribers' table" tabIndex={0}>
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="label-caps py-2 pr-4 text-ink-soft">
                    Email
                  </th>
                  <th scope="col" className="label-caps py-2 pr-4 text-ink-soft">
                    Signed up
                  </th>
                  <th scope="col" className="label-caps py-2 text-ink-soft">
                    Through
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((s) => (
                  <tr key={s.email} className="border-b border-line align-top">
                    <td className="py-2 pr-4">
                      {/* Only the address may break inside a word, where a phone has no room for it. */}
                      <EmailText email={s.email} />
                      {s.name && <span className="block text-ink-soft">{s.name}</span>}
                      {/* Beside the address, not a column of its own: the table fits a phone's width. */}
                      <span className="block text-ink-soft">News list: {standingText(s.standing)}</span>
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatShortDateTime(s.firstAt)}</td>
                    <td className="py-2">{s.sources.map((k) => SOURCE_LABELS[k]).join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CampaignFiguresPanel title="Back-in-stock emails" figures={restocks} service={listMail} />
    </>
  );
}
