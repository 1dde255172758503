import { whatsappLink, WHATSAPP_LABEL } from "./whatsapp";

/** 'Chat on WhatsApp': an ordinary link to wa.me with the message written, opened in a new tab. */
export function WhatsAppLink({ message, className = "" }: { message: string; className?: string }) {
  return (
    <a
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={`label-caps inline-flex w-fit items-center gap-2 border-b border-ink pb-1 hover:border-hazel hover:text-hazel ${className}`}
    >
      {WHATSAPP_LABEL}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
