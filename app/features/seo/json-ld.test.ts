import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { breadcrumbJsonLd, clothingStoreJsonLd, productJsonLd } from "./json-ld";

const orion = {
  id: 3,
  name: "Orion Dress",
  description: "A dress.",
  price: 45000,
  originalPrice: 45000,
  url: "https://hazel.ng/naledi/orion-dress",
  images: [
    "https://hazel.ng/img/products/orion-dress/1.960.webp",
    "https://hazel.ng/img/products/orion-dress/2.960.webp",
  ],
};

describe("productJsonLd", () => {
  it("describes the product with an Offer at its naira price, in stock, from the Hazel brand", () => {
    expect(productJsonLd(orion)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": "https://hazel.ng/naledi/orion-dress#product",
      name: "Orion Dress",
      description: "A dress.",
      sku: "3",
      productID: "3",
      image: orion.images,
      url: orion.url,
      brand: { "@type": "Brand", name: "Hazel" },
      offers: {
        "@type": "Offer",
        url: orion.url,
        priceCurrency: "NGN",
        price: 45000,
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: "Hazel" },
      },
    });
  });

  it("adds the struck-through list price only when the price is below it", () => {
    const offers = productJsonLd({ ...orion, price: 15000, originalPrice: 30000 }).offers;
    expect(offers).toMatchObject({
      price: 15000,
      priceSpecification: { priceType: "https://schema.org/StrikethroughPrice", price: 30000, priceCurrency: "NGN" },
    });
    expect(offers).not.toHaveProperty("priceValidUntil");
  });

  it("says until when a sale price holds", () => {
    const offers = productJsonLd({
      ...orion,
      price: 15000,
      originalPrice: 30000,
      priceValidUntil: "2026-11-30",
    }).offers;
    expect(offers).toMatchObject({ price: 15000, priceValidUntil: "2026-11-30" });
  });
});

describe("clothingStoreJsonLd", () => {
  const store = clothingStoreJsonLd("https://hazel.ng", "https://hazel.ng/img/heroes/home.1280.webp");

  it("names the shop with its Port Harcourt address, phone, email and social profiles", () => {
    expect(store).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ClothingStore",
      name: "Hazel",
      url: "https://hazel.ng/",
      image: "https://hazel.ng/img/heroes/home.1280.webp",
      telephone: site.contact.phone,
      email: site.contact.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.contact.address.street,
        addressLocality: "Port Harcourt",
        addressRegion: "Rivers State",
        addressCountry: "NG",
      },
      sameAs: site.social.map((s) => s.href),
    });
  });

  it("lists the contact page's opening hours; Sunday closed", () => {
    expect(store.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"],
        opens: "09:30",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Wednesday"], opens: "11:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:30" },
    ]);
  });

  it("leaves the image out when there is none", () => {
    expect(clothingStoreJsonLd("https://hazel.ng")).not.toHaveProperty("image");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute addresses", () => {
    expect(
      breadcrumbJsonLd("https://hazel.ng", [
        { name: "Home", path: "/" },
        { name: "Naledi", path: "/naledi" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://hazel.ng/" },
        { "@type": "ListItem", position: 2, name: "Naledi", item: "https://hazel.ng/naledi" },
      ],
    });
  });
});
