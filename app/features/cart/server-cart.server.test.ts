import { describe, expect, it } from "vitest";
import {
  addToCartCookie,
  changeCartCookie,
  factsOfCart,
  refusedAddOf,
  serverCartOf,
  withAddRequest,
} from "./server-cart.server";
import { factsOf } from "./test-fixtures";

const request = (cookie?: string, search = "") =>
  new Request(`http://shop.test/cart${search}`, cookie === undefined ? undefined : { headers: { Cookie: cookie } });

describe("the cart the server renders", () => {
  it("is the cookie's lines, a product the shop no longer sells included", () => {
    expect(serverCartOf(request("hazel_cart=42.M.2~9999..1")).items).toEqual([
      { id: "42-M", productId: 42, size: "M", quantity: 2 },
      { id: "9999", productId: 9999, size: "", quantity: 1 },
    ]);
    expect(serverCartOf(request()).isEmpty).toBe(true);
  });

  it("takes in a product form's line sent before its script loaded, only for a product the shop sells", () => {
    const cart = serverCartOf(request("hazel_cart=51.L.1"));
    expect(withAddRequest(cart, "?add=51&size=L&quantity=2").items).toEqual([
      { id: "51-L", productId: 51, size: "L", quantity: 3 },
    ]);
    expect(withAddRequest(cart, "?add=9999&quantity=1")).toBe(cart);
  });

  it("gives the facts of the products the shop sells, each once", () => {
    const cart = serverCartOf(request("hazel_cart=42.M.2~42.L.1~9999..1~51..1"));
    expect(factsOfCart(cart)).toEqual(factsOf(42, 51));
  });

  it("writes a product form's line into the cookie and sends the cart to an address a reload does not add from", () => {
    const added = addToCartCookie(request("hazel_cart=42.M.1", "?add=51&size=L&quantity=2"), true);
    expect(added).toEqual({
      location: "/cart?added=51&size=L&quantity=2",
      setCookie: `hazel_cart=${encodeURIComponent("42.M.1~51.L.2")}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`,
    });
    expect(addToCartCookie(request(undefined, "?add=9999&quantity=1"), false)).toEqual({
      location: "/cart",
      setCookie: "hazel_cart=; Path=/; Max-Age=0; SameSite=Lax",
    });
    expect(addToCartCookie(request("hazel_cart=42.M.1", "?added=51&size=L&quantity=2"), false)).toBeUndefined();
  });

  it("sends a ready-to-wear piece without a size back to the page the form was on, leaving the cookie as it was", () => {
    expect(addToCartCookie(request("hazel_cart=42.M.1", "?page=42&size=&quantity=2&add=42"), false)).toEqual({
      location: "/hazelbee/shop/bb-ensemble?refused=42&size=&quantity=2#size-error",
    });
    // Without the page named, to the product's own.
    expect(addToCartCookie(request(undefined, "?add=37&quantity=1"), false)?.location).toBe(
      "/hazelbee/shop/coral-dress?refused=37&size=&quantity=1#size-error",
    );
    const page = (search: string) => refusedAddOf(new Request(`http://shop.test/hazelbee/shop/bb-ensemble${search}`));
    expect(page("?refused=42&size=&quantity=2")).toEqual({
      message: "Choose a size for the BB Ensemble: it comes in size XS, S, M, L, XL, 2XL or 3XL.",
      quantity: 2,
    });
    // A line that passes, or an address naming none, says nothing.
    expect(page("?refused=42&size=M&quantity=2")).toBeUndefined();
    expect(page("?refused=51&size=&quantity=1")).toBeUndefined();
    expect(page("")).toBeUndefined();
    expect(addToCartCookie(request("hazel_cart=42.M.1"), false)).toBeUndefined();
  });

  it("changes a line of the cookie from its posted form, and changes nothing for a line it does not have", () => {
    const post = (body: string, cookie = "hazel_cart=42.M.2~51..1") =>
      changeCartCookie(
        new Request("http://shop.test/cart", { method: "POST", headers: { Cookie: cookie } }),
        new URLSearchParams(body),
        false,
      );
    expect(post("line=42-M&quantity=3")).toEqual({
      location: "/cart?set=42-M&quantity=3",
      setCookie: `hazel_cart=${encodeURIComponent("42.M.3~51..1")}; Path=/; Max-Age=2592000; SameSite=Lax`,
    });
    expect(post("line=51&quantity=0").setCookie).toMatch(/^hazel_cart=42\.M\.2;/);
    expect(post("line=51&quantity=0", "hazel_cart=51..1").setCookie).toMatch(/^hazel_cart=; Path=\/; Max-Age=0;/);
    for (const body of ["line=42-L&quantity=1", "line=42-M&quantity=lots", ""])
      expect(post(body), body).toEqual({
        location: "/cart",
        setCookie: `hazel_cart=${encodeURIComponent("42.M.2~51..1")}; Path=/; Max-Age=2592000; SameSite=Lax`,
      });
  });
});
