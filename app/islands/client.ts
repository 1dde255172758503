// The one script every page loads. Content comes first: on a slow connection the page's pictures,
// styles and fonts have the network to themselves until the page has loaded and its first paint
// has reached the screen, and a frame has been drawn since the load (the first screen's picture,
// which may come after the first paint, painted), then the islands start. Until then links work
// and Add To Cart submits to the cart page (add-from-address).
const start = () =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void import("./start-islands"))));

/** Runs `then` once the first contentful paint has been presented (a frame later where that cannot be observed). */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(then);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: "paint", buffered: true });
}

/**
 * The pictures kept for after the first paint (Picture's `later`) outside the islands, which show
 * their own once hydrated: each one's markup, kept in a noscript, put in its place.
 */
function showLaterPictures() {
  for (const holder of document.querySelectorAll("[data-later-picture]")) {
    const kept = holder.querySelector("noscript");
    if (!kept || holder.closest("hazel-island")) continue;
    const markup = document.createElement("template");
    markup.innerHTML = kept.textContent ?? "";
    kept.replaceWith(markup.content);
  }
}

const afterLoad = () =>
  afterFirstPaint(() => {
    showLaterPictures();
    start();
  });

if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
