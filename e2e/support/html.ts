import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import { expect } from "./test";

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

/** An HTML answer's text as a document, without a browser. */
export const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, "text/html");

/** A document parsed by `parseHtml` or `htmlOf`. */
export type HtmlDocument = ReturnType<typeof parseHtml>;

/**
 * A page's server-rendered document, parsed without a browser: for what the HTML itself holds
 * (headings, prices, links, tags), where Chromium would only add the time of drawing it.
 */
export async function htmlOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHtml(await response.text());
}

/** An element's text as a reader hears it: spaces collapsed. */
export const textOf = (element: { textContent: string | null } | null) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
