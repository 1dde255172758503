import { buttonClass } from "~/components/ui/button";
import { Notice } from "./notice";

/**
 * The page her email's link opens: one Continue button. The link alone signs nobody in, so a mail
 * scanner that opens it uses nothing; pressing Continue (a POST) does.
 */
export function ContinueForm({ token, notice }: { token: string | null; notice: string | null }) {
  return (
    <div className="flex flex-col gap-6">
      <Notice text={notice} />
      {token ? (
        <form method="post" className="flex flex-col gap-4">
          <p>Press Continue to sign in to your page on this device.</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
            Continue
          </button>
        </form>
      ) : (
        <a href="/account" className={buttonClass("outline", "w-full sm:w-fit")}>
          Ask for a new code
        </a>
      )}
    </div>
  );
}
