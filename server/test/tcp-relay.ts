import net from "node:net";

/**
 * A TCP relay in front of a real PostgreSQL server, for tests of a database that goes away and comes back
 * (db/connection-loss.test.ts): `cut` resets every relayed connection and refuses new ones, as a server restart
 * does; `restore` accepts them again on the same port.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Every connection reset, new ones refused. */
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    /** Accepts connections again (nothing to do when it does). */
    restore: () => new Promise<void>((resolve) => (server.listening ? resolve() : server.listen(port, "127.0.0.1", resolve))),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
