import { isTimeZone } from "./her-zone";

// Her time zone as she booked with it, kept in her browser a year so her appointment's page (and
// a later booking) shows her time beside Lagos's. Only a real zone name is ever written or read.
const HER_ZONE_COOKIE = "hazel_tz";

/** The Set-Cookie text keeping her zone, or undefined when what was sent is not a zone. */
export function herZoneCookie(zone: string, secure: boolean): string | undefined {
  if (!isTimeZone(zone)) return undefined;
  return `${HER_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/appointments; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Her kept zone from a Cookie header, when it holds a real one. */
export function herZoneIn(header: string | null): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, value = ""] = pair.trim().split("=");
    if (name !== HER_ZONE_COOKIE) continue;
    let zone = "";
    try {
      zone = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return isTimeZone(zone) ? zone : undefined;
  }
  return undefined;
}
