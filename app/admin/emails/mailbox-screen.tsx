import { EmailCard } from "./email-card";
import { mailboxTitle, type MailboxView } from "./email-view";

/** What the page is, in a line: the demo's stand-in for her inbox, or the shop's record. */
const INTRO = {
  demo: "No EmailJS keys are set, so the shop sends no email: every email it writes is kept here, newest first. Read a shopper's sign-in code, a staff invitation's link, a credit code or a list's confirmation here and pass it on, or open its link.",
  sent: "Every email the shop has written, newest first: what each shopper was sent and when, and any not sent yet.",
} as const;

const pageLink = "label-caps inline-flex min-h-11 items-center border border-ink px-4 hover:bg-ink hover:text-ivory";

/** The mailbox: each email with its text, and links to older ones. */
export function MailboxScreen({ demo, messages, emails, older, later, listMail }: MailboxView) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">{mailboxTitle(demo)}</h1>
        <p className="max-w-2xl text-ink-soft">{demo ? INTRO.demo : INTRO.sent}</p>
        {listMail && <p className="max-w-2xl text-sm text-ink-soft">{listMail}</p>}
      </div>
      {messages.length > 0 && (
        <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
          <h2 id="messages-heading" className="text-2xl">
            WhatsApp and SMS
          </h2>
          <ul
            className="flex flex-col divide-y divide-line border-y border-line text-sm"
            data-testid="mailbox-messages"
          >
            {messages.map((m) => (
              <li key={m.id} className="flex flex-col gap-1 py-3 break-words">
                <span>
                  To {m.to} · {m.state}
                </span>
                <span className="text-ink-soft">WhatsApp template: {m.whatsapp}</span>
                <span className="text-ink-soft">SMS: {m.sms}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {emails.length === 0 ? (
        <p className="text-ink-soft">{later ? "No older emails." : "No emails yet."}</p>
      ) : (
        <div className="flex flex-col divide-y divide-line border-y border-line">
          {emails.map((e) => (
            <EmailCard key={e.id} email={e} />
          ))}
        </div>
      )}
      {(later || older !== null) && (
        <nav aria-label="Pages of emails" className="flex flex-wrap items-center gap-3">
          {later && (
            <a className={pageLink} href="/admin/emails">
              Newest
            </a>
          )}
          {older !== null && (
            <a className={pageLink} href={`/admin/emails?before=${older}`} rel="next">
              Older
            </a>
          )}
        </nav>
      )}
    </>
  );
}
