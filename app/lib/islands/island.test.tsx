import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "~/components/ui/field";
import { island } from "./island";

function Greeting({ name }: { name: string }) {
  return <TextField label="Name" name="from_name" defaultValue={name} />;
}

describe("island", () => {
  const GreetingIsland = island("contact-form", Greeting);

  it("renders the component inside <hazel-island> with its name and props as JSON", () => {
    const html = renderToString(<GreetingIsland name="Ada" />);
    expect(html).toMatch(
      /^<hazel-island data-island="contact-form" data-props="\{&quot;name&quot;:&quot;Ada&quot;\}">/,
    );
    expect(html).toContain('value="Ada"');
  });

  it("names its controls' ids after the island, as the browser will", () => {
    const html = renderToString(<GreetingIsland name="Ada" />);
    expect(html).toContain('for="contact-form-from_name"');
    expect(html).toContain('id="contact-form-from_name"');
  });
});
