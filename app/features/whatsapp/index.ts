export { orderMessage, productMessage } from "./whatsapp";
export { WhatsAppLink } from "./whatsapp-link";
