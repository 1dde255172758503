import type { Env } from "./env.server";

/** The version of EmailJS's browser library whose send-form request this adapter makes. */
export const EMAILJS_LIB_VERSION = "4.4.1";
const SEND_FORM_PATH = "/api/v1.0/email/send-form";
const TIMEOUT_MS = 15_000;

export interface EmailjsConfig {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string;
}

/** The template parameters every message is relayed with. */
export interface EmailFields {
  from_name: string;
  from_email: string;
  from_phone: string;
  message: string;
}

export interface SendResult {
  ok: boolean;
  status: number;
  /** EmailJS's answer text ("OK", or why it refused), or the network error. */
  text: string;
}

const required = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY", "EMAILJS_PRIVATE_KEY"] as const;

/** The EmailJS settings, or the names of the variables still missing. */
export function emailjsConfig(env: Env): { ok: true; config: EmailjsConfig } | { ok: false; missing: string[] } {
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    config: {
      apiUrl: env.EMAILJS_API_URL,
      serviceId: env.EMAILJS_SERVICE_ID!,
      templateId: env.EMAILJS_TEMPLATE_ID!,
      publicKey: env.EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY!,
    },
  };
}

/**
 * Sends one message through EmailJS's send-form endpoint: multipart form data with the template
 * parameters, the library version, the service and template ids, the public key (user_id) and
 * the private key (accessToken). The only module that calls EmailJS; it never throws.
 */
export async function sendEmail(config: EmailjsConfig, fields: EmailFields, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("lib_version", EMAILJS_LIB_VERSION);
  form.append("service_id", config.serviceId);
  form.append("template_id", config.templateId);
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
