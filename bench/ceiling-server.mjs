// The ceiling: a bare node:http server answering a fixed small JSON body, in its own process.
// What any Node HTTP server on this machine can do at best; the app's figures are read against it.
import { createServer } from "node:http";

const body = JSON.stringify({ status: "ok" });
const port = Number(process.argv[2] ?? 0);

const server = createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(
    `listening ${typeof address === "object" && address ? address.port : port}\n`,
  );
});
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
