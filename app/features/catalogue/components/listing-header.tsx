interface ListingHeaderProps {
  eyebrow: string;
  heading: string;
  blurb: string;
}

/** The heading and blurb above a listing. */
export function ListingHeader({ eyebrow, heading, blurb }: ListingHeaderProps) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
      <p className="label-caps text-hazel">{eyebrow}</p>
      <h1 className="text-5xl sm:text-6xl lg:text-7xl">{heading}</h1>
      <span aria-hidden="true" className="h-px w-16 bg-gold" />
      <p className="max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">{blurb}</p>
    </header>
  );
}
