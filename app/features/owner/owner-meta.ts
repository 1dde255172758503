/** Every back-office page: its title, and never in a search engine. */
export const ownerMeta = (title: string) => [
  { title: `${title} | Hazel back office` },
  { name: "robots", content: "noindex, nofollow" },
];
