/**
 * Every address of the specification's route list a visitor can open, with the main heading it
 * shows (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
export const pages = [
  { path: "/", heading: "Hazel" },
  { path: "/collections", heading: "Explore Collections" },
  { path: "/mysthique", heading: "Mysthique" },
  { path: "/genesis", heading: "Genesis Collection" },
  { path: "/naledi", heading: "Naledi Collection" },
  { path: "/resurgence", heading: "Resurgence Collection" },
  { path: "/bubble-girl", heading: "Bubble Girl" },
  { path: "/hazelbee", heading: "The Perfect Wedding guest styles" },
  { path: "/hazelbee/shop", heading: "HazelBee Shop" },
  { path: "/hazelbabies", heading: "Creating magical moments for every girl." },
  { path: "/hazellifestyle", heading: "HazelLifestyle" },
  { path: "/cart", heading: "Cart" },
  { path: "/checkout", heading: "Checkout" },
  { path: "/contact", heading: "Contact" },
  { path: "/terms", heading: "Terms of Service, Delivery and Refund Policy" },
  { path: "/size-guide", heading: "Size Guide" },
] as const;
