import { useEffect, useState, type FormEvent } from "react";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { island } from "~/lib/islands/island";
import { usePasskeyCeremony } from "./passkey-ceremony";

/**
 * Adds a passkey: her name for it, then the browser makes it and the form posts its answer. The
 * server renders a word instead of the form: adding one needs a browser with passkeys and its script.
 */
export function PasskeyAdd({ error: given }: { error?: string }) {
  const [supported, setSupported] = useState<boolean>();
  const { busy, error, setError, run } = usePasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>(
    "/admin/passkeys/options",
    (optionsJSON) => startRegistration({ optionsJSON }),
    given,
  );
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported)
    return (
      <p className="text-sm text-ink-soft">
        {supported === false
          ? "This browser has no passkeys: add one from a phone or computer that has them."
          : "Adding a passkey needs this page's script, in a browser that has passkeys."}
      </p>
    );

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = (form.elements.namedItem("name") as HTMLInputElement | null)?.value.trim();
    if (!name) return setError("Give the passkey a name, such as the phone it is on.");
    await run(form);
  }

  return (
    <form method="post" action="/admin/passkeys" onSubmit={start} className="flex flex-col gap-4 sm:max-w-md">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="answer" value="" />
      <TextField label="Name of the passkey" name="name" maxLength={60} hint="Such as “My phone”." error={error} />
      <button type="submit" disabled={busy} className={buttonClass("primary", "sm:w-fit")}>
        Add a passkey
      </button>
    </form>
  );
}

export const PasskeyAddIsland = island("passkey-add", PasskeyAdd);
