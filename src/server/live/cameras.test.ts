// The checkpoint cameras through a stand-in for data.gov.sg's traffic images: the four checkpoint
// cameras picked out, asked at most once a minute for every reader, the last good answer kept
// (stale) while the source fails, fresh again once it answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { startTrafficImages } from "../testing/traffic-images.ts";
import { CAMERAS_EVERY_MS, cameraSource } from "./cameras.ts";

const TAKEN = "2026-12-04T18:00:00+08:00";
let source: Awaited<ReturnType<typeof startTrafficImages>>;

beforeAll(async () => {
  source = await startTrafficImages(
    ["2701", "2702", "4703", "4713", "1001"].map((id) => ({
      camera_id: id,
      image: `http://127.0.0.1/images/${id}.jpg`,
      timestamp: TAKEN,
    })),
  );
});
afterAll(() => source.close());

describe("the camera source", () => {
  it("asks once a minute for all readers, keeps the last answer while failing, and recovers", async () => {
    let now = Date.parse("2026-12-04T10:00:00Z");
    const failures: unknown[] = [];
    const cameras = cameraSource(
      source.url,
      (err) => failures.push(err),
      () => now,
    );
    source.state.requests = 0;
    source.state.failing = false;

    const [first, second] = await Promise.all([cameras.read(), cameras.read()]);
    expect(first).toEqual(second);
    expect(first.stale).toBe(false);
    expect(first.fetchedAt).toBe("2026-12-04T10:00:00.000Z");
    expect(first.cameras.map((camera) => [camera.id, camera.checkpoint])).toEqual([
      ["2701", "Woodlands"],
      ["2702", "Woodlands"],
      ["4703", "Tuas"],
      ["4713", "Tuas"],
    ]);
    expect(first.cameras[0]).toMatchObject({
      imageUrl: "http://127.0.0.1/images/2701.jpg",
      takenAt: new Date(TAKEN).toISOString(),
    });
    now += CAMERAS_EVERY_MS - 1;
    await cameras.read();
    expect(source.state.requests).toBe(1);

    source.state.failing = true;
    now += 1;
    const failing = await cameras.read();
    expect(failing).toEqual({ ...first, stale: true });
    expect(failures).toHaveLength(1);
    expect(source.state.requests).toBe(2);

    source.state.failing = false;
    now += CAMERAS_EVERY_MS;
    const recovered = await cameras.read();
    expect(recovered.stale).toBe(false);
    expect(recovered.fetchedAt).toBe(new Date(now).toISOString());
  });

  it("answers no cameras, stale, when the source never answered", async () => {
    const cameras = cameraSource("http://127.0.0.1:9/nothing", () => {});
    expect(await cameras.read()).toEqual({ cameras: [], fetchedAt: null, stale: true });
  });
});

describe("GET /api/border/cameras", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRAFFIC_IMAGES_URL: source.url,
      TRAFFIC_IMAGES_ORIGIN: source.origin,
    });
  });
  afterAll(() => t.close());

  it("answers anyone the checkpoint cameras, and the pages may show their images", async () => {
    source.state.failing = false;
    const response = await t.app.inject({ url: "/api/border/cameras" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stale).toBe(false);
    expect(body.cameras.map((camera: { id: string }) => camera.id)).toEqual([
      "2701",
      "2702",
      "4703",
      "4713",
    ]);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${source.origin.replaceAll(".", "\\.")}`));
  });
});
