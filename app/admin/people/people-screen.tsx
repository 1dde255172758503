import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { IdScope } from "~/lib/islands/use-dom-id";
import { isTheOwner, ROLE_WORDS, STAFF_ROLES, type Role } from "./roles";
import { EmailText } from "~/admin/shared/email-text";

export interface PersonLine {
  id: number;
  name: string;
  email: string;
  role: Role;
  removed: boolean;
}

export interface InvitationLine {
  id: number;
  name: string;
  email: string;
  role: Role;
  expires: string;
}

function RoleOptions() {
  return STAFF_ROLES.map((r) => (
    <option key={r} value={r}>
      {ROLE_WORDS[r]}
    </option>
  ));
}

/** One person: her role and the forms that change it or remove her (never the owner's). */
function PersonRow({ p }: { p: PersonLine }) {
  return (
    <li className="flex flex-col gap-3 border border-line bg-white p-4">
      <p>
        <span className="font-semibold">{p.name}</span> · {ROLE_WORDS[p.role]}
        {p.removed ? " · removed" : ""}
        <br />
        <span className="text-sm text-ink-soft">
          <EmailText email={p.email} />
        </span>
      </p>
      {!isTheOwner(p) && !p.removed && (
        // Each person's fields get ids of their own, apart from the invite form's.
        <IdScope.Provider value={`person-${p.id}`}>
          <div className="flex flex-wrap items-end gap-3">
            <form method="post" action={`/admin/people/${p.id}`} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="role" />
              <SelectField label={`Role of ${p.name}`} name="role" defaultValue={p.role}>
                <RoleOptions />
              </SelectField>
              <button type="submit" className={buttonClass("outline")}>
                Change role
              </button>
            </form>
            <form method="post" action={`/admin/people/${p.id}`}>
              <input type="hidden" name="intent" value="remove" />
              <button type="submit" className={buttonClass("outline")}>
                Remove {p.name}
              </button>
            </form>
          </div>
        </IdScope.Provider>
      )}
    </li>
  );
}

/** The owner's people: who works in the back office, the invitations waiting, and the invite form. */
export function PeopleScreen({
  people,
  invitations,
  done,
  error,
}: {
  people: readonly PersonLine[];
  invitations: readonly InvitationLine[];
  done?: string;
  error?: string;
}) {
  return (
    <>
      <h1 className="text-4xl">People</h1>
      {done && (
        <p role="status" className="text-success">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <ul className="flex max-w-2xl flex-col gap-3">
        {people.map((p) => (
          <PersonRow key={p.id} p={p} />
        ))}
      </ul>
      <section aria-labelledby="invite-heading" className="flex max-w-2xl flex-col gap-4">
        <h2 id="invite-heading" className="text-2xl">
          Invite someone
        </h2>
        <p className="text-ink-soft">
          She gets a link by email, good once, for 7 days. A shop hand sees orders, messages and bespoke requests; a
          tailor the production sheets and measurements, and no price.
        </p>
        <form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="invite" />
          <TextField label="Her name" name="name" required maxLength={80} autoComplete="off" />
          <TextField label="Her email" name="email" type="email" required maxLength={254} autoComplete="off" />
          <SelectField label="Role" name="role" defaultValue="shop_hand">
            <RoleOptions />
          </SelectField>
          <button type="submit" className={buttonClass("primary", "self-start")}>
            Send the invitation
          </button>
        </form>
        {invitations.length > 0 && (
          <>
            <h3 className="text-xl">Invitations waiting</h3>
            <ul className="flex flex-col gap-2">
              {invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-3">
                  <span className="break-all">
                    {i.name} ({i.email}) · {ROLE_WORDS[i.role]} · until {i.expires}
                  </span>
                  {/* A plain form: its link stops working at once, with or without JavaScript. */}
                  <form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="invitation" value={i.id} />
                    <button type="submit" className={buttonClass("outline")}>
                      Withdraw<span className="sr-only"> the invitation to {i.email}</span>
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
