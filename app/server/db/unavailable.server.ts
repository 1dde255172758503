import { ErrorAnswer } from "./error-answer.server";

/** PostgreSQL error classes meaning the server or the connection went away, or a statement ran too long. */
const UNAVAILABLE_CODES = /^(08...|57P0[1-3]|57014|53300)$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const DRIVER_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Query read timeout/i;

/** True for an error that says the database cannot be reached now, not that the query is wrong. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code))) return true;
  return typeof message === "string" && DRIVER_MESSAGES.test(message);
}

/**
 * Thrown for such an error. It is a 503 Response, so a route that meets it answers the request
 * in flight with "try again" (JSON under /api, the shop's error page otherwise), and the next
 * request gets a fresh connection.
 */
export class DatabaseUnavailable extends ErrorAnswer {
  constructor(readonly cause: unknown) {
    super(
      503,
      "Service Unavailable",
      "The shop cannot reach its database just now. Please try again in a moment.",
      `Database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      { "Retry-After": "5" },
    );
  }
}
