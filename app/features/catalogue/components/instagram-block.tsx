import { InstagramIcon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/button";
import { site } from "~/config/site";

const instagram = site.social.find((s) => s.name === "Instagram");

/** 'Follow Us On Instagram': the brand's Instagram page, opened in a new tab. */
export function InstagramBlock({ lede }: { lede: string }) {
  if (!instagram) return null;
  const handle = `@${new URL(instagram.href).pathname.replace(/^\/|\/$/g, "")}`;
  return (
    <section aria-labelledby="instagram-heading" className="bg-linen">
      <div className="container-page flex flex-col items-center gap-6 py-20 text-center sm:py-24">
        <InstagramIcon className="size-8 text-hazel" />
        <h2 id="instagram-heading" className="text-4xl sm:text-5xl">
          Follow Us On Instagram
        </h2>
        <p className="max-w-xl text-lg text-ink-soft">{lede}</p>
        <a href={instagram.href} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
          {handle}
          <span className="sr-only"> on Instagram (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
