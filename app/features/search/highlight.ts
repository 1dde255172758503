// The words of a result's name or description that a search matched, for the page to wrap in <mark>.

/** A run of text, marked when it is a matched word. Joined together the parts are the text. */
export interface TextPart {
  text: string;
  marked: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
/** Letters unaccent writes as others and NFD does not take apart. */
const LETTERS: Record<string, string> = { ø: "o", ł: "l", đ: "d", ħ: "h", ı: "i", æ: "ae", œ: "oe", ß: "ss" };

/** A word as searches compare it: lowercased, accents off ("Café" and "cafe" are one word). */
export function foldWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øłđħıæœß]/g, (c) => LETTERS[c] ?? c);
}

/** The shortest word a longer term marks (a search for "dresses" marks "Dress", not "a"). */
const MIN_STEM = 4;

/**
 * Splits `text` into parts, marking each word that begins with one of `terms` ("dress" marks
 * "Dresses") or begins one of them and has at least four letters ("dresses" marks "Dress", as
 * the search's English stems match it), accents and case ignored.
 */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const folded = [...new Set(terms.map(foldWord).filter((t) => t !== ""))];
  const parts: TextPart[] = [];
  let at = 0;
  const add = (part: string, marked: boolean) => {
    if (part !== "") parts.push({ text: part, marked });
  };
  if (folded.length > 0) {
    for (const match of text.matchAll(WORD)) {
      const word = foldWord(match[0]);
      const hit = folded.some((t) => word.startsWith(t) || (word.length >= MIN_STEM && t.startsWith(word)));
      if (!hit) continue;
      add(text.slice(at, match.index), false);
      add(match[0], true);
      at = match.index + match[0].length;
    }
  }
  add(text.slice(at), false);
  return parts;
}
