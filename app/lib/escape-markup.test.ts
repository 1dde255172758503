import { expect, it } from "vitest";
import { escapeMarkup } from "./escape-markup";

it("escapes the five characters markup reserves and leaves the rest", () => {
  expect(escapeMarkup(`Côte d'Ivoire & "Bonaire" <b>`)).toBe("Côte d&#39;Ivoire &amp; &quot;Bonaire&quot; &lt;b&gt;");
});
