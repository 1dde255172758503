import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ConsentTick } from "./components/consent-tick";
import { CONSENT_WORDING, consentChanges, MESSAGE_CONSENT, tickedIn } from "./consent";

it("each place asks in its own words, each saying how to stop, checkout's unchanged", () => {
  expect(Object.keys(CONSENT_WORDING).sort()).toEqual(["booking", "checkout", "her page"]);
  expect(MESSAGE_CONSENT.wording).toBe("WhatsApp or SMS updates about this order (reply STOP to stop them)");
  expect(CONSENT_WORDING.booking).toBe("WhatsApp or SMS updates about this booking (reply STOP to stop them)");
  for (const words of Object.values(CONSENT_WORDING)) expect(words).toMatch(/^WhatsApp or SMS updates .*reply STOP/);
  expect(new Set(Object.values(CONSENT_WORDING)).size).toBe(3);
});

it("the box is unticked until she ticks it, and a plain form sends it only when ticked", () => {
  const unticked = renderToStaticMarkup(ConsentTick({ place: "booking" }));
  expect(unticked).toContain(CONSENT_WORDING.booking);
  expect(unticked).toContain('name="messageUpdates"');
  expect(unticked).not.toContain("checked");
  expect(renderToStaticMarkup(ConsentTick({ place: "her page", defaultChecked: true }))).toContain("checked");
  expect(tickedIn("on")).toBe(true);
  for (const absent of ["", null, undefined]) expect(tickedIn(absent)).toBe(false);
});

it("her page gives consent to her numbers ticked, withdraws it from those unticked, never touches another's", () => {
  const hers = ["2348031110001", "2348031110002", "2348031110003"];
  const live = ["2348031110002", "2348031110003", "2348039999999"];
  const ticked = ["2348031110001", "2348031110003", "2348039999998"];
  expect(consentChanges(hers, ticked, live)).toEqual({ give: ["2348031110001"], withdraw: ["2348031110002"] });
  expect(consentChanges(hers, live, live)).toEqual({ give: [], withdraw: [] });
});
