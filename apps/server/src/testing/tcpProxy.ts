import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Stops forwarding in both directions, and holds new connections, until `release`. */
  block(): void;
  release(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `host:port` that a test can stall, as a frozen network or database would. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  let blocked = false;
  const pairs = new Set<[Socket, Socket]>();
  const held: (() => void)[] = [];

  const forward = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const server = createServer((client) => {
    const open = () => {
      const upstream = connect(port, host);
      const pair: [Socket, Socket] = [client, upstream];
      pairs.add(pair);
      const end = () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on("close", end).on("error", end);
      upstream.on("close", end).on("error", end);
      forward(pair);
    };
    if (blocked) held.push(open);
    else open();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");

  return {
    port: address.port,
    block() {
      blocked = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    release() {
      blocked = false;
      for (const pair of pairs) forward(pair);
      for (const open of held.splice(0)) open();
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
