// The page will also want `highlight` (./highlight) and MAX_QUERY_LENGTH (./parse): exported here
// once something outside this folder uses them.
export { parseSearchQuery, allWordsText, anyWordText, type SearchQuery } from "./parse";
export { closestWord } from "./spelling";
