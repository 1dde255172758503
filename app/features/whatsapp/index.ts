export { orderMessage, payOrderMessage, productMessage, whatsappLink } from "./whatsapp";
export { balanceWhatsappLink, internationalDigits } from "./balance-message";
export { WhatsAppLink } from "./whatsapp-link";
