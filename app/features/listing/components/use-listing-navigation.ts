import { useCallback, useEffect, useRef, useState } from "react";
import type { ListingPageData } from "../listing-page.server";
import { listingHref } from "../urls";
import { listingPropsIn } from "./page-props";
import { piecesText } from "./words";

type Navigate = (href: string, options?: { push?: boolean; then?: () => void }) => void;

const here = () => `${location.pathname}${location.search}`;

/**
 * The listing's results follow its address without a full load: the asked address's page is
 * fetched (the same one a shopper without a script gets), its results read from its listing
 * island, the address pushed, and the count said in a polite live region. Back and forward fetch
 * the address they land on. Anything failing loads the address as a page.
 */
export function useListingNavigation(initial: ListingPageData) {
  const [data, setData] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const shown = useRef(listingHref(initial.base, initial.query));

  const navigate: Navigate = useCallback((href, { push = true, then } = {}) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    fetch(href, { signal: controller.signal, headers: { Accept: "text/html" } })
      .then(async (response) => {
        const props = response.ok ? listingPropsIn(await response.text()) : undefined;
        if (!props) throw new Error(`No listing at ${href}`);
        if (controller.signal.aborted) return;
        const url = new URL(response.url || href, location.href);
        const address = `${url.pathname}${url.search}`;
        if (push && address !== here()) history.pushState({ listing: address }, "", address);
        shown.current = address;
        setData(props.data);
        // The same words twice in a row are said again: the live region must change.
        setAnnouncement((said) => {
          const words = `${piecesText(props.data.total)} found`;
          return said === words ? `${words}.` : words;
        });
        setBusy(false);
        then?.();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        location.assign(href);
      });
  }, []);

  useEffect(() => {
    const onPop = () => {
      if (here() !== shown.current) navigate(here(), { push: false });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [navigate]);

  return { data, announcement, busy, navigate };
}
