import http from "node:http";
import net, { type AddressInfo } from "node:net";
import type { RequestListener } from "node:http";
import { quietCollection } from "../base/quiet-collection.server";
import { isUpload, UPLOAD_TIMEOUT_MS } from "./upload-addresses.server";

export interface ServeOptions {
  port: number;
  /** The address to listen on (HOST); unset, every interface. */
  host?: string;
  /** Longest a client may take to send its headers, and its whole request. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Longest an upload (`isUpload`: the photos' and prices' POSTs) may take to arrive. */
  uploadTimeoutMs?: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs?: number;
  /** Longest shutdown waits for the requests in flight. */
  graceMs?: number;
}

export interface Serving {
  server: http.Server;
  port: number;
  /** True once shutdown has begun. */
  readonly stopping: boolean;
  /** Stops accepting, lets the requests in flight finish (up to graceMs), then runs `after`. */
  shutdown(after?: () => Promise<void>): Promise<void>;
}

/**
 * Serves the app with timeouts that slow clients cannot hold open (headers in 10 s, the whole
 * request in 30 s; an upload of photos or prices in 4 minutes), and a graceful shutdown.
 */
export function serve(app: RequestListener, options: ServeOptions): Promise<Serving> {
  const {
    port,
    host,
    headersTimeoutMs = 10_000,
    requestTimeoutMs = 30_000,
    uploadTimeoutMs = UPLOAD_TIMEOUT_MS,
    keepAliveTimeoutMs = 5_000,
    graceMs = 10_000,
  } = options;
  let closing = false;
  // After a burst of requests, V8's garbage goes back to the system once the server is quiet.
  const quiet = quietCollection();
  // Timeouts are checked this often (Node's default, 30 s, would let a slow client stay 40 s).
  const server = http.createServer(
    { connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 2) },
    (req, res) => {
      quiet.noteRequest();
      // During shutdown no connection is kept for a next request.
      if (closing) res.setHeader("Connection", "close");
      if (!isUpload(req)) limitRequest(req, res, requestTimeoutMs);
      endBodyWithConnection(req);
      app(req, res);
    },
  );
  server.headersTimeout = headersTimeoutMs;
  // Node's own limit is the longest (an upload's); every other request is held to its own below.
  server.requestTimeout = Math.max(requestTimeoutMs, uploadTimeoutMs);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.once("close", () => quiet.stop());

  let stopping: Promise<void> | undefined;
  const shutdown = (after: () => Promise<void> = async () => {}) => {
    stopping ??= (async () => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const late = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(late);
      await after();
    })();
    return stopping;
  };

  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      quiet.stop();
      reject(error);
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        get stopping() {
          return closing;
        },
        shutdown,
      });
    });
  });
}

/** A request whose body has not all arrived `ms` after its headers is answered 408 and its connection closed. */
function limitRequest(req: http.IncomingMessage, res: http.ServerResponse, ms: number): void {
  if (req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) {
      res.writeHead(408, { Connection: "close", "Content-Type": "text/plain" });
      res.end("Request Timeout");
    }
    res.once("finish", () => req.socket.destroy());
    if (res.writableFinished) req.socket.destroy();
  }, ms);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once("end", done);
  req.once("close", done);
}

/**
 * A body whose connection closed before its end (Node's own request timeout, a client gone) fails
 * its readers: Node closes the socket of a timed-out request without ending its body, so an
 * upload's reader would wait for the rest forever, its temporary files kept.
 */
function endBodyWithConnection(req: http.IncomingMessage): void {
  if (req.complete) return;
  const closed = () => {
    if (!req.complete && !req.destroyed) req.destroy(new Error("The connection closed before the body's end"));
  };
  req.socket.once("close", closed);
  req.once("end", () => req.socket.off("close", closed));
}

/**
 * The address the start-up line prints: localhost when the server listens on every interface,
 * otherwise the address it listens on (an IPv6 one in brackets).
 */
export function servingUrl(host: string | undefined, port: number): string {
  const everywhere = !host || host === "0.0.0.0" || host === "::" || host === "localhost";
  const name = everywhere ? "localhost" : net.isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
