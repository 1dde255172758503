import { useCallback, useEffect, useState } from "react";

/** How long between two asks while photos are processing, and how many asks before giving up. */
const REFRESH = { everyMs: 1500, afterFailureMs: 5000, most: 120 } as const;

/** The cards of the photos still being prepared, on this page. */
const processingCards = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLElement>("#photos-list li[data-status='processing']"),
];

/**
 * Updates, from `html` (the photos screen as the server answers it now), each card still
 * processing here whose photo is no longer: its thumbnail and its state, nothing else, so an alt
 * text being typed is never touched. The waiting notice goes once nothing is processing. Returns
 * how many cards still wait, or undefined when the answer is not the photos screen.
 */
export function applyStatuses(html: string, doc: Document = document): number | undefined {
  const answer = new DOMParser().parseFromString(html, "text/html");
  if (!answer.getElementById("photos-list")) return undefined;
  for (const card of processingCards(doc)) {
    const fresh = answer.getElementById(card.id);
    const status = fresh?.dataset.status;
    if (!fresh || status === "processing" || !status) continue;
    for (const part of ["thumb", "status"]) {
      const here = doc.getElementById(`${card.id}-${part}`);
      const there = answer.getElementById(`${card.id}-${part}`);
      if (here && there) here.replaceWith(doc.importNode(there, true));
    }
    card.dataset.status = status;
  }
  // A photo removed meanwhile (in another tab) is not waited for.
  const waiting = processingCards(doc).filter((card) => answer.getElementById(card.id)).length;
  if (waiting === 0 && !answer.getElementById("photos-waiting")) doc.getElementById("photos-waiting")?.remove();
  return waiting;
}

/**
 * While a photo of the screen is processing, asks the server for the screen again every second
 * and a half and shows each photo once it is ready; stops when none is processing (or after a
 * few minutes of asking). `restart` starts it again after new photos came in.
 */
export function useProcessingRefresh(): { refreshing: boolean; restart: () => void } {
  const [round, setRound] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const restart = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (processingCards(document).length === 0) return setRefreshing(false);
    setRefreshing(true);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      asked++;
      let waiting: number | undefined;
      try {
        const answer = await fetch(location.pathname + location.search, { headers: { Accept: "text/html" } });
        waiting = answer.ok ? applyStatuses(await answer.text()) : undefined;
      } catch {
        waiting = undefined;
      }
      if (stopped) return;
      if (waiting === 0 || asked >= REFRESH.most) return setRefreshing(false);
      timer = setTimeout(() => void ask(), waiting === undefined ? REFRESH.afterFailureMs : REFRESH.everyMs);
    };
    timer = setTimeout(() => void ask(), REFRESH.everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  return { refreshing, restart };
}
