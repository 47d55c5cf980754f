import { describe, expect, it } from "vitest";
import { readLiveEvent } from "./live-event-schemas.ts";

const position = {
  lat: 1.4436,
  lng: 103.7692,
  accuracy: 12,
  at: "2026-12-05T01:00:00.000Z",
  etas: [{ stop: 1, location: "Woodlands MRT", minutes: 7 }],
};

describe("reading a live event", () => {
  it("gives a frame's data as its event's type", () => {
    expect(readLiveEvent("ride", '{"rideId":12}')).toEqual({ rideId: 12 });
    expect(readLiveEvent("position", JSON.stringify({ rideId: 12, ...position }))).toEqual({
      rideId: 12,
      ...position,
    });
    const notice = {
      id: 3,
      type: "joined",
      rideId: null,
      text: "Ann joined your ride",
      createdAt: "2026-12-01T02:00:00.000Z",
      read: false,
    };
    expect(readLiveEvent("notification", JSON.stringify(notice))).toEqual(notice);
  });

  it("leaves out data that is not JSON or not the event's shape", () => {
    expect(readLiveEvent("ride", "{rideId: 12")).toBeNull();
    expect(readLiveEvent("ride", '{"rideId":"12"}')).toBeNull();
    expect(readLiveEvent("message", '{"rideId":12}')).toBeNull();
    expect(readLiveEvent("user", '{"rideId":12}')).toBeNull();
    expect(readLiveEvent("position", JSON.stringify(position))).toBeNull();
  });
});
