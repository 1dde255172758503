/** Every admin page: its title, and never in a search engine. */
export const adminMeta = (title: string) => [
  { title: `${title} | Hazel admin` },
  { name: "robots", content: "noindex, nofollow" },
];
