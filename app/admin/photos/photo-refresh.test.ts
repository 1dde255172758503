// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { applyStatuses } from "./photo-refresh";

const cardHtml = (id: number, status: string, alt = "") =>
  `<li id="photo-${id}" data-status="${status}"><div id="photo-${id}-thumb">${status === "ready" ? `<img src="/img/p/${id}.320.webp">` : "Processing…"}</div><p id="photo-${id}-status">${status}</p><input id="photo-${id}-alt" value="${alt}"></li>`;

const screen = (cards: string, waiting: boolean) =>
  `<div id="photos-notices">${waiting ? '<p id="photos-waiting">wait</p>' : ""}</div><div id="photos-list"><ol>${cards}</ol></div>`;

describe("the photos screen's refresh", () => {
  beforeEach(() => {
    document.body.innerHTML = screen(cardHtml(1, "ready", "Front") + cardHtml(2, "processing", "Back"), true);
  });

  it("shows a photo ready once the server says so, leaving its description as typed", () => {
    const typed = document.getElementById("photo-2-alt") as HTMLInputElement;
    typed.value = "Back, being typed";
    const waiting = applyStatuses(screen(cardHtml(1, "ready") + cardHtml(2, "ready"), false));
    expect(waiting).toBe(0);
    expect(document.getElementById("photo-2")!.dataset.status).toBe("ready");
    expect(document.querySelector("#photo-2-thumb img")!.getAttribute("src")).toBe("/img/p/2.320.webp");
    expect(document.getElementById("photo-2-status")!.textContent).toBe("ready");
    expect(document.getElementById("photo-2-alt")).toBe(typed);
    expect(typed.value).toBe("Back, being typed");
    expect(document.getElementById("photos-waiting")).toBeNull();
  });

  it("keeps waiting while the photo is still processing", () => {
    expect(applyStatuses(screen(cardHtml(1, "ready") + cardHtml(2, "processing"), true))).toBe(1);
    expect(document.getElementById("photo-2")!.dataset.status).toBe("processing");
    expect(document.getElementById("photos-waiting")).not.toBeNull();
  });

  it("does not wait for a photo removed in another tab", () => {
    expect(applyStatuses(screen(cardHtml(1, "ready"), false))).toBe(0);
  });

  it("changes nothing when the answer is not the photos screen (signed out, an error)", () => {
    expect(applyStatuses("<h1>Sign in to the admin</h1>")).toBeUndefined();
    expect(document.getElementById("photo-2")!.dataset.status).toBe("processing");
  });
});
