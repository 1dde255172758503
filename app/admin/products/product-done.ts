/** What the product pages say after an action that worked (kept in the address they return to). */
const PRODUCT_DONE_TEXT = {
  created: "The product is created. It stays a draft until you publish it.",
  saved: "Saved. The shop shows the change within seconds.",
  unchanged: "Nothing had changed, so nothing was saved.",
  published: "Published: shoppers can see it within seconds.",
  unpublished: "Unpublished: it is a draft again, and its page is gone from the shop.",
  "saved-published": "Saved and published: shoppers can see it within seconds.",
  "saved-unpublished": "Saved and unpublished: it is a draft again, and its page is gone from the shop.",
  already: "It was so already.",
  copied: "This is a draft copy, with the same stock counts. Change what differs, then publish it.",
  "copied-photos": "This is a draft copy, with the same stock counts and photos. Change what differs, then publish it.",
  moved: "Moved.",
  end: "It is already at that end of its listing.",
  deleted: "The draft is deleted.",
  restored: "The version is restored. The shop shows it within seconds.",
  "plan-saved": "The plan is saved: the checkout offers it on this piece at once.",
  "plan-off": "No plan is offered on this piece now.",
  "collection-plan-saved":
    "The collection's plan is saved: the checkout offers it on its pieces without a plan of their own within a minute.",
  "collection-plan-off": "The collection's plan is taken off: its pieces keep only plans of their own.",
} as const;

export type ProductDoneKey = keyof typeof PRODUCT_DONE_TEXT;

/** The sentence for a `done` in an address, if it is one of them. */
export function productDoneText(done: string | null): string | null {
  return done && Object.hasOwn(PRODUCT_DONE_TEXT, done) ? PRODUCT_DONE_TEXT[done as ProductDoneKey] : null;
}

/** An address with `done` added to its query, and an anchor to return to. */
export function withDone(address: string, done: ProductDoneKey, anchor?: string): string {
  return `${address}${address.includes("?") ? "&" : "?"}done=${done}${anchor ? `#${anchor}` : ""}`;
}
