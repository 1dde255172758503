// Which of the catalogue's words a mistyped word was meant to be.
import { foldWord } from "./highlight";

/**
 * The number of single-letter edits (insert, delete, replace, swap two neighbours) between two
 * words: "dres" is 1 from "dress" and 3 from "dresses".
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // rows[i][j]: the distance between the first i letters of x and the first j of y.
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * The most edits a typo of a word this long may have: none up to two letters, one up to seven,
 * two from eight. Read from the shop's own words: most of its words of three to seven letters
 * have another of its words two edits away ("crepe" is two from "crease", "skirt" one from
 * "shirt"), so a second edit there no longer names what was meant; from eight letters few do
 * (docs/decisions/241-a-typo-is-at-most-one-edit-in-a-short-word.md).
 */
export function allowedEdits(word: string): number {
  const letters = [...foldWord(word)].length;
  return letters <= 2 ? 0 : letters <= 7 ? 1 : 2;
}

/**
 * The candidate a word was most likely meant to be: the fewest edits away, the earlier on a tie
 * (candidates come most similar first); null when there is none within `allowedEdits`.
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  const typed = foldWord(word);
  let best: string | null = null;
  let bestDistance = allowedEdits(word) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(typed, foldWord(candidate));
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
