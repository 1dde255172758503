import { Button } from "~/components/ui/button";
import type { Share } from "./group-view";
import { ReturnMethodFields } from "./return-method-fields";

/**
 * The group was called off but some orders still hold money (a return that did not finish):
 * the same return again, which gives back only what is left.
 */
export function ReturnRestSection({ holding, paystack }: { holding: readonly Share[]; paystack: boolean }) {
  return (
    <section aria-labelledby="return-rest-title" className="flex flex-col gap-3 border border-line bg-white p-4">
      <h2 id="return-rest-title" className="text-xl">
        Money still to return
      </h2>
      <form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="finish-return" />
        <ReturnMethodFields shares={holding} paystack={paystack} state="held" />
        <Button type="submit" className="self-start">
          Return what is left
        </Button>
      </form>
    </section>
  );
}
