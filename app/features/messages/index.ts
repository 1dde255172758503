export { arrivedAt, noteProductViewed } from "./interest";
