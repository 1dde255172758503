import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StylePicture } from "./style-picture";

describe("the style's picture on the join page", () => {
  it("is drawn as product cards draw theirs: a fixed size and every encoded width", () => {
    const image = { key: "rigel-dress", width: 800, height: 1000, widths: [320, 640, 800] };
    const html = renderToStaticMarkup(<StylePicture image={image} name="Rigel Dress" />);
    expect(html).toContain('width="800"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('alt="Rigel Dress"');
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*320w[^"]*640w[^"]*800w" sizes="112px"/);
  });
});
