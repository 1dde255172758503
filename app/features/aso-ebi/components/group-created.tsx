import { buttonClass } from "~/components/ui/button";
import { CopyLinkIsland } from "~/components/ui/copy-link";

export interface GroupCreatedView {
  name: string;
  email: string;
  pageUrl: string;
  whatsapp: string;
  coordinatorUrl: string;
}

/** What the coordinator sees once her group is open: its page to share, the WhatsApp text, her private link. */
export function GroupCreated({ name, email, pageUrl, whatsapp, coordinatorUrl }: GroupCreatedView) {
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <p className="label-caps text-hazel">Aso-ebi</p>
      <h1 className="text-4xl">{name} is open</h1>
      <p role="status">Share the group&rsquo;s page with your guests: each joins and pays her own share.</p>
      <CopyLinkIsland label="The group's page" url={pageUrl} />
      <a className={buttonClass()} href={whatsapp} target="_blank" rel="noreferrer">
        Send on WhatsApp
      </a>
      <h2 className="text-2xl">Your private page</h2>
      <p>
        See who has joined and paid, and remind those who have not. We emailed this link to {email}; keep it to
        yourself.
      </p>
      <CopyLinkIsland label="Your private page" url={coordinatorUrl} />
      <a className={buttonClass("outline")} href={coordinatorUrl}>
        Open your private page
      </a>
    </div>
  );
}
