import { ErrorAnswer } from "./error-answer.server";

// A failed query is rethrown without its text and parameters: PGlite attaches both to its errors
// (the order's query with the shopper's name and address), and any log of the error would
// print them.

/** True for an error the database itself raised (PGlite's or node-postgres'): a SQLSTATE code and a severity. */
function isDatabaseError(error: unknown): error is { code: string; message: string } {
  if (typeof error !== "object" || error === null || !("severity" in error)) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string";
}

/** A query the database refused: its SQLSTATE code and message only. */
export class QueryFailed extends Error {
  override readonly name = "QueryFailed";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A value the database cannot take or compare (SQLSTATE class 22, "data exception": a NUL in
 * text, a date out of range, a number too large). The shop checks what it is sent before it
 * queries, so this is the last line: a 400 Response, answered like DatabaseUnavailable, never a 500.
 */
export class ValueRefused extends ErrorAnswer {
  constructor(readonly code: string) {
    super(
      400,
      "Bad Request",
      "The request holds a value the shop cannot store or look up. Please check what was sent.",
      `The database refused a value (${code})`,
    );
  }
}

/** The error to rethrow for one a query raised: the database's own without its query; any other as it is. */
export function queryError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  if (error.code.startsWith("22")) return new ValueRefused(error.code);
  return new QueryFailed(error.code, error.message);
}
