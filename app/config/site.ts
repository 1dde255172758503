/** Shop settings that are not secrets. The owner changes them here, in one place. */
export const site = {
  brand: "Hazel",
  tagline: "Bold, timeless, unconventional designs.",
  description:
    "Hazel is a Port Harcourt fashion house for women: themed collections and made-to-order pieces, bold, timeless and unconventional.",
  subStores: {
    hazelbee: { name: "HazelBee", path: "/hazelbee" },
    hazelbabies: { name: "HazelBabies", path: "/hazelbabies" },
    hazellifestyle: { name: "HazelLifestyle", path: "/hazellifestyle" },
  },
  contact: {
    phone: "+234 800 000 0000",
    /** The shop's WhatsApp number in international form, digits only (a placeholder until set). */
    whatsapp: "2348000000000",
    email: "hello@hazel.example",
    address: {
      street: "12 Example Close, Old GRA",
      city: "Port Harcourt",
      region: "Rivers State",
      country: "NG",
      countryName: "Nigeria",
    },
  },
  /**
   * The atelier's opening hours in West Africa Time, as schema.org writes them; Sunday is closed.
   * The contact page and the shop's structured data both show these.
   */
  openingHours: [
    { days: ["Monday", "Tuesday", "Thursday", "Friday"], opens: "09:30", closes: "18:00" },
    { days: ["Wednesday"], opens: "11:00", closes: "18:00" },
    { days: ["Saturday"], opens: "10:00", closes: "16:30" },
  ],
  social: [
    { name: "Instagram", href: "https://www.instagram.com/hazel.example" },
    { name: "Facebook", href: "https://www.facebook.com/hazel.example" },
    { name: "TikTok", href: "https://www.tiktok.com/@hazel.example" },
  ],
  /** Opened in a new tab from the menu, footer and every product page; may point to an external document. */
  sizeGuideUrl: "/size-guide",
} as const;

export type SocialNetwork = (typeof site.social)[number]["name"];
