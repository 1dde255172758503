import { buttonClass } from "~/components/ui/button";
import { PasskeyAddIsland } from "./passkey-add";

export interface PasskeyLine {
  id: number;
  name: string;
  added: string;
}

/** The owner's rule, her form: on or off, only from a session signed in with a passkey. */
function RuleForm({ required, byPasskey }: { required: boolean; byPasskey: boolean }) {
  return (
    <section aria-labelledby="rule-heading" className="flex flex-col gap-3 border border-line bg-white p-4">
      <h2 id="rule-heading" className="text-2xl">
        Require a passkey for refunds, credit and people
      </h2>
      <p>
        {required
          ? "On: refunds, credit and changes to people are refused unless the session was signed in with a passkey."
          : "Off: a password is enough for every form."}
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

/** Her passkeys: each with its name and the day it was added, a form to remove it, and the form that adds one. */
export function PasskeysScreen({
  passkeys,
  rule,
  byPasskey,
  done,
  error,
}: {
  passkeys: readonly PasskeyLine[];
  /** The owner's rule, for the owner only. */
  rule?: boolean;
  byPasskey: boolean;
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
              </p>
              <form method="post" action="/admin/passkeys">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" className={buttonClass("outline")}>
                  Remove {p.name}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-heading" className="flex flex-col gap-3">
        <h2 id="add-heading" className="text-2xl">
          Add a passkey
        </h2>
        <PasskeyAddIsland error={error} />
      </section>
      {rule !== undefined && <RuleForm required={rule} byPasskey={byPasskey} />}
    </>
  );
}
