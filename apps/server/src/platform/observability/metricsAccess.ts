import { createHash, timingSafeEqual } from "node:crypto";
import { type AddressSet, isLoopbackAddress } from "../http/ipAddress";

export interface MetricsAccessRule {
  allow: AddressSet;
  token: string | undefined;
}

export interface MetricsRequest {
  /** The socket's peer address (never a header). */
  peer: string;
  headers: Headers;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Equal digests of equal length: the comparison takes as long whatever the token's length or prefix. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a request may read the metrics. A request that shows a bearer token is judged by that token
 * alone (a wrong one is refused even from loopback). Otherwise the peer must be loopback or listed in
 * METRICS_ALLOW and the request must not have come through a proxy: a proxy on this machine is a
 * loopback peer too, and what it forwards is a stranger's request.
 */
export function mayReadMetrics(rule: MetricsAccessRule, request: MetricsRequest): boolean {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const token = /^Bearer (\S+)$/iu.exec(authorization.trim())?.[1];
    return token !== undefined && rule.token !== undefined && sameToken(token, rule.token);
  }
  const proxied = request.headers.has("x-forwarded-for") || request.headers.has("forwarded");
  return !proxied && (isLoopbackAddress(request.peer) || rule.allow(request.peer));
}
