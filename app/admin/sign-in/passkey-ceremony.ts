import { useState } from "react";
import { askOptions, browserRefusalWords, postAnswer } from "./passkey-request";

/**
 * A passkey ceremony run from a form, as both passkey islands run theirs: the options asked of the
 * shop at `address`, the browser's own step (make or use a passkey), then its answer posted with the
 * form. While it runs `busy`; a refusal at any step is `error`, and the form can be sent again.
 */
export function usePasskeyCeremony<Options>(
  address: string,
  ceremony: (options: Options) => Promise<unknown>,
  /** The refusal the page came back with, if any. */
  given?: string,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(given);
  async function run(form: HTMLFormElement) {
    setBusy(true);
    setError(undefined);
    const asked = await askOptions<Options>(address);
    if ("error" in asked) {
      setBusy(false);
      return setError(asked.error);
    }
    try {
      postAnswer(form, await ceremony(asked.options));
    } catch (e) {
      setBusy(false);
      setError(browserRefusalWords(e));
    }
  }
  return { busy, error, setError, run };
}
