import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hasValidCrc, parseEmvTlv } from "../../../domain/payment/paynow.ts";
import { readerShare } from "../../../domain/ride/price.ts";
import { ridePassengers, rides } from "../../db/schema/index.ts";
import { rideWithPairAndSingle } from "../../testing/ledger-ride.ts";
import { createRide, newRideBody } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const join = (rideId: number, cookie: string, passengerCount = 1, dropoffLocation = "Bedok MRT") =>
  send("POST", `/api/rides/${rideId}/join`, cookie, { passengerCount, dropoffLocation });

/**
 * Olive's ride with a pair and a single rider aboard (rideWithPairAndSingle); with `paynow`, her
 * PayNow details saved first.
 */
async function paidRide(paynow = true) {
  const organizer = await registerUser(t.app, { name: "Olive Org" });
  if (paynow) {
    const profile = await send("PATCH", `/api/users/${organizer.user.id}`, organizer.cookie, {
      paynowProxy: "9123 4567",
      paynowName: "Olive Org",
    });
    expect(profile.statusCode).toBe(200);
  }
  return { organizer, ...(await rideWithPairAndSingle(t.app, organizer.cookie)) };
}

const mark = (rideId: number, passengerId: number, cookie: string | undefined, paid: boolean) =>
  send("PATCH", `/api/rides/${rideId}/passengers/${passengerId}/payment`, cookie, { paid });

/** Moves the ride's departure a minute into the past. */
const depart = (rideId: number) =>
  t.db
    .update(rides)
    .set({ date: new Date(Date.now() - 60_000) })
    .where(eq(rides.id, rideId));

/** The organizer sends the ride back at its own date with a new size and party of their own. */
async function editDepartedRide(
  rideId: number,
  cookie: string,
  maxPassengers: number,
  organizerPassengerCount: number,
) {
  const [row] = await t.db.select().from(rides).where(eq(rides.id, rideId));
  return send("PATCH", `/api/rides/${rideId}`, cookie, {
    ...newRideBody({ maxPassengers, organizerPassengerCount }),
    date: row?.date.toISOString(),
  });
}

describe("a passenger's payment", () => {
  it("is the party's share as the ride stands, with a PayNow code to the organizer", async () => {
    const { ride, pair, pairEntry } = await paidRide();
    const line = await get(`/api/rides/${ride.id}/payment`, pair.cookie);
    expect(line.statusCode).toBe(200);
    // (S$80 + S$5 for Bedok) over 4 riders = S$21.25; the pair owes S$42.50.
    expect(line.json()).toMatchObject({
      passengerId: pairEntry,
      passengerCount: 2,
      amount: 4250,
      paid: 0,
      balance: 4250,
      final: false,
      paynow: { recipientName: "Olive Org" },
    });
    const payload: string = line.json().paynow.payload;
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseEmvTlv(payload) ?? {};
    expect(fields["54"]).toBe("42.50");
    expect(parseEmvTlv(fields["26"] ?? "")).toMatchObject({ "01": "0", "02": "+6591234567" });
    expect(parseEmvTlv(fields["62"] ?? "")?.["01"]).toBe(`RIDE ${ride.id} P${pairEntry} PAT PAIR`);
  });

  it("has no PayNow code when the organizer has given none", async () => {
    const { ride, single } = await paidRide(false);
    expect((await get(`/api/rides/${ride.id}/payment`, single.cookie)).json()).toMatchObject({
      amount: 2125,
      paynow: null,
    });
  });

  it("is fixed at departure: a later edit of the ride does not change it", async () => {
    const { organizer, ride, pair } = await paidRide();
    await depart(ride.id);
    const before = (await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json();
    expect(before).toMatchObject({ amount: 4250, final: true });
    // The organizer tries to bring 2 more after departure: a departed ride is not edited, and the
    // shares as they stood stay.
    const edit = await editDepartedRide(ride.id, organizer.cookie, 6, 3);
    expect(edit.statusCode).toBe(409);
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json().amount).toBe(4250);
  });

  it("fixes the amounts at the first read after departure, an edit then being refused", async () => {
    const { organizer, ride, single } = await paidRide();
    await depart(ride.id);
    const edit = await editDepartedRide(ride.id, organizer.cookie, 5, 2);
    expect(edit.statusCode).toBe(409);
    expect((await get(`/api/rides/${ride.id}/payment`, single.cookie)).json().amount).toBe(2125);
  });
});

describe("the organizer's payments", () => {
  it("lists each party with the sum outstanding, and follows marks", async () => {
    const { organizer, ride, pairEntry, singleEntry, pair } = await paidRide();
    const list = await get(`/api/rides/${ride.id}/payments`, organizer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      payments: [
        expect.objectContaining({
          passengerId: pairEntry,
          name: "Pat Pair",
          passengerCount: 2,
          amount: 4250,
          paid: 0,
          balance: 4250,
        }),
        expect.objectContaining({
          passengerId: singleEntry,
          name: "Sam Single",
          amount: 2125,
          paid: 0,
          balance: 2125,
        }),
      ],
      quote: 8500,
      collected: 0,
      outstanding: 6375,
      refundsDue: 0,
      final: false,
    });

    const marked = await mark(ride.id, pairEntry, organizer.cookie, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      passengerId: pairEntry,
      paid: 4250,
      amount: 4250,
      balance: 0,
    });
    const [row] = await t.db.select().from(ridePassengers).where(eq(ridePassengers.id, pairEntry));
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect((await get(`/api/rides/${ride.id}/payments`, organizer.cookie)).json().outstanding).toBe(
      2125,
    );
    // Settled: the line says so and has no code left to pay.
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json()).toMatchObject({
      paid: 4250,
      balance: 0,
      paynow: null,
    });

    await mark(ride.id, pairEntry, organizer.cookie, false);
    expect((await get(`/api/rides/${ride.id}/payments`, organizer.cookie)).json().outstanding).toBe(
      6375,
    );
  });

  it("answers each role as it may: visitors 401, others 403, unknown 404, own row 400", async () => {
    const { organizer, ride, pair, single, pairEntry } = await paidRide();
    const stranger = await registerUser(t.app);
    const vendor = await registerUser(t.app, {
      isVendor: true,
      companyName: "Cars Co",
      driverDetails: { name: "D", contact: "+60 1", carNumber: "JHB 1" },
    });
    const [organizerRow] = await t.db
      .select()
      .from(ridePassengers)
      .where(eq(ridePassengers.userId, organizer.user.id));

    const statuses = async (cookie: string | undefined) => [
      (await get(`/api/rides/${ride.id}/payment`, cookie)).statusCode,
      (await get(`/api/rides/${ride.id}/payments`, cookie)).statusCode,
      (await mark(ride.id, pairEntry, cookie, true)).statusCode,
    ];
    expect(await statuses(undefined)).toEqual([401, 401, 401]);
    expect(await statuses(stranger.cookie)).toEqual([403, 403, 403]);
    expect(await statuses(vendor.cookie)).toEqual([403, 403, 403]);
    expect(await statuses(single.cookie)).toEqual([200, 403, 403]);
    expect(await statuses(organizer.cookie)).toEqual([400, 200, 200]);
    // A passenger sees their own line only: nothing of the other party's amount or name.
    const own = await get(`/api/rides/${ride.id}/payment`, pair.cookie);
    expect(own.body).not.toContain("Sam Single");

    expect((await mark(ride.id, organizerRow?.id ?? 0, organizer.cookie, true)).statusCode).toBe(
      400,
    );
    expect((await mark(ride.id, 2_000_000, organizer.cookie, true)).statusCode).toBe(404);
    expect((await mark(2_000_000, pairEntry, organizer.cookie, true)).statusCode).toBe(404);
    expect((await get(`/api/rides/2000000/payments`, organizer.cookie)).statusCode).toBe(404);
    const bad = await send(
      "PATCH",
      `/api/rides/${ride.id}/passengers/${pairEntry}/payment`,
      organizer.cookie,
      { paid: "yes" },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/paid/);
    for (const paidCents of [-1, 12.5, "100", 10_000_001]) {
      const refused = await send(
        "PATCH",
        `/api/rides/${ride.id}/passengers/${pairEntry}/payment`,
        organizer.cookie,
        { paidCents },
      );
      expect(refused.statusCode, String(paidCents)).toBe(400);
      expect(refused.json().error).toMatch(/paidCents/);
    }
    // Nothing half-written: the refused marks left the pair's line as the accepted one made it.
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json().paid).toBe(4250);
  });
});

const record = (rideId: number, passengerId: number, cookie: string, paidCents: number) =>
  send("PATCH", `/api/rides/${rideId}/passengers/${passengerId}/payment`, cookie, { paidCents });

const noticesOf = async (cookie: string) =>
  (await get("/api/notifications", cookie)).json().items as { type: string; text: string }[];

describe("the ledger in cents", () => {
  it("records a partial payment: the balance is what the QR asks for, and the payer hears", async () => {
    const { organizer, ride, pair, pairEntry } = await paidRide();
    const partial = await record(ride.id, pairEntry, organizer.cookie, 1000);
    expect(partial.json()).toMatchObject({ amount: 4250, paid: 1000, balance: 3250 });
    const line = (await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json();
    expect(line).toMatchObject({ amount: 4250, paid: 1000, balance: 3250 });
    expect(parseEmvTlv(line.paynow.payload)?.["54"]).toBe("32.50");
    const [notice] = await noticesOf(pair.cookie);
    expect(notice).toMatchObject({ type: "payment_recorded" });
    expect(notice?.text).toContain("S$10.00");
    expect(notice?.text).toContain("S$32.50 still to pay");
    const totals = (await get(`/api/rides/${ride.id}/payments`, organizer.cookie)).json();
    expect(totals).toMatchObject({ collected: 1000, outstanding: 3250 + 2125, refundsDue: 0 });
  });

  it("gives each reader of the ride the figure their payment line holds (one figure per person)", async () => {
    const { organizer, ride, pair, single } = await paidRide();
    const visitor = await registerUser(t.app);
    const now = new Date();
    for (const [who, party] of [
      [pair, 2],
      [single, 1],
    ] as const) {
      const read = (await get(`/api/rides/${ride.id}`, who.cookie)).json();
      expect(read.party).toBe(party);
      const line = (await get(`/api/rides/${ride.id}/payment`, who.cookie)).json();
      expect(readerShare(read, now)).toMatchObject({ kind: "your_share", party: line.amount });
    }
    // The organizer collects rather than pays, yet sees their own seat's share too.
    const own = (await get(`/api/rides/${ride.id}`, organizer.cookie)).json();
    expect(readerShare(own, now)).toMatchObject({ kind: "your_share", party: 2125 });
    // Someone not aboard the full ride: no party, and each rider's share (S$85 over 4).
    const outside = (await get(`/api/rides/${ride.id}`, visitor.cookie)).json();
    expect(outside.party).toBeNull();
    expect(readerShare(outside, now)).toMatchObject({ kind: "per_person", party: 2125 });
    expect((await get(`/api/rides/${ride.id}`)).json().party).toBeNull();
  });

  it("turns an early payment into a refund due once a join lowers the share", async () => {
    const organizer = await registerUser(t.app, { name: "Olive Org" });
    await send("PATCH", `/api/users/${organizer.user.id}`, organizer.cookie, {
      paynowProxy: "9123 4567",
      paynowName: "Olive Org",
    });
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 4 });
    const pair = await registerUser(t.app, { name: "Pat Pair" });
    const pairEntry = (await join(ride.id, pair.cookie, 2, "Bedok MRT")).json().id as number;
    // S$85 over 3 riders: S$28.34 each, S$56.68 for the pair, paid in full at once.
    await mark(ride.id, pairEntry, organizer.cookie, true);
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json()).toMatchObject({
      amount: 5668,
      paid: 5668,
      balance: 0,
    });
    const single = await registerUser(t.app);
    await join(ride.id, single.cookie, 1, "Pasir Ris MRT");
    // Now S$85 over 4: S$42.50 for the pair, who paid S$56.68: the organizer owes S$14.18 back.
    const line = (await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json();
    expect(line).toMatchObject({ amount: 4250, paid: 5668, balance: -1418, paynow: null });
    const ledger = (await get(`/api/rides/${ride.id}/payments`, organizer.cookie)).json();
    expect(ledger).toMatchObject({ collected: 5668, outstanding: 2125, refundsDue: 1418 });
  });

  it("follows the organizer's quote, and tells each passenger their new share", async () => {
    const organizer = await registerUser(t.app, { name: "Olive Org" });
    const created = await send(
      "POST",
      "/api/rides",
      organizer.cookie,
      newRideBody({ maxPassengers: 4, cost: 75, stopFee: 8 }),
    );
    expect(created.json()).toMatchObject({ cost: 75, stopFee: 8, stops: ["Pasir Ris MRT"] });
    const ride = created.json() as { id: number; date: string };
    const pair = await registerUser(t.app);
    await join(ride.id, pair.cookie, 2, "Bedok MRT");
    // S$75 + S$8 for Bedok over 3 riders: S$27.67 each, S$55.34 for the pair.
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json().amount).toBe(5534);
    // Visitors see the places the price counts, never who gets off there.
    const visitorRead = (await get(`/api/rides/${ride.id}`)).json();
    expect(visitorRead).toMatchObject({ stopFee: 8, stops: ["Pasir Ris MRT", "Bedok MRT"] });

    const edited = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      ...newRideBody({ maxPassengers: 4 }),
      date: ride.date,
      cost: 120,
    });
    expect(edited.json()).toMatchObject({ cost: 120, stopFee: 8 });
    // S$128 over 3: S$42.67 each, S$85.34 for the pair.
    expect((await get(`/api/rides/${ride.id}/payment`, pair.cookie)).json().amount).toBe(8534);
    const notices = await noticesOf(pair.cookie);
    const changed = notices.find((notice) => notice.type === "share_changed");
    expect(changed?.text).toContain("S$128.00");
    expect(changed?.text).toContain("your share is S$85.34");
    // An edit that leaves the quote alone tells nobody of a new share.
    await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      ...newRideBody({ maxPassengers: 5 }),
      date: ride.date,
    });
    const after = await noticesOf(pair.cookie);
    expect(after.filter((notice) => notice.type === "share_changed")).toHaveLength(1);
  });
});

describe("PayNow on the profile", () => {
  it("normalises the proxy and name, shows them only to the user, and keeps them when absent", async () => {
    const organizer = await registerUser(t.app);
    const url = `/api/users/${organizer.user.id}`;
    const saved = await send("PATCH", url, organizer.cookie, {
      name: "Olive",
      paynowProxy: "+65 8123-4567",
      paynowName: "  Olive   Org ",
    });
    expect(saved.json()).toMatchObject({ paynowProxy: "+6581234567", paynowName: "Olive Org" });
    // A profile form that does not show the PayNow fields leaves them as they are.
    const kept = await send("PATCH", url, organizer.cookie, { name: "Olive O" });
    expect(kept.json()).toMatchObject({ name: "Olive O", paynowProxy: "+6581234567" });
    expect((await get("/api/auth/me", organizer.cookie)).json().paynowProxy).toBe("+6581234567");
    const uen = await send("PATCH", url, organizer.cookie, { paynowProxy: "201403121w" });
    expect(uen.json().paynowProxy).toBe("201403121W");

    // Nobody else reads them: not in the ride's creator, not in its passengers.
    const ride = await createRide(t.app, organizer.cookie);
    const rider = await registerUser(t.app);
    await join(ride.id, rider.cookie);
    for (const read of [
      `/api/rides/${ride.id}`,
      `/api/rides/${ride.id}/passengers`,
      "/api/rides",
    ]) {
      expect((await get(read, rider.cookie)).body, read).not.toContain("201403121W");
    }

    const cleared = await send("PATCH", url, organizer.cookie, {
      paynowProxy: "",
      paynowName: null,
    });
    expect(cleared.json()).toMatchObject({ paynowProxy: null, paynowName: null });
  });

  it("refuses a bad proxy or name with 400 naming the field, changing nothing", async () => {
    const user = await registerUser(t.app, { name: "Kept" });
    const url = `/api/users/${user.user.id}`;
    const proxy = await send("PATCH", url, user.cookie, { name: "Changed", paynowProxy: "12345" });
    expect(proxy.statusCode).toBe(400);
    expect(proxy.json().error).toMatch(/^paynowProxy: PayNow mobile number or UEN must be/);
    const name = await send("PATCH", url, user.cookie, { paynowName: "x".repeat(26) });
    expect(name.json()).toMatchObject({
      error: "paynowName: PayNow name must be at most 25 characters",
    });
    expect((await get("/api/auth/me", user.cookie)).json()).toMatchObject({
      name: "Kept",
      paynowProxy: null,
    });
  });
});
