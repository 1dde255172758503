import { describe, expect, it } from "vitest";
import type { Db } from "../db/db.server";
import { keptRead } from "./kept-read.server";

const db = {} as Db;

describe("keptRead", () => {
  it("reads once within the window, again after it and at once after a save of this process", async () => {
    let reads = 0;
    let saves = 0;
    const read = keptRead(
      async () => ++reads,
      () => saves,
      1_000,
    );
    expect(await read(db, 0)).toBe(1);
    expect(await read(db, 999)).toBe(1);
    expect(await read(db, 1_000)).toBe(2);
    saves++;
    expect(await read(db, 1_001)).toBe(3);
    expect(await read({} as Db, 1_001)).toBe(4);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const read = keptRead(
      async () => {
        if (fail) throw new Error("down");
        return "facts";
      },
      () => 0,
    );
    await expect(read(db, 0)).rejects.toThrow("down");
    fail = false;
    expect(await read(db, 1)).toBe("facts");
  });
});
