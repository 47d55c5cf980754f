import { describe, expect, it } from "vitest";
import { OpenStreams, type Stream } from "./open-streams.ts";

const stream = (userId: number, rideId: number | null = null): Stream => ({
  userId,
  rideId,
  raw: { write: () => true, end: () => undefined },
});

describe("the open streams", () => {
  it("finds a reader's streams and the pages looking at a ride, each once", () => {
    const streams = new OpenStreams();
    const phone = stream(1, 7);
    const laptop = stream(1);
    const other = stream(2, 7);
    const elsewhere = stream(3, 8);
    for (const each of [phone, laptop, other, elsewhere]) streams.add(each);

    expect(streams.size).toBe(4);
    expect([...streams.ofUser(1)]).toEqual([phone, laptop]);
    expect([...streams.lookingAt(7)]).toEqual([phone, other]);
    expect(streams.ofUsers([1, 3, 1, 99])).toEqual([phone, laptop, elsewhere]);
    expect(streams.ofUser(99).size).toBe(0);
    expect(streams.all()).toHaveLength(4);
  });

  it("forgets a closed stream once, however often it closes", () => {
    const streams = new OpenStreams();
    const phone = stream(1, 7);
    const laptop = stream(1);
    streams.add(phone);
    streams.add(laptop);

    streams.delete(phone);
    streams.delete(phone);

    expect(streams.size).toBe(1);
    expect([...streams.ofUser(1)]).toEqual([laptop]);
    expect(streams.lookingAt(7).size).toBe(0);
    streams.delete(laptop);
    expect(streams.size).toBe(0);
    expect(streams.all()).toEqual([]);
  });
});
