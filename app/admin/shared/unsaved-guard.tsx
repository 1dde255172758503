import { useEffect } from "react";
import { island } from "~/lib/islands/island";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form's fields as one string: as the page was served (`served`), or as they are now.
 * The served values come from the markup, so what was typed before the script arrived counts.
 */
function snapshot(form: HTMLFormElement, served: boolean): string {
  const values: string[] = [];
  for (const element of form.elements) {
    const field = element as Field;
    if (!field.name) continue;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      // A single choice with no option marked selected is served showing its first option.
      const servedOptions =
        options.some((o) => o.defaultSelected) || field.multiple
          ? options.filter((o) => o.defaultSelected)
          : options.slice(0, 1);
      for (const option of served ? servedOptions : options.filter((o) => o.selected))
        values.push(`${field.name}=${option.value}`);
    } else if (field instanceof HTMLInputElement && field.type === "file") {
      values.push(`${field.name}=${served ? "" : [...(field.files ?? [])].map((file) => file.name).join("/")}`);
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (served ? field.defaultChecked : field.checked) values.push(`${field.name}=${field.value}`);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      values.push(`${field.name}=${served ? field.defaultValue : field.value}`);
    }
  }
  return JSON.stringify(values);
}

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
    const served = snapshot(form, true);
    let posting = false;
    const onSubmit = () => {
      posting = true;
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      if (posting || (!unsaved && snapshot(form, false) === served)) return;
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
