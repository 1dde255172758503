import { ProductPrice } from "~/features/currency";
import { island } from "~/lib/islands/island";

/** A product's price on the shop's pages, converted in the browser to the display currency. */
export const ProductPriceIsland = island("product-price", ProductPrice);
