/** The last instant she may move or cancel for free: the cut-off's hours before the start. */
export const freeUntil = (startsAt: Date, cutoffHours: number): Date =>
  new Date(startsAt.getTime() - cutoffHours * 3_600_000);

/** Whether moving or cancelling is still free at `now`. */
export const isFreeToChange = (startsAt: Date, cutoffHours: number, now: Date): boolean =>
  now.getTime() <= freeUntil(startsAt, cutoffHours).getTime();
