// A ride page's hook against a stand-in of the passengers API at fetch, the network edge: what a
// visitor, the organizer, a passenger and a stranger are shown, on the day and a week ahead, and
// what the page's address asks for (a new ride's share sheet, the Passengers tab, the
// can't-make-it dialog) until the page goes back to the ride's plain address.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { useRideDetail } from "./use-ride-detail.ts";

const HOUR = 3_600_000;
const ORGANIZER = 1;
const PASSENGER = 2;
const STRANGER = 3;

// The fields of a ride and a reader the hook reads.
const rideLeaving = (inMs: number, status: Ride["status"] = "open") =>
  ({
    id: 42,
    creatorId: ORGANIZER,
    vendorId: null,
    status,
    date: new Date(Date.now() + inMs).toISOString(),
  }) as Ride;
const reader = (id: number) =>
  ({ id, isVendor: false, vendorVerified: false, isAdmin: false }) as PublicUser;
const aboard = [
  { userId: ORGANIZER, dropoffLocation: "Tampines" },
  { userId: PASSENGER, dropoffLocation: "Bedok" },
] as Passenger[];

/** Every path the stand-in was asked for. */
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal("fetch", async (path: string) => {
    asked.push(path);
    if (path === "/api/rides/42/passengers") return Response.json(aboard);
    return Response.json({ error: "Not found" }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The hook as the ride's page uses it, the page opened at `address`. */
function renderDetail(ride: Ride, user: PublicUser | null, address = "/rides/42") {
  window.history.replaceState(null, "", address);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRideDetail(ride, user), { wrapper });
}

describe("useRideDetail", () => {
  it("reads no passengers for a visitor and offers them nothing of the ride's own people", () => {
    const { result } = renderDetail(rideLeaving(HOUR), null, "/rides/42?joined=1&cant-make-it=1");
    expect(asked).toEqual([]);
    expect(result.current).toMatchObject({
      involved: false,
      showPlan: false,
      managesOrder: false,
      offerPush: false,
      cantMakeIt: false,
      onTheDay: true,
    });
  });

  it("gives a passenger on the day the plan, the car's way to their own stop, and the dialog asked for", async () => {
    const { result } = renderDetail(
      rideLeaving(HOUR),
      reader(PASSENGER),
      "/rides/42?cant-make-it=1&tab=passengers",
    );
    await waitFor(() => expect(result.current.passengers.isSuccess).toBe(true));
    expect(asked).toEqual(["/api/rides/42/passengers"]);
    expect(result.current).toMatchObject({
      involved: true,
      showPlan: true,
      onTheDay: true,
      drives: false,
      ownStop: "Bedok",
      managesOrder: false,
      cantMakeIt: true,
      firstTab: "passengers",
    });
  });

  it("gives a stranger neither the plan, a stop nor the organizer's share sheet, a week ahead", async () => {
    // A new ride's address pasted into a group as it was.
    const { result } = renderDetail(
      rideLeaving(7 * 24 * HOUR),
      reader(STRANGER),
      "/rides/42?created=1",
    );
    await waitFor(() => expect(result.current.passengers.isSuccess).toBe(true));
    expect(result.current).toMatchObject({
      involved: false,
      showPlan: false,
      onTheDay: false,
      ownStop: null,
      shareOpen: false,
      firstTab: "details",
    });
  });

  it("opens a new ride's share sheet for its organizer, offers push, and closes it by going back to the ride", async () => {
    const { result } = renderDetail(
      rideLeaving(7 * 24 * HOUR),
      reader(ORGANIZER),
      "/rides/42?created=1",
    );
    await waitFor(() => expect(result.current.passengers.isSuccess).toBe(true));
    expect(result.current).toMatchObject({
      creator: true,
      managesOrder: true,
      shareOpen: true,
      offerPush: true,
    });
    act(() => result.current.backToRide());
    expect(window.location.pathname + window.location.search).toBe("/rides/42");
    // The sheet is closed; the offer stays for this visit.
    expect(result.current.shareOpen).toBe(false);
    expect(result.current.offerPush).toBe(true);
  });

  it("keeps the order and the plan from the organizer of a cancelled ride", async () => {
    const { result } = renderDetail(rideLeaving(HOUR, "cancelled"), reader(ORGANIZER));
    await waitFor(() => expect(result.current.passengers.isSuccess).toBe(true));
    expect(result.current).toMatchObject({
      cancelled: true,
      managesOrder: false,
      showPlan: false,
      onTheDay: false,
    });
  });
});
