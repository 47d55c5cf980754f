// The location map's picking against a stand-in of the place service at fetch, the network edge
// (the app's own map never reaches the internet in tests): a search with the built-in stops first,
// a failed service that found a built-in stop all the same, a clicked point named or left as
// coordinates, a later pick winning over a lookup still under way, and a Remove winning over both.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../../domain/i18n/test-translator.ts";
import { i18n } from "../../lib/i18n.ts";
import { useLocationPicker } from "./use-location-picker.ts";

const SERVICE = "https://places.test/search";
const FOUND = { place_id: 7, lat: "1.3530", lon: "103.9450", display_name: "Tampines Hub" };

/** What the stand-in was asked, and how it answers a search and a point. */
let asked: { url: URL; credentials: RequestCredentials | undefined }[];
let searchAnswer: () => Response;
let pointAnswer: (lat: string) => Promise<Response>;

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: testTranslator("en").messages });
});
beforeEach(() => {
  asked = [];
  searchAnswer = () => Response.json([FOUND]);
  pointAnswer = async () => Response.json({ display_name: " Bedok Mall " });
  vi.stubGlobal("fetch", async (input: URL, init: RequestInit) => {
    const url = new URL(input);
    asked.push({ url, credentials: init.credentials });
    if (url.pathname === "/reverse") return pointAnswer(url.searchParams.get("lat") ?? "");
    return searchAnswer();
  });
  // A failed search is logged for the developer; the rider sees the map's own message.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPicker() {
  const heard: string[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useLocationPicker(SERVICE, (name) => heard.push(name)), {
    wrapper,
  });
  return { ...hook, heard };
}

async function searchFor(result: ReturnType<typeof renderPicker>["result"], text: string) {
  act(() => result.current.setQuery(text));
  act(() => result.current.runSearch());
  await waitFor(() =>
    expect(result.current.search.isIdle || result.current.search.isPending).toBe(false),
  );
}

describe("useLocationPicker", () => {
  it("lists the built-in stops first, then the service's places, asked without cookies", async () => {
    const { result, heard } = renderPicker();
    await searchFor(result, "  changi ");
    expect(result.current.results?.map((place) => place.display_name)).toEqual([
      "Changi Airport",
      "Tampines Hub",
    ]);
    expect(asked[0]?.url.searchParams.get("q")).toBe("changi");
    expect(asked[0]?.credentials).toBe("omit");

    act(() => result.current.choose(FOUND));
    expect(result.current.picked?.name).toBe("Tampines Hub");
    expect(result.current.flyTarget).toEqual([1.353, 103.945]);
    expect(heard).toEqual(["Tampines Hub"]);
  });

  it("is no failure when the service fails but a built-in stop matched; it is when none did", async () => {
    searchAnswer = () => Response.json({ error: "down" }, { status: 503 });
    const { result } = renderPicker();
    await searchFor(result, "Woodlands Checkpoint");
    expect(result.current.results?.map((place) => place.display_name)).toEqual([
      "Woodlands Checkpoint",
    ]);
    expect(result.current.searchFailed).toBe(false);

    await searchFor(result, "Nowhere Street");
    expect(result.current.results).toEqual([]);
    expect(result.current.searchFailed).toBe(true);
  });

  it("names a clicked point through the service, or fills in its coordinates and says so", async () => {
    const { result, heard } = renderPicker();
    let lookup: Promise<void> = Promise.resolve();
    act(() => {
      lookup = result.current.pickPoint([1.32, 103.93]);
    });
    expect(result.current.picked?.name).toBe("Finding this place...");
    expect(result.current.pinNote).toBe("form.map.finding_name");
    const pin = result.current.picked?.id;
    await act(() => lookup);
    expect(result.current.picked?.name).toBe("Bedok Mall");
    expect(result.current.pinNote).toBeNull();
    // The same pin (the map's marker key), named: a popup opened on it meanwhile stays open.
    expect(result.current.picked?.id).toBe(pin);

    pointAnswer = async () => Response.json({});
    await act(() => result.current.pickPoint([1.2, 103.7]));
    expect(result.current.picked?.name).toBe("Pinned location (1.20000, 103.70000)");
    expect(result.current.pinNote).toBe("form.map.no_name");
    expect(heard).toEqual(["Bedok Mall", "Pinned location (1.20000, 103.70000)"]);

    let removed: string | null = null;
    act(() => {
      removed = result.current.unpick();
    });
    expect(removed).toBe("Pinned location (1.20000, 103.70000)");
    expect(result.current.picked).toBeNull();
  });

  it("removes the pin named since its popup was drawn, and one whose name is still coming", async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    pointAnswer = async (lat) => {
      if (lat === "1.1") await held;
      return Response.json({ display_name: "Bedok Mall" });
    };
    const { result, heard } = renderPicker();
    // A Remove from the popup drawn while the point was being named: the named pin goes.
    const drawnWhileFinding = (() => {
      let lookup: Promise<void> = Promise.resolve();
      act(() => {
        lookup = result.current.pickPoint([1.2, 103.8]);
      });
      return { lookup, unpick: result.current.unpick };
    })();
    await act(() => drawnWhileFinding.lookup);
    let removed: string | null = null;
    act(() => {
      removed = drawnWhileFinding.unpick();
    });
    expect(removed).toBe("Bedok Mall");
    expect(result.current.picked).toBeNull();

    // A pin removed while its name is coming stays removed when the name comes.
    let lookup: Promise<void> = Promise.resolve();
    act(() => {
      lookup = result.current.pickPoint([1.1, 103.8]);
    });
    act(() => {
      result.current.unpick();
    });
    answer();
    await act(() => lookup);
    expect(result.current.picked).toBeNull();
    expect(heard).toEqual(["Bedok Mall"]);
  });

  it("keeps the latest pick when an earlier point's name comes after it", async () => {
    let answerFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    pointAnswer = async (lat) => {
      if (lat === "1.1") await firstHeld;
      return Response.json({ display_name: lat === "1.1" ? "First Place" : "Second Place" });
    };
    const { result, heard } = renderPicker();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.pickPoint([1.1, 103.8]);
    });
    await act(() => result.current.pickPoint([1.2, 103.8]));
    answerFirst();
    await act(() => first);
    expect(result.current.picked?.name).toBe("Second Place");
    expect(heard).toEqual(["Second Place"]);
  });
});
