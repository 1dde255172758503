import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useAutoplay, usePrefersReducedMotion } from "./use-autoplay";

interface CarouselProps {
  /** Accessible name, e.g. 'Images of Orion Dress'. */
  label: string;
  slides: readonly ReactNode[];
  /** One small picture per slide, shown as the carousel's navigation buttons. */
  thumbnails: readonly ReactNode[];
  /** Names each thumbnail button, e.g. 'Show image 2 of 4'. */
  thumbnailLabel?: (index: number, count: number) => string;
  /** Time between slides when playing, in ms. */
  interval?: number;
  /** Length of one slide animation, in ms. */
  duration?: number;
  className?: string;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * A scroll-snap carousel: swipe on touch screens, thumbnails as its buttons, and autoplay that
 * pauses while hovered or focused and stays off for visitors who prefer reduced motion.
 */
export function Carousel({
  label,
  slides,
  thumbnails,
  thumbnailLabel = (i, n) => `Show image ${i + 1} of ${n}`,
  interval = 3000,
  duration = 450,
  className = "",
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      activeRef.current = index;
      setActive(index);
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      cancelAnimationFrame(frame.current);
      const from = el.scrollLeft;
      const to = index * el.clientWidth;
      if (reduced || from === to) {
        el.scrollLeft = to;
        return;
      }
      // Snapping is suspended while the slide glides, so the animation keeps its own pace.
      el.style.scrollSnapType = "none";
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        el.scrollLeft = from + (to - from) * easeInOut(t);
        if (t < 1) frame.current = requestAnimationFrame(step);
        else el.style.scrollSnapType = "";
      };
      frame.current = requestAnimationFrame(step);
    },
    [duration, reduced],
  );

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const { autoplaying } = useAutoplay(() => goTo((activeRef.current + 1) % count), {
    interval,
    running: count > 1 && !hovered && !focused,
  });

  // A swipe or a scroll by keyboard moves the active thumbnail too.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0 || el.style.scrollSnapType === "none") return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== activeRef.current && index >= 0 && index < count) {
      activeRef.current = index;
      setActive(index);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // Never wider than its column: the slides laid out once swiped near must not widen a grid or a flex row.
      className={`min-w-0 ${className}`}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
    >
      <div
        ref={track}
        tabIndex={0}
        aria-live={autoplaying ? "off" : "polite"}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== active || undefined}
            // The slides after the first are laid out, and their pictures asked for, once swiped near.
            className={`w-full shrink-0 snap-start snap-always ${i > 0 ? "render-when-near [contain-intrinsic-block-size:auto_1px]" : ""}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-3 grid grid-cols-4 gap-2 sm:flex sm:gap-3">
          {thumbnails.map((thumb, i) => (
            <button
              key={i}
              type="button"
              aria-label={thumbnailLabel(i, count)}
              aria-current={i === active || undefined}
              onClick={() => goTo(i)}
              className={`relative overflow-hidden transition-opacity sm:w-24 duration-300 ${i === active ? "opacity-100 ring-1 ring-ink ring-offset-2 ring-offset-ivory" : "opacity-60 hover:opacity-100"}`}
            >
              {thumb}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
