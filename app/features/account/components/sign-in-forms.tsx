import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CODE_MINUTES } from "../sign-in-rules";
import { Notice } from "./notice";

/** Where her sign-in stands: asking for her email, or for the code sent to it. */
export type SignInStep = { step: "email"; email: string } | { step: "code"; email: string };

/**
 * Her email, then the code: plain forms to /account that need no script. The code step says the
 * same for every address ("if … we have sent"), so nobody learns whether an email has ordered.
 */
export function SignInForms({ at, notice }: { at: SignInStep; notice: string | null }) {
  return (
    <div className="flex flex-col gap-6">
      <Notice text={notice} />
      {at.step === "code" ? (
        <>
          <p role="status">
            We have sent a 6-digit code to <strong>{at.email}</strong>. It works for {CODE_MINUTES} minutes; the email
            also has a link that signs you in.
          </p>
          <form method="post" action="/account" className="flex flex-col gap-4">
            <input type="hidden" name="email" value={at.email} />
            <TextField
              label="Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={9}
              required
              hint="The 6 digits in the email's subject."
            />
            <button type="submit" name="intent" value="code" className={buttonClass("primary", "w-full sm:w-fit")}>
              Sign in
            </button>
          </form>
          <form method="post" action="/account">
            <input type="hidden" name="email" value={at.email} />
            <button type="submit" name="intent" value="send" className={buttonClass("quiet", "px-0")}>
              Send a new code
            </button>
          </form>
        </>
      ) : (
        <form method="post" action="/account" className="flex flex-col gap-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={at.email}
            required
            hint="The email you order with. We send you a code; no password."
          />
          <button type="submit" name="intent" value="send" className={buttonClass("primary", "w-full sm:w-fit")}>
            Email me a code
          </button>
        </form>
      )}
    </div>
  );
}
