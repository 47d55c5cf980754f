// The ceiling: a bare node:http server answering a fixed small JSON body, in its own process.
// What any Node HTTP server on this machine can do at best; the app's figures are read against it.
// A join (POST …/join) is answered 201 with a passenger id, so the bench's join + leave loop runs
// against it as it does against the app.
import { createServer } from "node:http";

const body = JSON.stringify({ status: "ok" });
const joined = JSON.stringify({ id: 1 });
const port = Number(process.argv[2] ?? 0);

const server = createServer((request, response) => {
  const join = request.method === "POST" && request.url?.endsWith("/join");
  const answer = join ? joined : body;
  // The request's body is read whole before the answer, as the app does.
  request.resume();
  request.on("end", () => {
    response.writeHead(join ? 201 : 200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(answer),
    });
    response.end(answer);
  });
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
