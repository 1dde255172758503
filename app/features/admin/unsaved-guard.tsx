import { useEffect } from "react";
import { island } from "~/lib/islands/island";

/** A form's fields as one string, to tell whether anything was typed since the page loaded. */
const snapshot = (form: HTMLFormElement) =>
  JSON.stringify([...new FormData(form)].map(([k, v]) => [k, typeof v === "string" ? v : v.name]));

/**
 * With a script: leaving the page (a link, a reload, closing the tab) while the form holds
 * changes not yet saved asks the browser's "Leave site?" first (always, when the form came back
 * unsaved: a conflict or a message). Posting the form itself does not.
 * Without a script the page is as it was; its action buttons save the form before acting.
 */
export function UnsavedGuard({ formId, unsaved = false }: { formId: string; unsaved?: boolean }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const opened = snapshot(form);
    let posting = false;
    const onSubmit = () => {
      posting = true;
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      if (posting || (!unsaved && snapshot(form) === opened)) return;
      event.preventDefault();
      event.returnValue = "";
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("beforeunload", onLeave);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("beforeunload", onLeave);
    };
  }, [formId, unsaved]);
  return null;
}

export const UnsavedGuardIsland = island("unsaved-guard", UnsavedGuard);
