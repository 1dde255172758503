import { expect, test } from "./support/test";

// The production build: pages and assets compressed at build time, the rest per request.
test("pre-rendered pages and assets come compressed at build time, with ETags that revalidate", async ({ request }) => {
  const home = await request.get("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
  const headers = home.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers.vary).toBe("Accept-Encoding");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(await home.text()).toContain("</html>");

  const again = await request.get("/", { headers: { "accept-encoding": "br", "if-none-match": headers.etag! } });
  expect(again.status()).toBe(304);

  const gz = await request.get("/naledi/orion-dress", { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  const script = /<script[^>]+src="(\/islands\/[^"]+\.js)"/.exec(await home.text())?.[1];
  const css = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1];
  for (const asset of [script, css]) {
    const res = await request.get(asset!, { headers: { "accept-encoding": "br" } });
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("pages rendered per visitor are still compressed per request", async ({ request }) => {
  const cart = await request.get("/cart", { headers: { "accept-encoding": "gzip" } });
  expect(cart.status()).toBe(200);
  expect(cart.headers()["content-encoding"]).toBe("gzip");
  expect(cart.headers().vary).toContain("Accept-Encoding");
});
