import { buttonClass } from "~/components/ui/button";
import { PasskeyAddIsland } from "./passkey-add";
import { PASSKEY_TO_MANAGE } from "./passkey-words";

export interface PasskeyLine {
  id: number;
  name: string;
  added: string;
  /** A change of the shop's password suspended it: it signs nobody in until she approves it. */
  suspended: boolean;
}

/** The owner's rule, her form: on or off, only from a session signed in with a passkey. */
function RuleForm({ required, byPasskey }: { required: boolean; byPasskey: boolean }) {
  return (
    <section aria-labelledby="rule-heading" className="flex flex-col gap-3 border border-line bg-white p-4">
      <h2 id="rule-heading" className="text-2xl">
        Require a passkey for money and the shop&apos;s data
      </h2>
      <p>
        {required
          ? "On: refunds, credit, gift cards, discount codes, prices, an aso-ebi group's return of payments, changes to people, backups and exports are refused unless the session was signed in with a passkey."
          : "Off: a password is enough for every form and download."}
      </p>
      {byPasskey ? (
        <form method="post" action="/admin/passkeys/rule">
          <input type="hidden" name="required" value={required ? "off" : "on"} />
          <button type="submit" className={buttonClass("outline")}>
            {required ? "Turn off" : "Turn on"}
          </button>
        </form>
      ) : (
        <p className="text-sm text-ink-soft">
          To turn it {required ? "off" : "on"}, sign in with a passkey: a password alone cannot change it.
        </p>
      )}
    </section>
  );
}

/** One passkey's form: approve it, or remove it. */
function PasskeyForm({ intent, id, label }: { intent: "approve" | "remove"; id: number; label: string }) {
  return (
    <form method="post" action="/admin/passkeys">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass(intent === "approve" ? "primary" : "outline")}>
        {label}
      </button>
    </form>
  );
}

/** Her passkeys: each with its name and the day it was added, a form to remove it, and the form that adds one. */
export function PasskeysScreen({
  passkeys,
  rule,
  byPasskey,
  mayChange,
  done,
  error,
}: {
  passkeys: readonly PasskeyLine[];
  /** The owner's rule, for the owner only. */
  rule?: boolean;
  byPasskey: boolean;
  /** Whether this session may add, approve or remove her passkeys (a passkey's, or she has none that signs in). */
  mayChange: boolean;
  done?: string;
  error?: string;
}) {
  return (
    <>
      <h1 className="text-4xl">Your passkeys</h1>
      {done && (
        <p role="status" className="text-success">
          {done}
        </p>
      )}
      <p className="max-w-prose">
        A passkey signs you in with this phone&apos;s fingerprint, face or PIN instead of a password.{" "}
        {byPasskey ? "This session was signed in with a passkey." : "This session was signed in with a password."}
      </p>
      {passkeys.length === 0 ? (
        <p>You have no passkey yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-3 border border-line bg-white p-4"
            >
              <p>
                <span className="font-semibold">{p.name}</span>
                <br />
                <span className="text-sm text-ink-soft">Added {p.added}</span>
                {p.suspended && (
                  <>
                    <br />
                    <span className="text-sm text-danger">
                      Suspended: added before the shop&apos;s password last changed. Approve it if it is yours.
                    </span>
                  </>
                )}
              </p>
              {mayChange && (
                <div className="flex flex-wrap gap-2">
                  {p.suspended && <PasskeyForm intent="approve" id={p.id} label={`Approve ${p.name}`} />}
                  <PasskeyForm intent="remove" id={p.id} label={`Remove ${p.name}`} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-heading" className="flex flex-col gap-3">
        <h2 id="add-heading" className="text-2xl">
          Add a passkey
        </h2>
        {mayChange ? <PasskeyAddIsland error={error} /> : <p className="text-sm text-ink-soft">{PASSKEY_TO_MANAGE}</p>}
      </section>
      {rule !== undefined && <RuleForm required={rule} byPasskey={byPasskey} />}
    </>
  );
}
