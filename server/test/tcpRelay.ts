import net from 'node:net';

/**
 * A TCP relay to a server, on a port of its own, that a test can cut (every connection closed and
 * new ones refused), freeze (connections kept, nothing passing) and restore: an outage of the
 * server as its clients see it: Redis's in sharedRateLimits.test.ts, PostgreSQL's in accountCache.test.ts.
 */
export async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    /** Nothing passes any more, yet every connection stays open: a network that drops packets. */
    freeze() {
      open = false;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore() {
      open = true;
    },
    async close() {
      this.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
