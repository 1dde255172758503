import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.server";

const both = ["br", "gzip"] as const;

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, whatever order the client lists them in", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe("identity");
  });

  it("sends the file as it is without a header, or for encodings it does not have", () => {
    expect(chooseEncoding(undefined, both)).toBe("identity");
    expect(chooseEncoding("", both)).toBe("identity");
    expect(chooseEncoding("deflate", both)).toBe("identity");
    expect(chooseEncoding("gzip, br", [])).toBe("identity");
  });

  it("honours q=0 and the * wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br; q=0.0, gzip;q=0", both)).toBe("identity");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("BR;Q=0.5", both)).toBe("br");
  });
});
