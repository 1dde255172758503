export { SocialFeedIsland } from "./social-feed";
export type { FeedStore } from "./post";
