import { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { isLoopbackAddress } from "./ipAddress";

/** Whether a browser on `origin` may post to this API (forms, sign-in). */
export type OriginPolicy = (origin: string, c: Context) => boolean;

/** `https://www.genbagura.jp/` and `HTTPS://WWW.GENBAGURA.JP` name the same origin as the browser sends it. */
function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value.trim());
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The socket the request arrived on, when it came through Node's HTTP server. */
function localEndpoint(c: Context): { address: string; port: number } | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  const { incoming } = env;
  if (!(incoming instanceof IncomingMessage)) return undefined;
  const { localAddress, localPort } = incoming.socket;
  return localAddress === undefined || localPort === undefined
    ? undefined
    : { address: localAddress, port: localPort };
}

/**
 * Accepts the configured origins (SITE_ORIGIN, ALLOWED_ORIGINS, FORM_ORIGIN) exactly, and, for a request
 * that arrived on a loopback address, the loopback origins of the port it arrived on: a visitor of
 * `npm start` at http://127.0.0.1:3000 or http://localhost:3000 can send the forms with no setting at
 * all. The Host header is never consulted: anyone can send any Host.
 */
export function createOriginPolicy(allowedOrigins: readonly string[]): OriginPolicy {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== undefined));
  return (origin, c) => {
    if (allowed.has(origin)) return true;
    const local = localEndpoint(c);
    if (!local || !isLoopbackAddress(local.address)) return false;
    return [
      `http://127.0.0.1:${local.port}`,
      `http://localhost:${local.port}`,
      `http://[::1]:${local.port}`,
    ].includes(origin);
  };
}
