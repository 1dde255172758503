export { parseSearchQuery, allWordsText, anyWordText, MAX_QUERY_LENGTH, type SearchQuery } from "./parse";
export { highlight } from "./highlight";
export { closestWord } from "./spelling";
