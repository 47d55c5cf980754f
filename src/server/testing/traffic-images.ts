// A stand-in for data.gov.sg's traffic-images on 127.0.0.1: it answers the cameras it is given
// (by default the four checkpoint cameras, their pictures served by itself), fails (503) while
// told to, and counts the requests it had.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInCamera {
  camera_id: string;
  image: string;
  timestamp: string;
}

/** A grey 1×1 PNG: the picture of every stand-in camera. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==",
  "base64",
);

export async function startTrafficImages(cameras?: StandInCamera[]) {
  const state = { cameras: cameras ?? [], failing: false, requests: 0 };
  const server = createServer((request, response) => {
    if (request.url?.startsWith("/images/")) {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(PICTURE);
      return;
    }
    state.requests += 1;
    if (state.failing) {
      response.writeHead(503, { "content-type": "text/plain" });
      response.end("unavailable");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ items: [{ timestamp: new Date().toISOString(), cameras: state.cameras }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  if (!cameras) {
    state.cameras = ["2701", "2702", "4703", "4713"].map((id) => ({
      camera_id: id,
      image: `${origin}/images/${id}.png`,
      timestamp: new Date().toISOString(),
    }));
  }
  return {
    url: `${origin}/v1/transport/traffic-images`,
    origin,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
