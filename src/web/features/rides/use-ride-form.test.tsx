// The ride form's hook against a stand-in of the rides API at fetch, the network edge: what a
// new ride sends and where it then goes, the organizer's count kept within the maximum, a refusal
// shown under the field it names, a weekly repeat, and an edit of a series from this ride on.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../../domain/i18n/test-translator.ts";
import { DEFAULT_RIDE_FORM_VALUES } from "../../../domain/ride/ride-form.ts";
import type { Ride, RideFormInput } from "../../../domain/ride/ride-schemas.ts";
import { singaporeLocalToIso } from "../../../domain/shared/dates.ts";
import { i18n } from "../../lib/i18n.ts";
import { type RideFormMode, useRideForm } from "./use-ride-form.ts";

/** A departure a week from now, as the date field holds it (Singapore time). */
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000)
  .toLocaleString("sv-SE", { timeZone: "Asia/Singapore" })
  .slice(0, 16)
  .replace(" ", "T");

/** The writes the stand-in was sent, and its answer to the next one. */
let sent: { method: string; path: string; body: Record<string, unknown> }[];
let answer: () => Response;

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: testTranslator("en").messages });
});
beforeEach(() => {
  sent = [];
  answer = () => Response.json({ id: 42 }, { status: 201 });
  window.history.replaceState(null, "", "/create");
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    if (method === "GET") return Response.json([]);
    sent.push({ method, path, body: JSON.parse(String(init.body)) });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(mode: RideFormMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useRideForm(mode), { wrapper });
}
type Hook = ReturnType<typeof renderForm>["result"];

async function fill(result: Hook, values: Partial<RideFormInput>) {
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      result.current.form.setValue(name as keyof RideFormInput, value as never);
    }
  });
}
const press = (result: Hook) => act(() => result.current.submit());

const trip = { date: NEXT_WEEK, organizerLocation: "Tampines MRT" };

describe("useRideForm", () => {
  it("creates the ride from what was filled in, then opens it with its share sheet", async () => {
    const { result } = renderForm({ kind: "create" });
    await fill(result, { ...trip, organizerPassengerCount: 2 });
    await press(result);
    await waitFor(() => expect(window.location.search).toBe("?created=1"));
    expect(window.location.pathname).toBe("/rides/42");
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/rides",
        body: expect.objectContaining({
          direction: "SG->FC",
          date: singaporeLocalToIso(NEXT_WEEK),
          pickupLocation: "Tampines MRT",
          organizerPassengerCount: 2,
          maxPassengers: DEFAULT_RIDE_FORM_VALUES.maxPassengers,
        }),
      },
    ]);
    expect(sent[0]?.body).not.toHaveProperty("repeat");
  });

  it("pulls the organizer's count down with a lower maximum", async () => {
    const { result } = renderForm({ kind: "create" });
    await fill(result, { organizerPassengerCount: 4 });
    await fill(result, { maxPassengers: 2 });
    await waitFor(() => expect(result.current.form.getValues("organizerPassengerCount")).toBe(2));
    expect(result.current.countCeiling).toBe(2);
  });

  it("shows a refusal under the field it names, and a date refusal under the date", async () => {
    answer = () =>
      Response.json({ error: "maxPassengers: Must be at least 3 for 3 riders" }, { status: 400 });
    const { result } = renderForm({ kind: "create" });
    await fill(result, trip);
    await press(result);
    await waitFor(() =>
      expect(result.current.form.getFieldState("maxPassengers").error?.message).toBe(
        "Must be at least 3 for 3 riders",
      ),
    );

    answer = () => Response.json({ error: "The date must be in the future" }, { status: 400 });
    await press(result);
    await waitFor(() =>
      expect(result.current.form.getFieldState("date").error?.message).toBe(
        "The date must be in the future",
      ),
    );
    expect(window.location.pathname).toBe("/create");
  });

  it("sends a weekly repeat with its days, and nothing while no day is chosen", async () => {
    const { result } = renderForm({ kind: "create" });
    await fill(result, trip);
    act(() => result.current.setRepeat({ weekdays: [], until: "2027-01-31" }));
    await press(result);
    expect(sent).toEqual([]);

    act(() => result.current.setRepeat({ weekdays: [1, 5], until: "2027-01-31" }));
    await press(result);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.repeat).toEqual({ weekdays: [1, 5], until: "2027-01-31" });
  });

  it("edits a series from this ride on when the organizer chose so", async () => {
    // The fields of a ride the hook reads: who made it, its series, its direction and riders.
    const ride = {
      id: 7,
      seriesId: 9,
      creatorId: 1,
      direction: "SG->FC",
      status: "open",
      date: singaporeLocalToIso(NEXT_WEEK),
      currentPassengers: 1,
      organizerPassengerCount: 1,
    } as Ride;
    const initial = { ...DEFAULT_RIDE_FORM_VALUES, ...trip };
    answer = () => Response.json({ updated: 3 });
    const { result } = renderForm({ kind: "edit", ride, initial });
    expect(result.current.seriesId).toBe(9);
    expect(result.current.directionFixed).toBeNull();
    act(() => result.current.setScope("later"));
    await press(result);
    await waitFor(() => expect(window.location.pathname).toBe("/rides/7"));
    expect(sent).toEqual([
      {
        method: "PATCH",
        path: "/api/ride-series/9",
        body: expect.objectContaining({ from: 7, pickupLocation: "Tampines MRT" }),
      },
    ]);
  });
});
