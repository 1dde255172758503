// What both passkey islands do in the browser: ask the server for a ceremony's options (a POST
// from the shop's own page, so the same-site check passes), then put the browser's answer in the
// form's hidden field and post the form as a plain form would.

/** The options the server answers with, or its refusal in words. */
export async function askOptions<T>(address: string): Promise<{ options: T } | { error: string }> {
  try {
    const answer = await fetch(address, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const body = (await answer.json()) as { options?: T; error?: string };
    if (answer.ok && body.options) return { options: body.options };
    return { error: body.error ?? "The shop could not start the passkey. Please try again." };
  } catch {
    return { error: "The shop could not be reached. Please check the connection and try again." };
  }
}

/** Words for a browser's refusal: cancelled, timed out, or no passkey offered. */
export function browserRefusalWords(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey was cancelled or took too long. Please try again.";
  if (name === "InvalidStateError") return "This device's passkey is already added.";
  return "The browser could not use a passkey here. Please try again, or use your password.";
}

/** Posts the form with the browser's answer in its hidden "answer" field. */
export function postAnswer(form: HTMLFormElement, answer: unknown): void {
  const field = form.elements.namedItem("answer");
  if (field instanceof HTMLInputElement) field.value = JSON.stringify(answer);
  form.submit();
}
