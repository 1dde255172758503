export { MESSAGE_CONSENT } from "./consent";
export { ConsentTick } from "./components/consent-tick";
export { MESSAGE_TEMPLATES } from "./purposes";
export type { NoticeView } from "./notice-view";
export type { Channel } from "./states";
