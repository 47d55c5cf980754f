import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ridePassengers, rides, users } from "../../db/schema/index.ts";
import { rideWithPairAndSingle } from "../../testing/ledger-ride.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { registerVerifiedVendor } from "../../testing/vendors.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const markCents = (rideId: number, passengerId: number, cookie: string, paidCents: number) =>
  send("PATCH", `/api/rides/${rideId}/passengers/${passengerId}/payment`, cookie, { paidCents });

/** Olive's ride with a pair and a single rider aboard (rideWithPairAndSingle). */
async function ledgerRide() {
  const organizer = await registerUser(t.app, { name: "Olive Org" });
  return { organizer, ...(await rideWithPairAndSingle(t.app, organizer.cookie)) };
}

const depart = (rideId: number) =>
  t.db
    .update(rides)
    .set({ date: new Date(Date.now() - 60_000) })
    .where(eq(rides.id, rideId));

describe("a party's receipt", () => {
  it("is the party's own: share, payments as recorded, balance, a stable number", async () => {
    const { organizer, ride, pair, pairEntry } = await ledgerRide();
    expect((await markCents(ride.id, pairEntry, organizer.cookie, 2000)).statusCode).toBe(200);
    expect((await markCents(ride.id, pairEntry, organizer.cookie, 4250)).statusCode).toBe(200);
    const first = await get(`/api/rides/${ride.id}/receipt`, pair.cookie);
    expect(first.statusCode).toBe(200);
    const receipt = first.json();
    // (S$80 + S$5 for Bedok) over 4 riders = S$21.25 each; the pair's S$42.50.
    expect(receipt).toMatchObject({
      number: `FCR-${ride.id}-${pairEntry}`,
      final: false,
      ride: { direction: "SG->FC", dropoffs: ["Forest City"] },
      operator: null,
      passengerCount: 2,
      quoteCents: 8000,
      stopFeeCents: 500,
      shareCents: 4250,
      paidCents: 4250,
      balanceCents: 0,
    });
    // Picked up at each party's stop, once per place.
    expect(receipt.ride.pickups).toEqual(expect.arrayContaining(["Bedok MRT", "Pasir Ris MRT"]));
    expect(receipt.ride.pickups).toHaveLength(2);
    expect(["Tuas", "Woodlands"]).toContain(receipt.ride.checkpoint);
    expect(receipt.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      2000, 2250,
    ]);
    const again = (await get(`/api/rides/${ride.id}/receipt`, pair.cookie)).json();
    expect(again.number).toBe(receipt.number);
  });

  it("is final once the ride has left", async () => {
    const { ride, single } = await ledgerRide();
    await depart(ride.id);
    expect((await get(`/api/rides/${ride.id}/receipt`, single.cookie)).json()).toMatchObject({
      final: true,
      shareCents: 2125,
      balanceCents: 2125,
      payments: [],
    });
  });

  it("is read by the organizer for any party, and their own without a party named", async () => {
    const { organizer, ride, pairEntry, single } = await ledgerRide();
    const party = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${pairEntry}`,
      organizer.cookie,
    );
    expect(party.statusCode).toBe(200);
    expect(party.json()).toMatchObject({ number: `FCR-${ride.id}-${pairEntry}`, shareCents: 4250 });
    const own = await get(`/api/rides/${ride.id}/receipt`, organizer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().shareCents).toBe(2125);
    // A passenger names only their own party.
    const other = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${pairEntry}`,
      single.cookie,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("receipt_not_yours");
  });

  it("is read by the assigned vendor, naming the operator", async () => {
    const { ride, pairEntry } = await ledgerRide();
    const vendor = await registerVerifiedVendor(t.app, t.db);
    await t.db
      .update(users)
      .set({
        vendorLicenceType: "cross_border_taxi",
        vendorLicenceNumber: "CBT-0042",
        vendorRegistration: "SG",
        vendorPlate: "SH 4242 K",
      })
      .where(eq(users.id, vendor.user.id));
    const before = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${pairEntry}`,
      vendor.cookie,
    );
    expect(before.statusCode).toBe(403);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const receipt = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${pairEntry}`,
      vendor.cookie,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().operator).toEqual({
      companyName: expect.stringMatching(/^Border Cars/),
      licenceType: "cross_border_taxi",
      licenceNumber: "CBT-0042",
      registration: "SG",
      plate: "SH 4242 K",
    });
    // A party of another ride is not this ride's.
    const elsewhere = await ledgerRide();
    const wrong = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${elsewhere.pairEntry}`,
      vendor.cookie,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe("passenger_not_found");
  });

  it("is refused to anyone else (403) and to visitors (401)", async () => {
    const { ride, pairEntry } = await ledgerRide();
    const stranger = await registerUser(t.app);
    const own = await get(`/api/rides/${ride.id}/receipt`, stranger.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe("receipt_not_yours");
    const named = await get(
      `/api/rides/${ride.id}/receipt?passengerId=${pairEntry}`,
      stranger.cookie,
    );
    expect(named.statusCode).toBe(403);
    expect(named.json()).not.toHaveProperty("shareCents");
    expect((await get(`/api/rides/${ride.id}/receipt`)).statusCode).toBe(401);
  });
});

/** Parses the CSV as a spreadsheet would, after checking its byte order mark and line ends. */
function readCsv(body: string) {
  expect(body.startsWith("\uFEFF")).toBe(true);
  expect(body).toMatch(/\r\n$/);
  return parse(body, { bom: true, columns: true }) as Record<string, string>[];
}

describe("a ride's payments as CSV", () => {
  it("opens safely: formulas prefixed, quotes, commas, newlines and Chinese kept", async () => {
    const { organizer, ride, pair, single, pairEntry, singleEntry } = await ledgerRide();
    const hostile = '=HYPERLINK("http://evil.example","Pay, \\"now\\"")';
    await t.db.update(users).set({ name: hostile }).where(eq(users.id, pair.user.id));
    await t.db.update(users).set({ name: "陈小明" }).where(eq(users.id, single.user.id));
    await t.db
      .update(ridePassengers)
      .set({ dropoffLocation: '@SUM(A1)\nBlock 2, "Lobby"' })
      .where(eq(ridePassengers.id, singleEntry));
    expect((await markCents(ride.id, pairEntry, organizer.cookie, 5000)).statusCode).toBe(200);

    const response = await get(`/api/rides/${ride.id}/payments.csv`, organizer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain(".csv");
    const rows = readCsv(response.body);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "party",
      "seats",
      "stop",
      "share (SGD)",
      "paid (SGD)",
      "balance (SGD)",
      "last payment (SGT)",
    ]);
    const byParty = new Map(rows.map((row) => [row.party, row]));
    expect(rows).toHaveLength(2);
    const pairRow = byParty.get(`'${hostile}`);
    expect(pairRow).toMatchObject({
      seats: "2",
      stop: "Bedok MRT",
      // S$80 and two more stops over 4 riders: S$22.50 each.
      "share (SGD)": "45.00",
      "paid (SGD)": "50.00",
      // A refund due reads as a number, not as a formula to escape.
      "balance (SGD)": "-5.00",
    });
    expect(pairRow?.["last payment (SGT)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byParty.get("陈小明")).toMatchObject({
      stop: '\'@SUM(A1)\nBlock 2, "Lobby"',
      "share (SGD)": "22.50",
      "paid (SGD)": "0.00",
      "last payment (SGT)": "",
    });
  });

  it("is the organizer's and the assigned vendor's only", async () => {
    const { ride, pair } = await ledgerRide();
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const url = `/api/rides/${ride.id}/payments.csv`;
    expect((await get(url)).statusCode).toBe(401);
    const refused = await get(url, pair.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("payments_export_runners_only");
    expect((await get(url, vendor.cookie)).statusCode).toBe(403);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const driven = await get(url, vendor.cookie);
    expect(driven.statusCode).toBe(200);
    expect(readCsv(driven.body)).toHaveLength(2);
  });
});
