export { MESSAGE_CONSENT } from "./consent";
export { MESSAGE_TEMPLATES, type MessagePurpose } from "./purposes";
export type { NoticeView } from "./notice-view";
export type { Channel, NoticeState } from "./states";
