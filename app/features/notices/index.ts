export { MESSAGE_CONSENT } from "./consent";
export { MESSAGE_TEMPLATES } from "./purposes";
export type { NoticeView } from "./notice-view";
export type { Channel } from "./states";
