import { afterEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../i18n/test-translator.ts";
import { buildTripSummary, orderedDropoffs } from "./trip-summary.ts";

const english = testTranslator("en");
const chinese = testTranslator("zh");
const malay = testTranslator("ms");

const url = "https://rides.example/rides/12";
const sgfc = {
  direction: "SG->FC" as const,
  date: "2026-03-06T01:30:00.000Z",
  pickupLocation: "Pasir Ris MRT\nExit A",
  dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 2 }],
  currentPassengers: 3,
  maxPassengers: 5,
  cost: 80,
  stopFee: 5,
  additionalStops: 0,
  party: null,
};
const before = new Date("2026-03-01T00:00:00Z");
/** The summary's lines: every ride here leaves at the same time with 3 of 5 seats taken. */
const summary = (route: string, where: string[], cost: string, share: string) =>
  [
    `🚗 ${route}`,
    "📅 Fri, 6 Mar 2026, 9:30 am SGT",
    ...where,
    "👥 Passengers: 3/5",
    `💰 Total cost: ${cost}`,
    `💵 ${share}`,
    "🚕 Car: a licensed cross-border taxi or charter, found in the app",
    `🔗 ${url}`,
  ].join("\n");
const fcsg = {
  ...sgfc,
  direction: "FC->SG" as const,
  pickupLocation: "Forest City",
  dropoffLocations: ["Tampines Mall", { location: "Bedok", passengerCount: 1 }],
  additionalStops: 2,
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("buildTripSummary", () => {
  it("words an SG->FC ride with its pickup, in Singapore time", () => {
    vi.stubEnv("TZ", "America/New_York");
    expect(buildTripSummary(english, sgfc, null, url, before)).toBe(
      summary(
        "Singapore to Forest City",
        ["📍 Pickup: Pasir Ris MRT, Exit A"],
        "S$80.00",
        "If you join: S$20.00. May go down if more people join",
      ),
    );
  });

  it("lists every party's pick-up of an SG->FC ride, in the stop order when it is known", () => {
    const ride = {
      ...sgfc,
      dropoffLocations: [
        "Pasir Ris MRT, Exit A",
        "Tampines Mall",
        { location: "Bedok", passengerCount: 1 },
      ],
    };
    expect(buildTripSummary(english, ride, null, url, before)).toContain(
      "📍 Pick-ups:\n1. Pasir Ris MRT, Exit A\n2. Tampines Mall\n3. Bedok\n👥",
    );
    const passengers = [
      { id: 1, dropoffLocation: "Pasir Ris MRT, Exit A", dropoffSequence: 1 },
      { id: 2, dropoffLocation: "Tampines Mall", dropoffSequence: 3 },
      { id: 3, dropoffLocation: "Bedok", dropoffSequence: 2 },
    ];
    expect(buildTripSummary(english, ride, passengers, url, before)).toContain(
      "📍 Pick-ups:\n1. Pasir Ris MRT, Exit A\n2. Bedok\n3. Tampines Mall\n👥",
    );
  });

  it("numbers the ride's drop-offs of an FC->SG ride when passengers are unknown", () => {
    expect(buildTripSummary(english, fcsg, null, url, before)).toBe(
      summary(
        "Forest City to Singapore",
        ["📍 Drop-offs:", "1. Tampines Mall", "2. Bedok"],
        "S$90.00 (incl. S$10.00 for 2 additional stops)",
        "If you join: S$22.50. May go down if more people join",
      ),
    );
  });

  it("orders an FC->SG ride's drop-offs by the passengers' sequence", () => {
    const passengers = [
      { id: 1, dropoffLocation: "Tampines Mall", dropoffSequence: 2 },
      { id: 2, dropoffLocation: "Jurong East", dropoffSequence: null },
      { id: 3, dropoffLocation: "Bedok", dropoffSequence: 1 },
      { id: 4, dropoffLocation: " bedok ", dropoffSequence: null },
    ];
    const text = buildTripSummary(english, fcsg, passengers, url, before);
    expect(text).toContain("📍 Drop-offs:\n1. Bedok\n2. Tampines Mall\n3. Jurong East\n👥");
  });

  it("gives a full ride's one share per person", () => {
    expect(
      buildTripSummary(english, { ...sgfc, currentPassengers: 5 }, null, url, before),
    ).toContain("💵 Per person: S$16.00\n");
  });

  it("tells a group what a new rider would pay, not the sharer's own share", () => {
    // S$80 over 3 aboard is the sharer's S$26.67; a fourth rider would pay S$80 / 4.
    expect(buildTripSummary(english, { ...sgfc, party: 2 }, null, url, before)).toContain(
      "💵 If you join: S$20.00. May go down if more people join\n",
    );
  });

  it("gives the reader's own calendar their party's share, the one their payment panel shows", () => {
    // S$80 over the 3 aboard, rounded up to the cent: S$26.67 each, S$53.34 for a party of 2.
    expect(buildTripSummary(english, { ...sgfc, party: 2 }, null, url, before, true)).toContain(
      "💵 Your share: S$53.34, S$26.67 each. May go down if more people join\n",
    );
  });

  it("says nothing may go down on a full ride, and gives a cancelled ride no figure", () => {
    const full = buildTripSummary(
      english,
      { ...sgfc, party: 1, currentPassengers: 5 },
      null,
      url,
      before,
    );
    expect(full).toContain("💵 Per person: S$16.00\n");
    expect(full).not.toContain("May go down");
    const cancelled = buildTripSummary(
      english,
      { ...sgfc, status: "cancelled" },
      null,
      url,
      before,
    );
    expect(cancelled).not.toContain("💵");
    expect(cancelled).not.toContain("🚕");
  });

  it("names the licensed car once one has taken the ride", () => {
    const carried = {
      ...sgfc,
      carrier: { licenceType: "cross_border_taxi" as const, registration: "MY" as const },
    };
    expect(buildTripSummary(english, carried, null, url, before)).toContain(
      "🚕 Car: Licensed cross-border taxi, registered in Malaysia\n",
    );
    expect(
      buildTripSummary(
        english,
        { ...carried, carrier: { licenceType: "licensed_charter", registration: "SG" } },
        null,
        url,
        before,
      ),
    ).toContain("🚕 Car: Licensed charter, registered in Singapore\n");
  });

  it("says 'final' once the ride has departed, and offers no price to a joiner then", () => {
    const after = new Date("2026-03-07T00:00:00Z");
    expect(buildTripSummary(english, { ...sgfc, party: 1 }, null, url, after)).toContain(
      "💵 Final: S$26.67. The ride has departed\n",
    );
    expect(buildTripSummary(english, sgfc, null, url, after)).toContain(
      "💵 Final: S$26.67. The ride has departed\n",
    );
  });

  it("says 'Unknown location' when an FC->SG ride has no drop-off", () => {
    expect(buildTripSummary(english, { ...fcsg, dropoffLocations: [] }, [], url, before)).toContain(
      "📍 Drop-offs:\n1. Unknown location\n",
    );
  });
});

describe("buildTripSummary in Chinese", () => {
  it("words the summary's own lines in the reader's language, the date in Singapore time", () => {
    const lines = buildTripSummary(chinese, fcsg, null, url, before).split("\n");
    expect(lines).toContain("📅 2026年3月6日周五 上午9:30 SGT");
    expect(lines).toContain("📍 下车地点：");
    expect(lines).toContain("👥 乘客：3/5");
    expect(lines).toContain("💰 总费用：S$90.00（含 2 个额外停靠点 S$10.00）");
    expect(buildTripSummary(chinese, sgfc, null, url, before)).toContain(
      "📍 上车地点：Pasir Ris MRT, Exit A\n",
    );
  });

  it("says the car will be a licensed one found in the app, or names it", () => {
    expect(buildTripSummary(chinese, sgfc, null, url, before)).toContain(
      "🚕 车辆：在应用中找到的持牌跨境德士或持牌包车\n",
    );
    const carrier = { licenceType: "cross_border_taxi" as const, registration: "SG" as const };
    expect(buildTripSummary(chinese, { ...sgfc, carrier }, null, url, before)).toContain(
      "🚕 车辆：持牌跨境德士（新加坡注册）\n",
    );
  });
});

describe("buildTripSummary in Malay", () => {
  it("says the car will be a licensed one found in the app, or names it", () => {
    expect(buildTripSummary(malay, sgfc, null, url, before)).toContain(
      "🚕 Kereta: teksi rentas sempadan atau kereta sewa berlesen, dicari dalam aplikasi\n",
    );
    const carrier = { licenceType: "licensed_charter" as const, registration: "MY" as const };
    expect(buildTripSummary(malay, { ...sgfc, carrier }, null, url, before)).toContain(
      "🚕 Kereta: Kereta sewa berlesen, berdaftar di Malaysia\n",
    );
  });
});

describe("orderedDropoffs", () => {
  it("falls back to the ride's list when there are no passengers", () => {
    expect(orderedDropoffs(fcsg, [])).toEqual(["Tampines Mall", "Bedok"]);
    expect(orderedDropoffs({ dropoffLocations: null }, null)).toEqual([]);
  });
  it("shows a visitor, who is not given the parties' stops, every place the cost counts", () => {
    const stops = ["Tampines Mall", "Bedok", "Jurong East"];
    const hidden = [
      { id: 1, dropoffSequence: null },
      { id: 2, dropoffSequence: null },
    ];
    const ride = { dropoffLocations: [{ location: "Tampines Mall", passengerCount: 1 }], stops };
    expect(orderedDropoffs(ride, hidden)).toEqual(stops);
    expect(orderedDropoffs(ride, null)).toEqual(stops);
  });
});
