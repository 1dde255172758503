// An order's address in the words each place prints it: the street line, then the town and
// postcode (an address abroad has them; a Nigerian one often has neither), the state, the country.
import type { Customer } from "./order";

type Address = Pick<Customer, "address" | "city" | "postcode" | "state" | "country">;

const filled = (parts: string[]) => parts.map((p) => p.trim()).filter((p) => p !== "");

/** The town and its postcode as one line: 'London SW1A 1AA'. */
const townLine = (a: Address) => filled([a.city, a.postcode]).join(" ");

/** The street with the town and postcode after it, for one field: '1 Example Street, London SW1A 1AA'. */
export const streetAndTown = (a: Address) => filled([a.address, townLine(a)]).join(", ");

/** Every line of the address, as a slip or a page prints it; empty parts left out. */
export const addressLines = (a: Address) => filled([a.address, townLine(a), a.state, a.country]);
