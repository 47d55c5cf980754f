import { describe, expect, it } from "vitest";
import { bringForward } from "./bring-forward.ts";

const items = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe("bringForward", () => {
  it("puts the chosen ride first and keeps the others' order", () => {
    expect(bringForward(items, 3).map((item) => item.id)).toEqual([3, 1, 2]);
  });

  it("keeps the order when the ride is absent or none is chosen", () => {
    expect(bringForward(items, 9).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(bringForward(items, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
