import { isRouteErrorResponse } from "react-router";
import { escapeControlCharacters } from "~/lib/control-characters";

// The server's log says in one line what failed and why, never what a visitor typed: no query
// string (a search holds a shopper's name), no query parameters, no object dumped whole.

const MAX_LENGTH = 300;

/** Text fit for one log line: control characters (a forged line break) escaped, and short. */
function oneLine(text: string, max = MAX_LENGTH): string {
  const clean = escapeControlCharacters(text);
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** "GET /admin/orders/HZL-…": the method and the path, without the query. */
export const requestLine = (method: string, path: string) => `${oneLine(method, 16)} ${oneLine(path, 200)}`;

/** Where an error was thrown: the first frame of its stack, as file:line:column. */
function thrownAt(stack: string | undefined): string | undefined {
  const frame = stack?.split("\n").find((l) => /^\s+at /.test(l));
  const place = frame && /([^/\\( ]+:\d+:\d+)\)?\s*$/.exec(frame)?.[1];
  return place ?? undefined;
}

/**
 * An error in one line: a Response's status (and its message, as DatabaseUnavailable carries),
 * an Error's name, code, message and where it was thrown. Never its other properties.
 */
export function describeError(error: unknown): string {
  if (error instanceof Response) {
    const said = (error as { message?: unknown }).message;
    return oneLine(
      `HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ""}${typeof said === "string" ? `: ${said}` : ""}`,
    );
  }
  if (isRouteErrorResponse(error)) return oneLine(`HTTP ${error.status} ${error.statusText}`);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const at = thrownAt(error.stack);
    return oneLine(
      `${error.name}${typeof code === "string" ? ` [${code}]` : ""}: ${error.message}${at ? ` (at ${at})` : ""}`,
    );
  }
  return oneLine(`Non-error thrown: ${typeof error}`);
}

/**
 * React Router's report of a request's error (entry.server's handleError): a refused request
 * (no route, a method the route does not serve) is one warning line, a failure one error line.
 */
export function logRequestError(
  error: unknown,
  request: Request,
  log: Pick<Console, "warn" | "error"> = console,
): void {
  if (request.signal.aborted) return;
  const line = requestLine(request.method, new URL(request.url).pathname);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn(`${line}: ${error.status} ${oneLine(error.statusText, 60)}`);
    return;
  }
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  log.error(`${line} failed: ${describeError(cause)}`);
}
