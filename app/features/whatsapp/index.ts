export { orderMessage, payOrderMessage, productMessage, whatsappLink } from "./whatsapp";
export { internationalDigits } from "./balance-message";
export { WhatsAppLink } from "./whatsapp-link";
