export { normalMailbox, sameMailbox } from "./mailbox";
