export { contactMessage, orderMessage, productMessage, WHATSAPP_LABEL, whatsappLink } from "./whatsapp";
export { WhatsAppLink } from "./whatsapp-link";
