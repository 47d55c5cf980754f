import { describe, expect, it } from "vitest";
import { testTranslator } from "../i18n/test-translator.ts";
import { dueReminder, reminderRole, reminderText } from "./reminder.ts";

const en = testTranslator("en");

const HOUR = 60 * 60 * 1000;
const departure = new Date("2026-03-06T01:30:00Z"); // Fri 9:30 am in Singapore
const ahead = (ms: number) => new Date(departure.getTime() - ms);

describe("dueReminder", () => {
  it.each([
    [73 * HOUR, null],
    [72 * HOUR, "reminder_arrival_card"],
    [49 * HOUR, "reminder_arrival_card"],
    [48 * HOUR, null],
    [25 * HOUR, null],
    [24 * HOUR, "reminder_24h"],
    [13 * HOUR, "reminder_24h"],
    [12 * HOUR, null],
    [3 * HOUR, null],
    [2 * HOUR, "reminder_2h"],
    [1, "reminder_2h"],
    [0, null],
    [-HOUR, null],
  ])("%d ms before departure: %s", (ms, expected) => {
    expect(dueReminder({ date: departure, status: "open" }, ahead(ms))).toBe(expected);
  });

  it.each(["completed", "cancelled"])("reminds of no %s ride", (status) => {
    expect(dueReminder({ date: departure, status }, ahead(HOUR))).toBeNull();
    expect(dueReminder({ date: departure, status: "assigned" }, ahead(HOUR))).toBe("reminder_2h");
  });
});

describe("reminderText", () => {
  const ride = { direction: "SG->FC" as const, date: departure, pickupLocation: "Jurong East MRT" };

  it("says when, from where, and to bring a passport", () => {
    expect(reminderText(en, "reminder_24h", ride)).toBe(
      "Your ride Singapore to Forest City leaves within a day: Fri, 6 Mar 2026, 9:30 am SGT from Jurong East MRT. Bring your passport.",
    );
    expect(reminderText(en, "reminder_2h", ride)).toMatch(/^Your ride .+ leaves soon: .+ SGT from/);
  });

  it("tells the day before how long the border usually takes, and not two hours before", () => {
    const crossing = { typicalMinutes: 90 };
    expect(reminderText(en, "reminder_24h", ride, crossing)).toMatch(
      /Bring your passport\. At that hour the border usually takes about 90 minutes \(typical, not live\)\.$/,
    );
    expect(reminderText(en, "reminder_2h", ride, crossing)).not.toMatch(/border/);
  });

  it("asks two hours before whether the rider is still coming", () => {
    expect(reminderText(en, "reminder_2h", ride)).toMatch(
      /Bring your passport\. Still coming\? If you can't make it, leave the ride so a waiting rider gets your seat\.$/,
    );
    expect(reminderText(en, "reminder_24h", ride)).not.toMatch(/Still coming/);
  });

  it("words the organizer's and the driver's reminders for their roles: no \"Still coming?\"", () => {
    expect(reminderText(en, "reminder_2h", ride, undefined, "organizer")).toMatch(
      /^Your ride .+ leaves soon: .+ Bring your passport\. You run this ride: see who has checked in on the ride page\.$/,
    );
    expect(reminderText(en, "reminder_2h", ride, undefined, "driver")).toMatch(
      /^The ride you drive, Singapore to Forest City, leaves soon: .+ from Jurong East MRT\. Bring your passport\. You run this ride: see who has checked in on the ride page\.$/,
    );
    expect(reminderText(en, "reminder_24h", ride, undefined, "driver")).toMatch(
      /^The ride you drive, Singapore to Forest City, leaves within a day: /,
    );
  });

  it.each([
    [1, "organizer"],
    [5, "driver"],
    [7, "passenger"],
  ] as const)("user %i of a ride organized by 1 and driven by 5 is its %s", (userId, role) => {
    expect(reminderRole({ creatorId: 1, vendorId: 5 }, userId)).toBe(role);
  });

  it("is written in the rider's language", () => {
    expect(reminderText(testTranslator("ms"), "reminder_2h", ride)).toBe(
      "Perjalanan anda Singapura ke Forest City akan bertolak tidak lama lagi: Jum, 6 Mac 2026, 9:30 PG SGT dari Jurong East MRT. Bawa pasport anda. Masih datang? Jika tidak dapat hadir, tinggalkan perjalanan supaya penumpang yang menunggu mendapat tempat anda.",
    );
  });
});

describe("the arrival card in a reminder", () => {
  const ride = { direction: "SG->FC" as const, date: departure, pickupLocation: "Jurong East MRT" };
  const mdac = { card: "mdac" as const, plate: "SH 2026 E" };

  it("says three days before which card to file, the car's plate and the official site", () => {
    expect(reminderText(en, "reminder_arrival_card", ride, undefined, "passenger", mdac)).toBe(
      "Your ride Singapore to Forest City leaves within three days: Fri, 6 Mar 2026, 9:30 am SGT from Jurong East MRT. You need Malaysia's arrival card (MDAC): file it within 3 days before you arrive. The car's plate for the card: SH 2026 E. Official site: https://imigresen-online.imi.gov.my/mdac/main",
    );
  });

  it("adds it to the day-before reminder after the border's usual time, and says when no car has the ride yet", () => {
    const sgac = { card: "sgac" as const, plate: null };
    const back = { ...ride, direction: "FC->SG" as const };
    expect(
      reminderText(en, "reminder_24h", back, { typicalMinutes: 60 }, "passenger", sgac),
    ).toMatch(
      /usually takes about 60 minutes \(typical, not live\)\. You need Singapore's SG Arrival Card: file it within 3 days before you arrive\. No car has taken the ride yet: its plate will be on the ride page\. Official site: https:\/\/www\.ica\.gov\.sg\/enter-transit-depart\/entering-singapore\/sg-arrival-card$/,
    );
    expect(reminderText(en, "reminder_24h", back)).not.toMatch(/Arrival Card/);
  });

  it("is written in the rider's language", () => {
    expect(
      reminderText(
        testTranslator("zh"),
        "reminder_arrival_card",
        ride,
        undefined,
        "passenger",
        mdac,
      ),
    ).toMatch(
      /你需要填写马来西亚入境卡（MDAC）：请在抵达前 3 天内提交。 入境卡要填的车牌号：SH 2026 E。/,
    );
    expect(
      reminderText(testTranslator("ms"), "reminder_arrival_card", ride, undefined, "driver", mdac),
    ).toMatch(/^Perjalanan yang anda pandu, .+ Laman rasmi: https:\/\/imigresen-online/);
  });
});
