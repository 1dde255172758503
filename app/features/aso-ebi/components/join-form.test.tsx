import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JoinForm, PICKUP_HIDES } from "./join-form";

describe("the join form's delivery", () => {
  it("puts her address where choosing pickup in Nigeria hides it, without a script", () => {
    const html = renderToStaticMarkup(
      <JoinForm pageKey="k" sizes={["M"]} countries={[{ name: "Nigeria", code: "NG" }]} values={{}} errors={{}} />,
    );
    const fieldset = html.slice(html.lastIndexOf("<fieldset", html.indexOf('data-address-fields=""')));
    expect(fieldset).toMatch(/^<fieldset class="[^"]*:has\(input\[value=pickup\]:checked\)[^"]*:hidden"/);
    const hidden = fieldset.slice(fieldset.indexOf('data-address-fields=""'));
    for (const name of ["state", "city", "address", "postcode"]) expect(hidden).toContain(`name="${name}"`);
    // The choice comes first, pickup chosen; her country stays (it sets her currency).
    expect(fieldset.indexOf('value="pickup" checked=""')).toBeLessThan(fieldset.indexOf('data-address-fields=""'));
    expect(hidden).not.toContain('name="country"');
    expect(PICKUP_HIDES).toContain("input[value=pickup]:checked");
  });
});
