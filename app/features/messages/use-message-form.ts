import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldErrors, MessageField, MessageKind } from "./fields";
import { statusText, type FormState } from "./status-text";

/**
 * The checks and the sending load when a visitor first types in a form (or sends it), not with
 * the page: most visitors never use the page's forms.
 */
let sending: Promise<[typeof import("./schema"), typeof import("./send-message")]> | undefined;
const loadSending = () => (sending ??= Promise.all([import("./schema"), import("./send-message")]));

/**
 * The behaviour every message form shares: check in the browser, post to the shop, reset the
 * form once the shop has the message, and keep what was written when it could not be sent.
 */
export function useMessageForm(kind: MessageKind, onReceived?: () => void) {
  const [state, setState] = useState<FormState>("idle");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.current) return;
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), kind };
    const controller = (request.current = new AbortController());
    const [{ validateMessage }, { sendMessage }] = await loadSending();
    const checked = validateMessage(values);
    if (!checked.ok) {
      request.current = null;
      return refuse(form, checked.errors);
    }

    setErrors({});
    setState("sending");
    const result = await sendMessage(values, controller.signal);
    if (controller.signal.aborted) return;
    request.current = null;
    if (result.status === "received") {
      form.reset();
      setState("received");
      onReceived?.();
    } else if (result.status === "invalid") {
      refuse(form, result.errors, result.error);
    } else {
      setState(result.status);
    }
  }

  function refuse(form: HTMLFormElement, fieldErrors: FieldErrors, error?: string) {
    setErrors(fieldErrors);
    setServerError(error);
    setState("invalid");
    const first = Object.keys(fieldErrors)[0];
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  /** Clears a field's error as soon as the visitor changes it. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    void loadSending();
    const name = (event.target as HTMLInputElement).name as MessageField;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  return {
    state,
    errors,
    status: statusText(kind, state, serverError),
    sending: state === "sending",
    formProps: { onSubmit, onInput, noValidate: true, method: "post", action: "/api/messages" } as const,
  };
}
