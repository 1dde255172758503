import { describe, expect, it } from "vitest";
import { seedRecords, buildCatalogue } from "~/features/catalogue";
import { AVAILABILITY, LIMITS, META_FIELDS, metaCsv, metaRows, type FeedProduct, type MetaRow } from "./meta-catalogue";

const SITE = "https://hazel.example";
const now = new Date("2026-11-27T08:30:15Z");

/** Meta's field rules, as its catalogue field reference states them. */
function brokenRules(row: MetaRow): string[] {
  const broken: string[] = [];
  const url = (v: string) => /^https?:\/\/[^\s]+$/.test(v);
  const price = /^\d+\.\d{2} [A-Z]{3}$/;
  const instant = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}";
  if (!row.id || row.id.length > LIMITS.id) broken.push("id");
  if (!row.title || row.title.length > LIMITS.title) broken.push("title");
  if (!row.description || row.description.length > LIMITS.description) broken.push("description");
  if (!(AVAILABILITY as readonly string[]).includes(row.availability)) broken.push("availability");
  if (!["new", "refurbished", "used"].includes(row.condition)) broken.push("condition");
  if (!price.test(row.price)) broken.push("price");
  if (row.sale_price && !price.test(row.sale_price)) broken.push("sale_price");
  if (row.sale_price && Number.parseFloat(row.sale_price) >= Number.parseFloat(row.price)) broken.push("sale_price");
  if (row.sale_price_effective_date && !new RegExp(`^${instant}/${instant}$`).test(row.sale_price_effective_date))
    broken.push("sale_price_effective_date");
  if (Boolean(row.sale_price) !== Boolean(row.sale_price_effective_date)) broken.push("sale_price_effective_date");
  if (!url(row.link)) broken.push("link");
  if (!url(row.image_link)) broken.push("image_link");
  if (!row.brand || row.brand.length > LIMITS.brand) broken.push("brand");
  if (!row.item_group_id) broken.push("item_group_id");
  if (!row.size || row.size.length > LIMITS.size) broken.push("size");
  for (const field of META_FIELDS) if (/[\r\n]/.test(row[field])) broken.push(`${field} holds a line break`);
  return broken;
}

const feedOf = (product: FeedProduct["product"], id = product.id): FeedProduct => ({
  product,
  link: `${SITE}/naledi/piece-${id}`,
  imageLink: `${SITE}/img/p/${id}.1280.webp`,
});

describe("the Meta catalogue feed", () => {
  it("gives every size of every seed product a row that keeps Meta's field rules", () => {
    const catalogue = buildCatalogue(seedRecords);
    const rows = metaRows(
      catalogue.products.map((p) => feedOf(p)),
      "Hazel",
      now,
    );
    expect(rows.length).toBeGreaterThan(catalogue.products.length);
    for (const row of rows) expect({ id: row.id, broken: brokenRules(row) }).toEqual({ id: row.id, broken: [] });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("groups a product's sizes, says a sold-out size is out of stock, and prices a sale with its Lagos window", () => {
    const product = {
      id: 37,
      alt: 'Arcturus "Gold" Blouse, silk',
      description: "Line one.\nLine two,\twith a tab.",
      price: 16000,
      originalPrice: 20000,
      sizes: ["S", "M", "L"] as const,
      madeToOrder: false,
      stock: { S: 0, M: 4 },
      sale: { name: "Black Friday", badge: "20% off", endsAt: "2026-11-30T23:00:00.000Z" },
    };
    const rows = metaRows([feedOf(product)], "Hazel", now);
    expect(rows.map((r) => [r.id, r.item_group_id, r.size, r.availability])).toEqual([
      ["37-S", "37", "S", "out of stock"],
      ["37-M", "37", "M", "in stock"],
      ["37-L", "37", "L", "in stock"],
    ]);
    expect(rows[0]).toMatchObject({
      price: "20000.00 NGN",
      sale_price: "16000.00 NGN",
      sale_price_effective_date: "2026-11-27T09:30+01:00/2026-12-01T00:00+01:00",
      description: "Line one. Line two, with a tab.",
      condition: "new",
      brand: "Hazel",
    });
    for (const row of rows) expect(brokenRules(row)).toEqual([]);
    const csv = metaCsv(rows);
    const [header, first] = csv.split("\r\n");
    expect(header).toBe(
      "id,title,description,availability,condition,price,sale_price,sale_price_effective_date,link,image_link,brand,item_group_id,size",
    );
    expect(first).toBe(
      '37-S,"Arcturus ""Gold"" Blouse, silk","Line one. Line two, with a tab.",out of stock,new,20000.00 NGN,16000.00 NGN,' +
        "2026-11-27T09:30+01:00/2026-12-01T00:00+01:00,https://hazel.example/naledi/piece-37,https://hazel.example/img/p/37.1280.webp,Hazel,37,S",
    );
  });

  it("has no sale price without a sale, made-to-order sizes available for order, and long texts cut to Meta's limits", () => {
    const product = {
      id: 5,
      alt: "A".repeat(250),
      description: "word ".repeat(3000),
      price: 45000,
      originalPrice: 45000,
      sizes: ["M"] as const,
      madeToOrder: true,
    };
    const [row] = metaRows([feedOf(product)], "Hazel", now);
    expect(row).toMatchObject({ availability: "available for order", price: "45000.00 NGN", sale_price: "" });
    expect(row!.sale_price_effective_date).toBe("");
    expect(row!.title.length).toBeLessThanOrEqual(LIMITS.title);
    expect(row!.description.length).toBeLessThanOrEqual(LIMITS.description);
    expect(brokenRules(row!)).toEqual([]);
  });
});
