import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const url = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  PAYSTACK_PUBLIC_KEY: optional.pipe(z.string().regex(/^pk_(test|live)_\w+$/, "must start with pk_test_ or pk_live_").optional()),
  PAYSTACK_SECRET_KEY: optional.pipe(z.string().regex(/^sk_(test|live)_\w+$/, "must start with sk_test_ or sk_live_").optional()),
  PAYSTACK_API_URL: url("https://api.paystack.co"),
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_ID: optional,
  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_API_URL: url("https://api.emailjs.com"),
  INSTAGRAM_BABIES_TOKEN: optional,
  INSTAGRAM_LIFESTYLE_TOKEN: optional,
  INSTAGRAM_API_URL: url("https://graph.instagram.com"),
  ADMIN_PASSWORD: optional.pipe(z.string().min(12, "must be at least 12 characters").optional()),
});

export type Env = z.infer<typeof schema> & { SITE_URL: string };

export class EnvError extends Error {}

/** Validates the process environment; the error names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (Boolean(env.PAYSTACK_PUBLIC_KEY) !== Boolean(env.PAYSTACK_SECRET_KEY)) {
    throw new EnvError(
      "Invalid configuration:\n  PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY must be set together",
    );
  }
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}
