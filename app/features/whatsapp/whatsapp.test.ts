import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { orderMessage, payOrderMessage, productMessage, whatsappLink } from "./whatsapp";

describe("WhatsApp links", () => {
  it("opens a chat with the shop's number and the message written", () => {
    const link = new URL(whatsappLink(orderMessage("HZL-ABCDEFGHJKMN")));
    expect(link.origin).toBe("https://wa.me");
    expect(link.pathname).toBe(`/${site.contact.whatsapp}`);
    expect(link.searchParams.get("text")).toBe("Hello Hazel, I have a question about my order HZL-ABCDEFGHJKMN.");
  });

  it("keeps digits only in the number", () => {
    expect(whatsappLink("Hi", "+234 803 123-4567")).toBe("https://wa.me/2348031234567?text=Hi");
  });

  it("names the product, its size when chosen, and its address", () => {
    const url = "https://hazel.example/genesis/pistachio-blouse";
    expect(productMessage("Pistachio Blouse", url, "M")).toBe(
      `Hello Hazel, I have a question about the Pistachio Blouse in size M: ${url}`,
    );
    expect(productMessage("Pistachio Blouse", url, "")).toBe(
      `Hello Hazel, I have a question about the Pistachio Blouse: ${url}`,
    );
    expect(new URL(whatsappLink(productMessage("Bubble & Molly Combo", url, ""))).searchParams.get("text")).toContain(
      "Bubble & Molly Combo",
    );
  });
});

describe("the message for paying an order by WhatsApp", () => {
  it("has the order's reference and its pieces written in", () => {
    expect(
      payOrderMessage("HZL-ABCDEFGHJKMN", [
        { name: "Zoya Dress", size: "L", quantity: 2 },
        { name: "Silk Scarf", size: "", quantity: 1 },
      ]),
    ).toBe("Hello Hazel, I would like to pay for my order HZL-ABCDEFGHJKMN: 2 × Zoya Dress (L), 1 × Silk Scarf.");
  });
});
