// The vendor dashboard's hook against a stand-in of the API at fetch, the network edge: the tab
// that opens first for a ride asked for by link, a ride that is gone, taking a ride (My Rides opens
// on it), and nothing read for a rider who is not a vendor.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../../domain/i18n/test-translator.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { i18n } from "../../lib/i18n.ts";
import { useVendorDashboard } from "./use-vendor-dashboard.ts";

// The fields of a ride the hook reads: its id, direction and date.
const ride = (id: number) =>
  ({ id, direction: "SG->FC", date: "2026-12-24T02:00:00.000Z", status: "open" }) as Ride;

/** What the stand-in holds, and every path it was asked for. */
let mine: Ride[];
let open: Ride[];
let asked: string[];

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: testTranslator("en").messages });
});
beforeEach(() => {
  mine = [ride(1)];
  open = [ride(2), ride(3)];
  asked = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    asked.push(`${init.method ?? "GET"} ${path}`);
    if (path.startsWith("/api/vendor/rides")) return Response.json(mine);
    if (path.startsWith("/api/rides?status=open")) return Response.json(open);
    if (path === "/api/crossing-rules") return Response.json({ rules: [] });
    const taken = /^\/api\/rides\/(\d+)\/assign$/.exec(path);
    if (taken && init.method === "POST") {
      const id = Number(taken[1]);
      mine = [...mine, ride(id)];
      open = open.filter((r) => r.id !== id);
      return Response.json(ride(id));
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The hook as the page uses it, `requestedId` the ride its link asked for. */
function renderDashboard(isVendor: boolean, requestedId: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useVendorDashboard(isVendor, requestedId), { wrapper });
}

describe("useVendorDashboard", () => {
  it("opens My Rides, or the tab holding the ride a link asked for, highlighted", async () => {
    const plain = renderDashboard(true);
    await waitFor(() => expect(plain.result.current.available.isSuccess).toBe(true));
    expect(plain.result.current.tab).toBe("mine");
    expect(plain.result.current.highlightId).toBeNull();

    const linkedOpen = renderDashboard(true, 2);
    await waitFor(() => expect(linkedOpen.result.current.available.isSuccess).toBe(true));
    expect(linkedOpen.result.current.tab).toBe("available");
    expect(linkedOpen.result.current.highlightId).toBe(2);
    expect(linkedOpen.result.current.requestedGone).toBe(false);

    const linkedMine = renderDashboard(true, 1);
    await waitFor(() => expect(linkedMine.result.current.assigned.isSuccess).toBe(true));
    expect(linkedMine.result.current.tab).toBe("mine");
  });

  it("says a ride asked for by link is gone once both lists are read without it", async () => {
    const { result } = renderDashboard(true, 9);
    expect(result.current.requestedGone).toBe(false);
    await waitFor(() => expect(result.current.requestedGone).toBe(true));
  });

  it("takes a ride, then opens My Rides on it with the focus moved there", async () => {
    const { result } = renderDashboard(true, 3);
    await waitFor(() => expect(result.current.available.isSuccess).toBe(true));
    expect(result.current.tab).toBe("available");
    const three = result.current.available.data?.find((r) => r.id === 3);
    if (!three) throw new Error("ride 3 is not listed");

    act(() => result.current.take(three));
    await waitFor(() => expect(result.current.tab).toBe("mine"));
    expect(asked).toContain("POST /api/rides/3/assign");
    expect(result.current.highlightId).toBe(3);
    expect(result.current.focusToken).toEqual(expect.any(Number));
    await waitFor(() => expect(result.current.assigned.data?.map((r) => r.id)).toEqual([1, 3]));
    // Taken by this vendor, so no longer "gone" though it left the open list.
    expect(result.current.requestedGone).toBe(false);
  });

  it("reads nothing for a rider who is not a vendor", async () => {
    const { result } = renderDashboard(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.assigned.isPending).toBe(true);
    expect(asked).toEqual([]);
  });
});
