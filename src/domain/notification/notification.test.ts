import { describe, expect, it } from "vitest";
import { testTranslator } from "../i18n/test-translator.ts";
import {
  driverName,
  joinedFromWaitlistText,
  joinedText,
  type RideTerms,
  removedText,
  rideChangedText,
  rideChanges,
  rideMessageText,
  sequenceLockedText,
} from "./notification.ts";

const en = testTranslator("en");
const zh = testTranslator("zh");
const ms = testTranslator("ms");

// Fri 6 Mar 2026, 9:30 am in Singapore.
const ride: RideTerms = {
  direction: "FC->SG",
  date: "2026-03-06T01:30:00.000Z",
  pickupLocation: "Forest City",
  dropoffLocations: [{ location: "Jurong East MRT", passengerCount: 1 }],
  maxPassengers: 4,
  cost: 80,
  stopFee: 5,
  additionalStops: 0,
};

describe("rideMessageText", () => {
  it.each([
    [en, "New messages on your Forest City to Singapore ride on Fri, 6 Mar, 9:30 am SGT"],
    [zh, "您的3月6日周五 上午9:30 SGT 森林城市至新加坡的拼车有新消息"],
    [
      ms,
      "Mesej baharu tentang perjalanan Forest City ke Singapura pada Jum, 6 Mac, 9:30 PG SGT anda",
    ],
  ])("names the ride once (%#)", (i18n, text) => {
    expect(rideMessageText(i18n, ride)).toBe(text);
  });
});

describe("notification texts", () => {
  it("names the ride by its direction and its Singapore time", () => {
    expect(joinedText(en, "Ann", 1, ride)).toBe(
      "Ann joined your Forest City to Singapore ride on Fri, 6 Mar, 9:30 am SGT",
    );
    expect(joinedText(en, "Ann", 3, ride)).toMatch(/SGT \(party of 3\)$/);
  });

  it("tells the organizer when freed seats went to a waiting party", () => {
    expect(joinedFromWaitlistText(en, "Wes", 2, ride)).toBe(
      "Wes joined your Forest City to Singapore ride on Fri, 6 Mar, 9:30 am SGT from the waitlist (party of 2)",
    );
  });

  it("gives the removed rider the organizer's reason, when there is one", () => {
    expect(removedText(en, "Bo", ride, "Car is full of luggage")).toBe(
      "Bo removed you from the Forest City to Singapore ride on Fri, 6 Mar, 9:30 am SGT. Reason: Car is full of luggage",
    );
    expect(removedText(en, "Bo", ride, undefined)).not.toContain("Reason");
  });

  it("lists each change old → new, and nothing for an edit nobody needs to hear about", () => {
    expect(rideChanges(en, ride, { ...ride })).toEqual([]);
    const changes = rideChanges(en, ride, {
      ...ride,
      date: "2026-03-07T10:00:00.000Z",
      dropoffLocations: [
        { location: "Jurong East MRT", passengerCount: 1 },
        { location: "Tampines", passengerCount: 1 },
      ],
      additionalStops: 1,
      maxPassengers: 5,
    });
    expect(changes).toEqual([
      "time Fri, 6 Mar, 9:30 am SGT → Sat, 7 Mar, 6:00 pm SGT",
      "drop-offs Jurong East MRT → Jurong East MRT, Tampines",
      "seats 4 → 5",
      "cost S$80.00 → S$85.00",
    ]);
    expect(rideChangedText(en, "Bo", ride, changes)).toMatch(
      /^Bo changed the Forest City to Singapore ride on Fri, 6 Mar, 9:30 am SGT: time .*; seats 4 → 5; cost/,
    );
  });

  it("tells each passenger their stop in the locked order", () => {
    expect(sequenceLockedText(en, ride, 2, 3)).toMatch(/is final: you are stop 2 of 3$/);
  });

  it("is written in the reader's language, dates too", () => {
    expect(joinedText(zh, "Ann", 2, ride)).toBe(
      "Ann 加入了你发起的3月6日周五 上午9:30 SGT 森林城市至新加坡的拼车（2 人同行）",
    );
    expect(joinedText(ms, "Ann", 1, ride)).toBe(
      "Ann menyertai perjalanan Forest City ke Singapura pada Jum, 6 Mac, 9:30 PG SGT yang anda anjurkan",
    );
  });

  it("calls a driver by their company, else by their name", () => {
    expect(driverName({ companyName: "Ace Cabs", name: "Cy", discordUsername: "cy" })).toBe(
      "Ace Cabs",
    );
    expect(driverName({ companyName: null, name: null, discordUsername: "cy" })).toBe("cy");
  });
});
