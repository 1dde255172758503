export { orderMessage, payOrderMessage, productMessage } from "./whatsapp";
export { WhatsAppLink } from "./whatsapp-link";
