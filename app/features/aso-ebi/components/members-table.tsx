import { buttonClass } from "~/components/ui/button";

export interface MemberRow {
  reference: string;
  name: string;
  paid: string;
  fit: string;
  country: string;
  stage: string;
  payPath: string | null;
  remindedToday: boolean;
  whatsapp: string | null;
}

/** The coordinator's list of members: no address, phone or measurements, by construction of MemberRow. */
export function MembersTable({ members, remindAction }: { members: readonly MemberRow[]; remindAction: string }) {
  if (members.length === 0) return <p>No one has joined yet. Share the group&rsquo;s page with your guests.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Members">
      {members.map((m) => (
        <li key={m.reference} className="flex flex-col gap-1 border border-line bg-white p-4" data-member={m.reference}>
          <p className="font-medium">{m.name}</p>
          <p className="text-sm">
            Paid: <strong>{m.paid}</strong> · {m.fit} · {m.country}
          </p>
          <p className="text-sm text-ink-soft">{m.stage}</p>
          {m.payPath && (
            <div className="mt-2 flex flex-wrap gap-3">
              <a className={buttonClass("outline")} href={m.payPath}>
                Pay her share
              </a>
              {m.whatsapp && (
                <a className={buttonClass("quiet")} href={m.whatsapp} target="_blank" rel="noreferrer">
                  Remind on WhatsApp
                </a>
              )}
              {m.remindedToday ? (
                <p className="text-sm text-ink-soft">Reminded by email today</p>
              ) : (
                <form method="post" action={remindAction}>
                  <input type="hidden" name="member" value={m.reference} />
                  <button type="submit" className={buttonClass("quiet")}>
                    Remind by email
                  </button>
                </form>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
