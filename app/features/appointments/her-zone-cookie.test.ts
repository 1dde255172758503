import { describe, expect, it } from "vitest";
import { herZoneCookie, herZoneIn } from "./her-zone-cookie";

describe("her zone kept in her browser", () => {
  it("is written and read back for a real zone only", () => {
    const cookie = herZoneCookie("Europe/London", true)!;
    expect(cookie).toContain("hazel_tz=Europe%2FLondon; Path=/appointments;");
    expect(cookie).toContain("HttpOnly; SameSite=Lax; Secure");
    expect(herZoneIn(`a=1; ${cookie.split(";")[0]}`)).toBe("Europe/London");
    expect(herZoneCookie("Not/AZone", false)).toBeUndefined();
    expect(herZoneCookie("", false)).toBeUndefined();
    expect(herZoneIn("hazel_tz=%3Cscript%3E")).toBeUndefined();
    expect(herZoneIn("hazel_tz=%E0%A4%A")).toBeUndefined();
    expect(herZoneIn(null)).toBeUndefined();
  });
});
