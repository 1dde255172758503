import { describe, expect, it } from "vitest";
import { loader } from "./api.atelier-dates";

describe("GET /api/atelier-dates", () => {
  it("answers a question it does not know with a 400 in words, before reading anything", async () => {
    for (const query of ["", "?made=", "?made=yes", "?made=2"]) {
      const answer = await loader({ request: new Request(`http://localhost/api/atelier-dates${query}`) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: "Ask with made=1 (made to order) or made=0 (ready to wear)." });
    }
  });
});
