import net from "node:net";

/**
 * A TCP proxy on a free loopback port in front of a database server, for tests that take the
 * database away and bring it back: `down()` ends every connection and each new one at once (the
 * server stopped, the network cut), `silent()` holds what is sent both ways, on the connections
 * open and on new ones (a hung server or network), `up()` forwards again, what was held first.
 */
export async function tcpProxy(target: string) {
  const { hostname, port } = new URL(target);
  let mode: "up" | "down" | "silent" = "up";
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const flow = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    client.on("error", () => {});
    if (mode === "down") return void client.destroy();
    const upstream = net.connect(Number(port || 5432), hostname);
    upstream.on("error", () => {});
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
    if (mode === "up") flow(pair);
    else client.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const cut = () => pairs.forEach(({ client }) => client.destroy());
  return {
    /** The target's address (a postgres:// URL) with the proxy's host and port in it. */
    url: url.toString(),
    up() {
      if (mode === "silent") pairs.forEach(flow);
      mode = "up";
    },
    down() {
      mode = "down";
      cut();
    },
    silent() {
      if (mode === "up") pairs.forEach(hold);
      mode = "silent";
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
