/** A showcase store's Instagram feed; it arrives with the feed. */
export function SocialFeed(_props: { store: "babies" | "lifestyle" }) {
  return null;
}
