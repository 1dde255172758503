import type { ReactNode } from "react";
import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";

interface HeroProps {
  image: ImageRef;
  /** The same picture cropped upright, for phones. */
  portrait?: ImageRef;
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  /** Line under the title. */
  lede?: string;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Shorter heroes for the sub-stores. */
  size?: "tall" | "medium";
}

/** A full-width picture with the page's title set over a soft shade. The picture is decorative. */
export function Hero({ image, portrait, eyebrow, title, lede, children, size = "tall" }: HeroProps) {
  const height = size === "tall" ? "min-h-[78svh] sm:min-h-[82svh]" : "min-h-[62svh] sm:min-h-[70svh]";
  // On a screen narrower than the picture's proportions, the cover crop draws it wider than the screen.
  const ratio = image.width / image.height;
  const tallest = size === "tall" ? 82 : 70;
  const sizes = `(max-aspect-ratio: ${image.width}/${image.height}) calc(${tallest}vh * ${ratio.toFixed(3)}), 100vw`;
  return (
    <section className={`relative isolate flex items-end overflow-hidden bg-ink text-ivory ${height}`}>
      <Picture image={image} portrait={portrait} alt="" sizes={sizes} eager fill className="-z-20" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/70 via-70% to-ink/35"
      />
      <div className="container-page flex flex-col items-center gap-5 pb-16 text-center sm:pb-24">
        {eyebrow && <p className="label-caps text-ivory">{eyebrow}</p>}
        <h1 className="max-w-4xl text-5xl drop-shadow-sm sm:text-7xl lg:text-8xl">{title}</h1>
        {lede && <p className="max-w-xl text-lg text-ivory sm:text-xl">{lede}</p>}
        {children && <div className="mt-3 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
    </section>
  );
}

/** Class names of a light outlined button over a hero picture. */
export const heroButtonClass =
  "inline-flex min-h-11 items-center justify-center border border-ivory px-8 py-3.5 label-caps text-ivory transition-colors hover:bg-ivory hover:text-ink focus-visible:outline-ivory";
