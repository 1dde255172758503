import { EmailBody } from "./email-card";
import type { EmailView } from "./email-view";

/**
 * An order's emails on its page: how far each of its notices got, for everyone who opens the
 * order; and for the owner alone (`texts`), every email about it as its reader sees it.
 */
export function OrderEmails({ emails, texts }: { emails: readonly string[]; texts: readonly EmailView[] }) {
  return (
    <section aria-labelledby="emails-heading" className="flex flex-col gap-3">
      <h2 id="emails-heading" className="text-2xl">
        Emails
      </h2>
      {emails.length === 0 && texts.length === 0 && <p className="text-sm text-ink-soft">None yet.</p>}
      {emails.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {emails.map((e, n) => (
            <li key={n} className={e.endsWith(", sent") || e.endsWith("not relayed yet") ? "" : "text-danger"}>
              {e}
            </li>
          ))}
        </ul>
      )}
      {texts.length > 0 && (
        <div className="flex flex-col divide-y divide-line border-y border-line">
          {texts.map((e) => (
            <details key={e.id} id={`email-${e.id}`}>
              <summary className="flex min-h-11 cursor-pointer items-center text-sm underline-offset-4 hover:underline">
                <span className="break-words">
                  Read “{e.subject}”<span className="text-ink-soft"> to {e.to}</span>
                </span>
              </summary>
              <div className="pb-4">
                <EmailBody email={e} />
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
