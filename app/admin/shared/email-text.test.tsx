import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

describe("an email in the owner's lists", () => {
  it("may wrap before its @ and after its dots, and nowhere else", () => {
    expect(renderToStaticMarkup(<EmailText email="chiamaka.nwosu@longdo-main.com" />)).toBe(
      '<span class="[overflow-wrap:break-word]">chiamaka.<wbr/>nwosu<wbr/>@longdo-main.<wbr/>com</span>',
    );
  });

  it("never lets a word break anywhere to make its column narrow", () => {
    const html = renderToStaticMarkup(<EmailText email="ada@example.com" />);
    expect(html).not.toMatch(/break-all|overflow-wrap:anywhere/);
  });

  it("reads back as the address itself", () => {
    const html = renderToStaticMarkup(<EmailText email="a.b@c.d.ng" />);
    expect(html.replace(/<[^>]+>/g, "")).toBe("a.b@c.d.ng");
  });
});
