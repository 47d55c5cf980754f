// A TCP proxy on 127.0.0.1 between the app and PostgreSQL, for tests of a broken network path:
// `freeze` stops forwarding (a partition: nothing is closed, nothing arrives), `kill` refuses
// connections, `restore` brings it back.
import net from "node:net";

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/** Forwards 127.0.0.1:<port> to PostgreSQL; `freeze`, `kill` and `restore` cut it off and back. */
export async function startTcpProxy(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on("error", end).on("close", end);
    if (frozen) for (const socket of pair) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    freeze() {
      frozen = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    kill() {
      server.close();
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    async restore() {
      frozen = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
      if (!server.listening) {
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
