import { useEffect, useRef, useState, type FormEvent } from "react";
import { validateMessage, type FieldErrors, type MessageField, type MessageKind } from "./schema";
import { sendMessage } from "./send-message";
import { statusText, type FormState } from "./status-text";

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
    if (state === "sending") return;
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), kind };
    const checked = validateMessage(values);
    if (!checked.ok) return refuse(form, checked.errors);

    setErrors({});
    setState("sending");
    request.current = new AbortController();
    const result = await sendMessage(values, request.current.signal);
    if (request.current.signal.aborted) return;
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
