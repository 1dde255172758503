import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";

/** The Brand: who Hazel is, beside a picture of the atelier. */
export function BrandStory({ image }: { image: ImageRef }) {
  return (
    <section
      aria-labelledby="brand-heading"
      className="container-page grid items-center gap-10 py-20 sm:py-28 lg:grid-cols-2 lg:gap-20"
    >
      <div className="relative order-last aspect-[4/5] overflow-hidden bg-linen lg:order-first">
        <Picture
          image={image}
          alt="The Hazel atelier in Port Harcourt"
          sizes="(min-width: 1024px) 45vw, 100vw"
          fill
          className="object-cover"
        />
      </div>
      <div className="flex flex-col gap-6">
        <p className="label-caps text-hazel">Since the first sketch</p>
        <h2 id="brand-heading" className="text-5xl sm:text-6xl">
          The Brand
        </h2>
        <p className="text-lg leading-relaxed text-ink-soft">
          Hazel was founded by a designer who believed a woman should never have to choose between being noticed and
          being comfortable. From a small atelier in Port Harcourt, every piece is drawn, cut and finished by hand, in
          numbers small enough that each one still feels like a conversation.
        </p>
        <p className="text-lg leading-relaxed text-ink-soft">
          We make bold, timeless, unconventional designs: silhouettes that borrow from architecture and the night sky,
          prints that carry the confidence of the Afro-centric woman, and colours picked to be worn for years, not
          seasons. Ready-to-wear or made to your measure, each collection is a story you get to finish.
        </p>
        <p className="font-display text-2xl italic text-ink">Bold. Timeless. Unconventional.</p>
      </div>
    </section>
  );
}
