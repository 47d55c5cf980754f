// A stand-in for data.gov.sg's traffic-images on 127.0.0.1: it answers the cameras it is given,
// fails (503) while told to, and counts the requests it had.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInCamera {
  camera_id: string;
  image: string;
  timestamp: string;
}

export async function startTrafficImages(cameras: StandInCamera[]) {
  const state = { cameras, failing: false, requests: 0 };
  const server = createServer((_request, response) => {
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
  return {
    url: `${origin}/v1/transport/traffic-images`,
    origin,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
