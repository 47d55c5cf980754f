// The sequence panel's hook against a stand-in of the passengers API at fetch, the network edge:
// who may reorder, the instant redraw and what is sent, a refusal putting the order back, the lock.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../../domain/i18n/test-translator.ts";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import { currentOrder, planSequenceMove } from "../../../domain/passenger/sequence.ts";
import { api } from "../../lib/api.ts";
import { i18n } from "../../lib/i18n.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type SequencedRide, useSequenceOrder } from "./use-sequence-order.ts";

const RIDE_ID = 7;

const party = (id: number, fullName: string, dropoffSequence: number | null): Passenger => ({
  id,
  rideId: RIDE_ID,
  userId: id * 10,
  dropoffSequence,
  passengerCount: 1,
  user: { id: id * 10, fullName, name: null },
});

/** The passengers the stand-in server holds, and the writes it was sent. */
let held: Passenger[];
let sent: { method: string; path: string; body: unknown }[];
/** The status the stand-in answers a sequence move with. */
let moveStatus: number;
/** Holds the stand-in's answer to a move until called, to see the page before the server answers. */
let answerMove: () => void;
let moveAnswered: Promise<void>;

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: testTranslator("en").messages });
});
beforeEach(() => {
  held = [party(1, "Olivia", 1), party(2, "Alice", 2), party(3, "Chen", 3)];
  sent = [];
  moveStatus = 200;
  moveAnswered = new Promise((resolve) => {
    answerMove = resolve;
  });
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    if (method === "GET") return Response.json(held);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith("/lockSequence")) return Response.json(held);
    await moveAnswered;
    if (moveStatus !== 200) {
      return Response.json({ error: "The order is locked" }, { status: moveStatus });
    }
    const passengerId = Number(/passengers\/(\d+)\/sequence/.exec(path)?.[1]);
    const { sequence } = JSON.parse(String(init.body)) as { sequence: number };
    const moves = new Map(
      planSequenceMove(held, passengerId, sequence).map((u) => [u.id, u.dropoffSequence]),
    );
    held = held.map((p) => ({ ...p, dropoffSequence: moves.get(p.id) ?? p.dropoffSequence }));
    return Response.json(held);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The hook as the panel uses it, with the passengers read under the app's own query key. */
function renderOrder(ride: SequencedRide, readerId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const passengers = useQuery({
        queryKey: queryKeys.rides.passengers(RIDE_ID),
        queryFn: () => api.get<Passenger[]>(`/api/rides/${RIDE_ID}/passengers`),
      });
      return useSequenceOrder({ rideId: RIDE_ID, ride, listed: passengers.data, readerId });
    },
    { wrapper },
  );
}

const open: SequencedRide = {
  creatorId: 10,
  vendorId: null,
  sequenceLocked: false,
  direction: "FC->SG",
};
const names = (passengers: Passenger[]) => passengers.map((p) => p.user.fullName);

describe("useSequenceOrder", () => {
  it("lets the organizer move a party: redrawn at once, sent to the server, said aloud", async () => {
    const { result } = renderOrder(open, open.creatorId);
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current.editable).toBe(true);
    const chen = result.current.passengers[2];
    if (!chen) throw new Error("Chen is not listed");

    act(() => result.current.move(chen, 1));
    expect(result.current.moveMessage).toBe("Chen moved to position 1 of 3.");
    // Redrawn before the server has answered.
    await waitFor(() =>
      expect(names(result.current.passengers)).toEqual(["Chen", "Olivia", "Alice"]),
    );
    expect(sent).toEqual([
      {
        method: "PATCH",
        path: `/api/rides/${RIDE_ID}/passengers/3/sequence`,
        body: { sequence: 1 },
      },
    ]);
    expect(names(currentOrder(held))).toEqual(["Olivia", "Alice", "Chen"]);
    answerMove();
    await waitFor(() => expect(names(currentOrder(held))).toEqual(["Chen", "Olivia", "Alice"]));
    expect(names(result.current.passengers)).toEqual(["Chen", "Olivia", "Alice"]);
  });

  it("moves nothing for a passenger, on a locked order, out of range or onto itself", async () => {
    const rider = renderOrder(open, 20);
    await waitFor(() => expect(rider.result.current.count).toBe(3));
    expect(rider.result.current.editable).toBe(false);
    act(() => rider.result.current.drop(3, 1));

    const locked = renderOrder({ ...open, sequenceLocked: true }, open.creatorId);
    await waitFor(() => expect(locked.result.current.count).toBe(3));
    expect(locked.result.current.locked).toBe(true);
    act(() => locked.result.current.drop(3, 1));

    const organizer = renderOrder(open, open.creatorId);
    await waitFor(() => expect(organizer.result.current.count).toBe(3));
    const olivia = organizer.result.current.passengers[0];
    if (!olivia) throw new Error("Olivia is not listed");
    act(() => {
      organizer.result.current.move(olivia, 0);
      organizer.result.current.move(olivia, 4);
      organizer.result.current.move(olivia, 1);
      organizer.result.current.drop(2, 2);
      organizer.result.current.drop(2, undefined);
    });

    expect(sent).toEqual([]);
    expect(names(organizer.result.current.passengers)).toEqual(["Olivia", "Alice", "Chen"]);
  });

  it("puts the order back when the server refuses the move", async () => {
    moveStatus = 409;
    const { result } = renderOrder(open, open.creatorId);
    await waitFor(() => expect(result.current.count).toBe(3));
    act(() => result.current.drop(3, 1));
    await waitFor(() =>
      expect(names(result.current.passengers)).toEqual(["Chen", "Olivia", "Alice"]),
    );
    answerMove();
    await waitFor(() =>
      expect(names(result.current.passengers)).toEqual(["Olivia", "Alice", "Chen"]),
    );
    expect(sent).toHaveLength(1);
  });

  it("the driver assigned to the ride may reorder it and lock it", async () => {
    const { result } = renderOrder({ ...open, vendorId: 555 }, 555);
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current.runsIt).toBe(true);
    act(() => result.current.lock());
    await waitFor(() => expect(result.current.justLocked).toBe(true));
    expect(sent).toEqual([
      { method: "POST", path: `/api/rides/${RIDE_ID}/lockSequence`, body: undefined },
    ]);
    act(() => result.current.noticeFocused());
    expect(result.current.justLocked).toBe(false);
  });
});
