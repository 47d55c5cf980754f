import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";

const t = testAppForSuite();

/** The list as a browser asks for it: compressed. */
const readCompressed = (cookie: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/rides?limit=20",
    headers: { cookie, "accept-encoding": "br" },
  });

describe("a body sent again as it was compressed", () => {
  it("is only ever the reader's own answer, to the byte", async () => {
    const api = clientOf(t);
    const organizer = await registerUser(t.app);
    // Enough rides for a page past the compression threshold (1 KB).
    for (let i = 0; i < 4; i++) await createRide(t.app, organizer.cookie);
    const rider = await registerUser(t.app);
    const another = await registerUser(t.app);
    const ownAnswer = async (cookie: string) => (await api.get("/api/rides?limit=20", cookie)).body;

    // The two riders share the body; the organizer's differs (their own rides), and a rider
    // after them gets the riders' body again.
    const sent = [];
    for (const reader of [rider, another, organizer, rider]) {
      const response = await readCompressed(reader.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
        await ownAnswer(reader.cookie),
      );
      sent.push(response.rawPayload);
    }
    expect(sent[1]).toEqual(sent[0]);
    expect(await ownAnswer(organizer.cookie)).not.toBe(await ownAnswer(rider.cookie));
  });
});
