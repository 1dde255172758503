import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/** The social-feed band of a showcase store. */
export function FeedSection({ store, children }: { store: string; children: ReactNode }) {
  return (
    <section aria-labelledby="feed-heading" className="border-t border-line">
      <div className="container-page flex flex-col gap-12 py-20 sm:py-24">
        <SectionHeading
          id="feed-heading"
          eyebrow={store}
          title="From Our Instagram"
          lede="Fittings, first outings and the moments in between."
        />
        {children}
      </div>
    </section>
  );
}
