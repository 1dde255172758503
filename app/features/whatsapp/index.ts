export { orderMessage, payOrderMessage, productMessage, whatsappLink } from "./whatsapp";
export { balanceWhatsappLink, chatWithLink, internationalDigits, orderChatLink } from "./balance-message";
export { WhatsAppLink } from "./whatsapp-link";
