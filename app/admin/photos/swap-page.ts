/** The parts of the photos screen an answer to the upload replaces: its notices, its count and its list. */
const SWAPPED = ["photos-notices", "photos-count", "photos-list"] as const;

/**
 * Puts the parts of the photos screen from `html` (the page the server answered the upload with)
 * in place of this page's own, as a reload would show them; false, changing nothing, when the
 * answer is not that screen (a sign-in page, an error).
 */
export function swapFromPage(html: string): boolean {
  const answer = new DOMParser().parseFromString(html, "text/html");
  const pairs = SWAPPED.map((id) => [document.getElementById(id), answer.getElementById(id)] as const);
  if (pairs.some(([here, there]) => !here || !there)) return false;
  for (const [here, there] of pairs) here!.replaceWith(document.importNode(there!, true));
  return true;
}
