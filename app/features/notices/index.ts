export { MESSAGE_CONSENT } from "./consent";
