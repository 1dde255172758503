import { formatShortDateTime } from "~/lib/lagos-clock";
import { CopyCodeIsland } from "./copy-code";
import type { EmailView } from "./email-view";
import type { Segment } from "./segments";

/** A piece of an email's text: words, a link of the shop's, or a code to copy. */
function Piece({ s }: { s: Segment }) {
  if ("code" in s) return <CopyCodeIsland code={s.code} />;
  if ("href" in s)
    return (
      <a href={s.href} className="underline underline-offset-4 [overflow-wrap:anywhere]">
        {s.text}
      </a>
    );
  return <>{s.text}</>;
}

/** Who it went to, when the shop wrote it, how far it got; then its text, as she reads it. */
export function EmailBody({ email }: { email: EmailView }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">
        To <span className="[overflow-wrap:anywhere]">{email.to}</span> ·{" "}
        <time dateTime={email.queuedAt}>{formatShortDateTime(email.queuedAt)}</time>
        <span className={`block ${email.problem ? "text-danger" : ""}`}>{email.state}</span>
      </p>
      <div className="flex flex-col gap-3 border-l-2 border-line pl-4">
        {email.paragraphs.map((p, n) => (
          <p key={n} className="whitespace-pre-line break-words">
            {p.map((s, i) => (
              <Piece key={i} s={s} />
            ))}
          </p>
        ))}
      </div>
    </div>
  );
}

/** One email of the mailbox: its subject as a heading, then its body. */
export function EmailCard({ email }: { email: EmailView }) {
  const heading = `email-${email.id}-subject`;
  return (
    <article id={`email-${email.id}`} aria-labelledby={heading} className="flex flex-col gap-3 py-6">
      <h2 id={heading} className="text-xl break-words sm:text-2xl">
        {email.subject}
      </h2>
      <EmailBody email={email} />
    </article>
  );
}
