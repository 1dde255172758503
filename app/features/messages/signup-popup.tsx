import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { isTopEdgeExit } from "./exit-intent";
import { EmailField, FormStatus, Honeypot } from "./form-parts";
import { LIMITS } from "./fields";
import { isTouchScreen, watchForPhoneInvite } from "./phone-invite";
import { arrivedAt, interested } from "./interest";
import { hasSignedUp, rememberInvitedOnPhone, rememberSignedUp, wasInvitedOnPhone } from "./signed-up";
import { useMessageForm } from "./use-message-form";
import { island } from "~/lib/islands/island";

const TITLE = "Get Access to Exclusive Sales and Discounts!";

/**
 * The home page's sign-up pop-up. On a screen with a mouse it opens once per visit when the pointer
 * leaves the window through the top edge; on a touch screen, once per visitor, after she has read
 * a while (phone-invite.ts). Never for a visitor who has signed up; after signing up it closes for
 * good and a thank-you line appears at the foot of the window.
 */
export function SignupPopup() {
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const form = useMessageForm("signup", () => {
    rememberSignedUp();
    setOpen(false);
    setThanked(true);
  });

  useEffect(() => {
    if (hasSignedUp()) return;
    arrivedAt();
    const mayOpen = () => !hasSignedUp() && !document.querySelector("dialog[open]");
    if (isTouchScreen()) {
      if (wasInvitedOnPhone()) return;
      // A phone's invitation is the shop's own: it waits for real interest too. A desktop's is the spec's exit.
      return watchForPhoneInvite(() => {
        if (!mayOpen() || !interested()) return false;
        rememberInvitedOnPhone();
        setOpen(true);
        return true;
      });
    }
    const onMouseOut = (event: MouseEvent) => {
      if (!isTopEdgeExit(event) || !mayOpen()) return;
      document.removeEventListener("mouseout", onMouseOut);
      setOpen(true);
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, []);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), 8000);
    return () => clearTimeout(timer);
  }, [thanked]);

  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} label={TITLE}>
        <form {...form.formProps} className="flex flex-col gap-5 pt-4">
          <p className="label-caps text-hazel">Hazel Insiders</p>
          <h2 className="-mt-2 text-3xl sm:text-4xl">{TITLE}</h2>
          <p className="text-ink-soft">
            Be the first to hear of private sales, new collections and offers for insiders only.
          </p>
          <input type="hidden" name="kind" value="signup" />
          <TextField
            label="Name"
            name="from_name"
            autoComplete="name"
            required
            maxLength={LIMITS.name}
            error={form.errors.from_name}
          />
          <EmailField error={form.errors.from_email} />
          <Honeypot />
          <Button type="submit" disabled={form.sending}>
            {form.sending ? "Sending…" : "Submit"}
          </Button>
          <FormStatus state={form.state} text={form.state === "received" ? "" : form.status} />
        </form>
      </Dialog>
      <div
        role="status"
        aria-live="polite"
        className={`fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md text-center transition-opacity duration-500 ${thanked ? "opacity-100" : "pointer-events-none opacity-0"}`}
      >
        {thanked && <p className="bg-ink px-5 py-4 text-sm text-ivory shadow-lg">{form.status}</p>}
      </div>
    </>
  );
}

export const SignupPopupIsland = island("signup-popup", SignupPopup);
