import { useState, type FormEvent } from "react";

/**
 * Saves run one after another on a page: a device's first save brings its cookie, and a second
 * save sent before that answer came back would make the device another cookie, losing the first.
 */
let previous: Promise<unknown> = Promise.resolve();

async function post(form: HTMLFormElement): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) body.append(name, String(value));
  body.set("in-place", "1");
  const answer = await fetch(form.action, { method: "POST", body }).catch(() => null);
  // The answer leads to her list: that request brings the device's cookie back, so the piece is kept.
  return Boolean(answer?.ok && answer.redirected && new URL(answer.url).pathname === "/saved");
}

/**
 * A heart's form with the page's script: the piece is saved without leaving the page. When the
 * shop refuses (or cannot be reached), the form is sent as without a script, to show her why.
 */
export function useSaveInPlace() {
  const [saved, setSaved] = useState<"no" | "saving" | "yes">("no");
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saved === "saving") return;
    const form = event.currentTarget;
    setSaved("saving");
    const done = previous.then(() => post(form));
    previous = done;
    void done.then((ok) => {
      setSaved(ok ? "yes" : "no");
      if (!ok) form.submit();
    });
  }
  return { saved: saved === "yes", saving: saved === "saving", onSubmit };
}
