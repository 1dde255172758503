import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createQuoteAction } from "./quote-actions.server";
import { QuoteForm } from "./quote-form";
import { readQuoteForm } from "./quote-form.server";
import { rowsShown, withRowAdded } from "./quote-rows";

const form = (values: Record<string, string>, added?: "item" | "custom") =>
  renderToStaticMarkup(<QuoteForm products={[]} values={values} errors={{}} added={added} />);

const post = (fields: Record<string, string>) =>
  new Request("http://shop.test/admin/quotes/new", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** No database: an add never reaches it. */
const services = {} as Parameters<typeof createQuoteAction>[0];

describe("the quote form's piece rows", () => {
  it("starts with one row of each kind, each with a button to add another", () => {
    const html = form({});
    expect(html).toContain('name="item-1-product"');
    expect(html).not.toContain('name="item-2-product"');
    expect(html).toContain('name="custom-1-description"');
    expect(html).not.toContain('name="custom-2-description"');
    expect(html).toMatch(/<button[^>]*value="add-piece" name="intent">Add a piece<\/button>/);
    expect(html).toMatch(/value="add-made-to-measure"[^>]*>Add a piece made to measure<\/button>/);
  });

  it("writes a made-to-measure description in a box of several lines", () => {
    expect(form({})).toMatch(/<textarea[^>]*name="custom-1-description"/);
  });

  it("makes the quote on Enter: the first submit button in the form is the quote's, not an add", () => {
    const first = /<button[^>]*>[^<]*<\/button>/.exec(form({}))?.[0] ?? "";
    expect(first).not.toContain('name="intent"');
    expect(first).toContain("Make the quote");
  });

  it("shows as many rows as she added, or filled, and no more than the server reads", () => {
    expect(rowsShown({}, "item")).toBe(1);
    expect(rowsShown({ "item-rows": "2" }, "item")).toBe(2);
    expect(rowsShown({ "custom-3-description": "Agbada" }, "custom")).toBe(3);
    expect(rowsShown({ "item-rows": "99" }, "item")).toBe(3);
    expect(rowsShown({ "item-rows": "nonsense" }, "item")).toBe(1);
    expect(withRowAdded({ "item-rows": "3" }, "item")["item-rows"]).toBe("3");
    expect(form({ "item-rows": "3" })).not.toContain('value="add-piece"');
  });

  it("adds a row on the server, keeping what was typed, checking nothing, the new row's field focused", async () => {
    const answer = await createQuoteAction(
      services,
      post({
        firstName: "Adaeze",
        "custom-1-description": "Ivory agbada",
        "custom-rows": "1",
        intent: "add-made-to-measure",
      }),
    );
    if (answer instanceof Response) throw new Error("an add does not leave the form");
    const { values, errors } = answer.data;
    expect(errors).toEqual({});
    expect(values).toMatchObject({ firstName: "Adaeze", "custom-1-description": "Ivory agbada", "custom-rows": "2" });
    const html = form(values, "custom");
    expect(html).toContain("Ivory agbada</textarea>");
    expect(html).toMatch(/<textarea[^>]*name="custom-2-description"/);
    expect(html).toMatch(/<textarea[^>]*autofocus=""[^>]*name="custom-2-description"/);
  });

  it("keeps a description typed on several lines as one line", () => {
    const read = readQuoteForm(
      new URLSearchParams({
        firstName: "Adaeze",
        lastName: "Okafor",
        email: "adaeze@example.com",
        phone: "08031234567",
        "custom-1-description": "Ivory agbada,\r\nhand-beaded",
        "custom-1-price": "85000",
      }),
      new Date("2026-11-28T09:00:00Z"),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.input.custom[0]?.description).toBe("Ivory agbada, hand-beaded");
  });
});
