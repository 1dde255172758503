import type { MessageKind } from "./fields";

export type FormState = "idle" | "sending" | "received" | "invalid" | "limited" | "failed";

const thanks: Record<MessageKind, string> = {
  contact: "Thank you, your message has been received. We will reply by email soon.",
  newsletter:
    "Thank you for subscribing. Please confirm with the link we have emailed you; then sales and news will come to your inbox.",
  signup:
    "Thank you for signing up. Please confirm with the link we have emailed you; then exclusive sales and discounts will come to your inbox.",
};

/** The short, polite line under a form that says how sending went. */
export function statusText(kind: MessageKind, state: FormState, serverError?: string): string {
  switch (state) {
    case "idle":
      return "";
    case "sending":
      return "Sending…";
    case "received":
      return thanks[kind];
    case "invalid":
      return serverError && serverError !== "Please correct the fields marked."
        ? serverError
        : "Please correct the fields marked.";
    case "limited":
      return "Too many messages from your connection. Please try again in a few minutes; what you wrote is still here.";
    case "failed":
      return "Sorry, we could not send that just now. Please check your connection and try again; what you wrote is still here.";
  }
}
