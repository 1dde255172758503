export { orderMessage, payOrderMessage, productMessage, whatsappLink } from "./whatsapp";
export { balanceWhatsappLink, internationalDigits, orderChatLink } from "./balance-message";
export { WhatsAppLink } from "./whatsapp-link";
