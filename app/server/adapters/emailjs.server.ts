import type { Env } from "../base/env.server";

/** The version of EmailJS's browser library whose send-form request this adapter makes. */
export const EMAILJS_LIB_VERSION = "4.4.1";
const SEND_FORM_PATH = "/api/v1.0/email/send-form";
const TIMEOUT_MS = 15_000;

/**
 * The shop's EmailJS templates: visitors' messages, new orders for the owner, the shopper's updates,
 * and the lists' emails (confirmations, back in stock, sale news).
 */
export type TemplateName = "messages" | "order" | "customer" | "lists";

export const TEMPLATE_VARIABLES: Record<
  TemplateName,
  "EMAILJS_TEMPLATE_ID" | "EMAILJS_ORDER_TEMPLATE_ID" | "EMAILJS_CUSTOMER_TEMPLATE_ID" | "EMAILJS_LIST_TEMPLATE_ID"
> = {
  messages: "EMAILJS_TEMPLATE_ID",
  order: "EMAILJS_ORDER_TEMPLATE_ID",
  customer: "EMAILJS_CUSTOMER_TEMPLATE_ID",
  lists: "EMAILJS_LIST_TEMPLATE_ID",
};

export interface EmailjsConfig {
  apiUrl: string;
  serviceId: string;
  publicKey: string;
  privateKey: string;
  /** The templates that are set; a notice for a template that is not waits in the outbox. */
  templates: Partial<Record<TemplateName, string>>;
}

/** A template's parameters. */
export type EmailFields = Record<string, string>;

export interface SendResult {
  ok: boolean;
  status: number;
  /** EmailJS's answer text ("OK", or why it refused), or the network error. */
  text: string;
}

const account = ["EMAILJS_SERVICE_ID", "EMAILJS_PUBLIC_KEY", "EMAILJS_PRIVATE_KEY"] as const;

/**
 * The EmailJS settings: the account's three and at least one template; else the names of the
 * variables still missing.
 */
export function emailjsConfig(env: Env): { ok: true; config: EmailjsConfig } | { ok: false; missing: string[] } {
  const templates: EmailjsConfig["templates"] = {};
  for (const [name, variable] of Object.entries(TEMPLATE_VARIABLES) as [TemplateName, string][]) {
    const id = env[variable as keyof Env];
    if (typeof id === "string" && id) templates[name] = id;
  }
  const missing: string[] = account.filter((name) => !env[name]);
  if (Object.keys(templates).length === 0) missing.push(...Object.values(TEMPLATE_VARIABLES));
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    config: {
      apiUrl: env.EMAILJS_API_URL,
      serviceId: env.EMAILJS_SERVICE_ID!,
      publicKey: env.EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY!,
      templates,
    },
  };
}

/**
 * Sends one email through EmailJS's send-form endpoint: multipart form data with the template
 * parameters, the library version, the service and template ids, the public key (user_id) and
 * the private key (accessToken). The only module that calls EmailJS; it never throws.
 */
export async function sendEmail(
  config: EmailjsConfig,
  templateId: string,
  fields: EmailFields,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("lib_version", EMAILJS_LIB_VERSION);
  form.append("service_id", config.serviceId);
  form.append("template_id", templateId);
  form.append("user_id", config.publicKey);
  form.append("accessToken", config.privateKey);
  try {
    const response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, "")}${SEND_FORM_PATH}`, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 1000);
    return { ok: response.ok, status: response.status, text };
  } catch (error) {
    return { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}
