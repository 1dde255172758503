import type { Promised } from "./promise";
import { formatDay } from "~/lib/lagos-clock";
import type { IsoDate } from "./working-days";

export type NeededByCheck =
  { ok: true } | { ok: false; reason: "past" | "too-early"; message: string; expressWouldMakeIt: boolean };

/**
 * Whether the order can be with the shopper by the day she needs it. ISO dates compare as text.
 * `withExpress` is the promise express production would give, when express is possible and not chosen.
 */
export function checkNeededBy(
  neededBy: IsoDate,
  today: IsoDate,
  promised: Promised,
  opts: { pickup: boolean; withExpress?: Promised },
): NeededByCheck {
  if (neededBy < today) {
    return {
      ok: false,
      reason: "past",
      message: "That date has passed. Choose a day from today on.",
      expressWouldMakeIt: false,
    };
  }
  if (neededBy >= promised.deliverBy) return { ok: true };
  const arrive = opts.pickup ? "ready to collect" : "with you";
  const first = `We cannot promise your order by ${formatDay(neededBy)}: it will be ${arrive} by ${formatDay(promised.deliverBy)}.`;
  const express = opts.withExpress;
  if (express && neededBy >= express.deliverBy) {
    return {
      ok: false,
      reason: "too-early",
      message: `${first} With express production it would be ${arrive} by ${formatDay(express.deliverBy)}: choose express to make it.`,
      expressWouldMakeIt: true,
    };
  }
  const quicker = express ? " Even express production would not make it." : "";
  return {
    ok: false,
    reason: "too-early",
    message: `${first}${quicker} Chat with us on WhatsApp and we will see what we can do.`,
    expressWouldMakeIt: false,
  };
}
