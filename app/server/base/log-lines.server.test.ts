import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DatabaseUnavailable } from "../db/unavailable.server";
import { describeError, logRequestError } from "./log-lines.server";

/** React Router's own error for an address no route matches, as it hands it to handleError. */
const noRouteError = (path: string) =>
  new ErrorResponse(404, "Not Found", new Error(`No route matches URL "${path}"`), true);

const request = (path: string, init: RequestInit = {}) => new Request(`http://shop.test${path}`, init);

describe("a request's error in the log", () => {
  it("is one warning line for an unmatched address: method, path and status, no stack, no query", () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    logRequestError(noRouteError("/nope"), request("/nope/nothing?q=Ada+Obi"), log);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn.mock.calls).toEqual([["GET /nope/nothing: 404 Not Found"]]);
  });

  it("is one error line for a failure, with its cause and where it was thrown, never the query", () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    logRequestError(new TypeError("x is not a function"), request("/admin?q=ada@example.com"), log);
    expect(log.error).toHaveBeenCalledTimes(1);
    const [line, ...rest] = log.error.mock.calls[0]!;
    expect(rest).toEqual([]);
    expect(line).toMatch(/^GET \/admin failed: TypeError: x is not a function \(at [^ ]+\.ts:\d+:\d+\)$/);
    expect(line).not.toContain("ada@example.com");
  });

  it("says nothing of a request the visitor abandoned", () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const controller = new AbortController();
    controller.abort();
    logRequestError(new Error("aborted"), request("/", { signal: controller.signal }), log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("escapes a forged line break in the path", () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    logRequestError(noRouteError("/x"), request("/x%0AERROR%20forged"), log);
    expect(log.warn.mock.calls[0]![0]).not.toContain("\n");
  });
});

describe("an error in one line", () => {
  it("gives a Response's status and message, not the object", () => {
    const line = describeError(new DatabaseUnavailable(new Error("Connection terminated unexpectedly")));
    expect(line).toBe("HTTP 503 Service Unavailable: Database unavailable: Connection terminated unexpectedly");
    expect(describeError(new Response(null, { status: 502, statusText: "Bad Gateway" }))).toBe("HTTP 502 Bad Gateway");
  });

  it("gives an Error's name, code and message in one line, and none of its other properties", () => {
    const failed = Object.assign(new Error("invalid byte sequence\nfor encoding"), {
      code: "22021",
      query: "insert into orders (first_name) values ($1)",
      params: ["Ada Obi"],
    });
    const line = describeError(failed);
    expect(line).toMatch(/^Error \[22021\]: invalid byte sequence\\x0afor encoding \(at /);
    expect(line).not.toContain("Ada Obi");
    expect(line).not.toContain("insert into");
  });

  it("says what was thrown when it is not an error", () => {
    expect(describeError(data("x", { status: 400 }))).toBe("Non-error thrown: object");
  });
});
