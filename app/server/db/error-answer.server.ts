/**
 * A database error a route answers as it is thrown: a JSON Response ({ error }) that also reads
 * as an Error in a log (its `message`, through toString), never carrying the query.
 */
export class ErrorAnswer extends Response {
  readonly message: string;
  constructor(
    status: number,
    statusText: string,
    error: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(JSON.stringify({ error }), {
      status,
      statusText,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
    });
    this.message = message;
  }

  toString() {
    return this.message;
  }
}
