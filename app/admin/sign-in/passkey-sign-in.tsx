import { useEffect, useState, type FormEvent } from "react";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { buttonClass } from "~/components/ui/button";
import { island } from "~/lib/islands/island";
import { usePasskeyCeremony } from "./passkey-ceremony";

/**
 * "Use a passkey" (the password form's "Sign in" stays the page's one button of that name): shown only in a browser that has passkeys (the server renders
 * nothing, so the password form stands alone without a script). Posts to the sign-in page.
 */
export function PasskeySignIn({ action }: { action: string }) {
  const [supported, setSupported] = useState(false);
  const { busy, error, run } = usePasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>(
    "/admin/sign-in/passkey",
    (optionsJSON) => startAuthentication({ optionsJSON }),
  );
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported) return null;

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(event.currentTarget);
  }

  return (
    <form method="post" action={action} onSubmit={start} className="flex flex-col gap-3 border-t border-line pt-5">
      <input type="hidden" name="intent" value="passkey" />
      <input type="hidden" name="answer" value="" />
      <p className="text-sm text-ink-soft">Or with a passkey: this phone&apos;s fingerprint, face or PIN.</p>
      <button type="submit" disabled={busy} className={buttonClass("outline")}>
        Use a passkey
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

export const PasskeySignInIsland = island("passkey-sign-in", PasskeySignIn);
