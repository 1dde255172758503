import { Button } from "~/components/ui/button";
import { EmailField, FormStatus, Honeypot } from "./form-parts";
import { useMessageForm } from "./use-message-form";
import { island } from "~/lib/islands/island";

/** The home page's Subscribe form: an email address for sales and news. */
export function SubscribeForm() {
  const { state, errors, status, sending, formProps } = useMessageForm("newsletter");
  return (
    <form
      {...formProps}
      aria-labelledby="subscribe-heading"
      className="relative flex flex-col items-center gap-6 text-center"
    >
      <p className="label-caps text-hazel">Newsletter</p>
      <h2 id="subscribe-heading" className="-mt-3 text-4xl sm:text-5xl">
        Subscribe
      </h2>
      <p className="max-w-md text-ink-soft">
        New collections, private sales and studio news, a few times a season. No clutter.
      </p>
      <input type="hidden" name="kind" value="newsletter" />
      <div className="flex w-full max-w-lg flex-col gap-3 text-left sm:flex-row sm:items-start">
        <EmailField placeholder="you@example.com" error={errors.from_email} className="flex-1" />
        <Button type="submit" disabled={sending} className="sm:mt-[1.625rem]">
          {sending ? "Sending…" : "Subscribe"}
        </Button>
      </div>
      <Honeypot />
      <FormStatus state={state} text={status} />
    </form>
  );
}

export const SubscribeFormIsland = island("subscribe-form", SubscribeForm);
