import { describe, expect, it } from "vitest";
import { readAdminForm } from "./admin-form.server";

const post = (body: string, type = "application/x-www-form-urlencoded") =>
  new Request("http://shop.test/admin/orders/HZL-ABCDEFGHJKLM", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });

describe("an admin form", () => {
  it("gives the fields of a form as the shop's pages post it", async () => {
    const form = await readAdminForm(post("intent=note&note=Line+one%0D%0A%09Line+two"), { multiLine: ["note"] });
    expect(form.ok && Object.fromEntries(form.fields)).toEqual({ intent: "note", note: "Line one\r\n\tLine two" });
  });

  it("refuses a control character with a 400 naming the field; line breaks only where a field is multi-line", async () => {
    expect(await readAdminForm(post("intent=note&note=a%00b"), { multiLine: ["note"] })).toEqual({
      ok: false,
      status: 400,
      message: 'The field "note" contains a character that cannot be used (a control character); please type it again.',
    });
    expect(await readAdminForm(post("password=a%0Ab"))).toMatchObject({ ok: false, status: 400 });
    expect(await readAdminForm(post("pass%00word=x"))).toMatchObject({ ok: false, status: 400 });
  });

  it("answers another type with 415 and a body over its limit with 413", async () => {
    expect(await readAdminForm(post("password=x", "text/plain"))).toMatchObject({ ok: false, status: 415 });
    expect(await readAdminForm(post("password=x", "multipart/form-data"))).toMatchObject({ ok: false, status: 415 });
    expect(await readAdminForm(post(`password=${"x".repeat(5000)}`), { limit: 4096 })).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});
