export { parseSearchQuery, allWordsText, anyWordText, type SearchQuery } from "./parse";
export { highlight } from "./highlight";
export { closestWord } from "./spelling";
