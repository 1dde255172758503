// Every country's regions: the package's JSON as one string, which a phone parses far faster than
// the same data written as JavaScript. Loaded on its own, after the checkout has started.
import data from "country-region-data/data.json?raw";

export default data;
