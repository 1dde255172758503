import { describe, expect, it } from "vitest";
import {
  BodyError,
  jsonDepth,
  parseJsonText,
  readBodyBytes,
  readBodyText,
  readFormBody,
  readJsonBody,
} from "./read-body.server";

/** A request whose body arrives in chunks without a declared length; counts what was pulled. */
function streamed(chunks: number, size = 16 * 1024, type = "application/json") {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= chunks) return c.close();
      pulled++;
      c.enqueue(new Uint8Array(size).fill(32));
    },
  });
  const request = new Request("http://shop.test/api", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof BodyError ? e.status : e),
  );

describe("reading a body", () => {
  it("stops at the limit without reading the rest", async () => {
    const { request, pulled } = streamed(3200); // 50 MB if read to the end
    expect(await statusOf(readBodyText(request, 32 * 1024))).toBe(413);
    expect(pulled()).toBeLessThan(6);
  });

  it("checks the content type before reading a byte", async () => {
    const { request, pulled } = streamed(10, 1024, "text/plain");
    expect(await statusOf(readJsonBody(request))).toBe(415);
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("refuses a declared length over the limit at once", async () => {
    const request = new Request("http://shop.test/api", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": "99999999" },
      body: "{}",
    });
    expect(await statusOf(readJsonBody(request))).toBe(413);
  });
});

describe("raw bytes", () => {
  it("come back exactly as sent, bytes that are not UTF-8 included, within the limit", async () => {
    const sent = new Uint8Array([0x7b, 0xff, 0x00, 0xc3, 0x28, 0x7d]);
    const request = new Request("http://shop.test/api", { method: "POST", body: sent });
    expect([...(await readBodyBytes(request, 64))]).toEqual([...sent]);
    const { request: large } = streamed(3200);
    expect(await statusOf(readBodyBytes(large, 128 * 1024))).toBe(413);
  });
});

describe("forms", () => {
  const post = (type: string | undefined, body: BodyInit) =>
    new Request("http://shop.test/admin/sign-in", {
      method: "POST",
      headers: type ? { "Content-Type": type } : {},
      body,
    });

  it("reads an urlencoded form within its limit", async () => {
    const form = await readFormBody(post("application/x-www-form-urlencoded", "password=a%26b&next=%2Fadmin"), 4096);
    expect(form.get("password")).toBe("a&b");
    expect(form.get("next")).toBe("/admin");
  });

  it.each([
    ["text/plain", "password=x"],
    ["multipart/form-data", "password=x"],
    ["multipart/form-data; boundary=x", "--x\r\n"],
    ["application/json", '{"password":"x"}'],
    [undefined, "password=x"],
  ])("answers a form sent as %s with 415 before reading it", async (type, body) => {
    const { request, pulled } = streamed(10, 1024, type ?? "");
    expect(await statusOf(readFormBody(request, 4096))).toBe(415);
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(await statusOf(readFormBody(post(type, body), 4096))).toBe(415);
  });

  it("stops a form at its limit, declared or chunked", async () => {
    const { request, pulled } = streamed(3200, 16 * 1024, "application/x-www-form-urlencoded");
    expect(await statusOf(readFormBody(request, 4096))).toBe(413);
    expect(pulled()).toBeLessThan(3);
    const declared = post("application/x-www-form-urlencoded", "password=" + "x".repeat(5000));
    expect(await statusOf(readFormBody(declared, 4096))).toBe(413);
  });
});

describe("JSON bodies", () => {
  it("measures nesting without parsing, ignoring brackets inside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[[[[[[[[[[[[[[[[[[[[["}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[[[["}')).toBe(1);
  });

  it.each([
    ["empty", "  ", "The request body is empty."],
    ["malformed", '{"a":', "The request body is not valid JSON."],
    ["absurdly nested", `${"[".repeat(10_000)}${"]".repeat(10_000)}`, "The request body nests too deeply."],
  ])("answers %s JSON with 400", (_name, text, message) => {
    expect(() => parseJsonText(text)).toThrow(message);
    try {
      parseJsonText(text);
    } catch (error) {
      expect((error as BodyError).status).toBe(400);
    }
  });

  it("reads the shop's own bodies", () => {
    expect(parseJsonText('{"customer":{"email":"a@b.c"},"lines":[{"productId":1}]}')).toEqual({
      customer: { email: "a@b.c" },
      lines: [{ productId: 1 }],
    });
  });
});
