import { describe, expect, it } from "vitest";
import {
  herTimeLabel,
  LAGOS_ZONE,
  slotWordsWithHers,
  suggestedZone,
  timeWithHers,
  zoneCity,
  zoneToKeep,
} from "./her-zone";
import { slotWords } from "./slot-words";

const january = new Date("2027-01-05T10:15:00Z"); // Tue 5 Jan, 11:15 in Lagos
const july = new Date("2027-07-06T09:00:00Z"); // Tue 6 Jul, 10:00 in Lagos

describe("her time beside Lagos's", () => {
  it("writes 11:15 WAT as 10:15 in London in winter, and adds nothing in summer when London keeps Lagos's clock", () => {
    expect(slotWords(january)).toBe("Tue 5 Jan, 11:15 WAT");
    expect(timeWithHers(january, "Europe/London")).toBe("11:15 WAT · 10:15 in London");
    expect(slotWordsWithHers(january, "Europe/London")).toBe("Tue 5 Jan, 11:15 WAT · 10:15 in London");
    expect(herTimeLabel(july, "Europe/London")).toBeUndefined();
    expect(timeWithHers(july, "Europe/London")).toBe("10:00 WAT");
  });

  it("names her day too when it is not Lagos's", () => {
    const early = new Date("2027-01-05T08:30:00Z"); // 09:30 in Lagos, 03:30 in New York: same day
    expect(herTimeLabel(early, "America/New_York")).toBe("03:30 in New York");
    const lateTokyo = new Date("2027-01-05T16:00:00Z"); // 17:00 Tue in Lagos, 01:00 Wed in Tokyo
    expect(herTimeLabel(lateTokyo, "Asia/Tokyo")).toBe("Wed 6 Jan, 01:00 in Tokyo");
    const losAngeles = new Date("2027-01-05T07:00:00Z"); // 08:00 Tue in Lagos, 23:00 Mon in LA
    expect(herTimeLabel(losAngeles, "America/Los_Angeles")).toBe("Mon 4 Jan, 23:00 in Los Angeles");
  });

  it("adds nothing for Lagos, no zone or a zone that is not one", () => {
    expect(herTimeLabel(january, "Africa/Lagos")).toBeUndefined();
    expect(herTimeLabel(january, "")).toBeUndefined();
    expect(herTimeLabel(january, "Not/AZone")).toBeUndefined();
    expect(slotWordsWithHers(january, "")).toBe("Tue 5 Jan, 11:15 WAT");
  });

  it("names a zone's city, listed or not", () => {
    expect(zoneCity("America/Chicago")).toBe("Houston");
    expect(zoneCity("America/Port_of_Spain")).toBe("Port of Spain");
  });
});

describe("the zone to suggest", () => {
  it("takes her device's zone off Lagos's clock first, then her currency abroad, else none", () => {
    expect(suggestedZone("Asia/Tokyo", "gbp")).toBe("Asia/Tokyo");
    expect(suggestedZone("Africa/Lagos", "gbp")).toBe("Europe/London");
    expect(suggestedZone(undefined, "usd")).toBe("America/New_York");
    expect(suggestedZone("Africa/Lagos", "ngn")).toBeUndefined();
    expect(suggestedZone("Bad zone", undefined)).toBeUndefined();
  });
});

describe("the zone kept with her appointment", () => {
  it("keeps a zone Intl lists, as sent, and Lagos's for anything else", () => {
    expect(zoneToKeep("Europe/London")).toBe("Europe/London");
    expect(zoneToKeep("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(zoneToKeep("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(zoneToKeep("")).toBe(LAGOS_ZONE);
    expect(zoneToKeep("Mars/Olympus_Mons")).toBe(LAGOS_ZONE);
    expect(zoneToKeep("Etc/GMT+99")).toBe(LAGOS_ZONE);
    expect(zoneToKeep("../../etc/passwd")).toBe(LAGOS_ZONE);
  });
});
