import { createHmac } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AddressSet } from "../../platform/http/ipAddress";

/** Used when the request did not come through a Node socket (e.g. `app.request()` in tests). */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

/** The address rate limits and stored hashes are keyed on. */
export type ClientAddressOf = (c: Context) => string;

function socketPeer(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT_ADDRESS;
  } catch {
    return UNKNOWN_CLIENT_ADDRESS;
  }
}

/** The socket's peer address; headers such as X-Forwarded-For are not trusted here. */
export function clientAddress(c: Context): string {
  return socketPeer(c);
}

/**
 * The client behind trusted proxies (TRUSTED_PROXIES). Each proxy appends the address it received the
 * request from to X-Forwarded-For, so reading from the right, the first address that is not one of our
 * proxies is the client; anything left of it was written by the client and proves nothing. A request
 * whose socket peer is not a trusted proxy is keyed on that peer and its header is ignored.
 */
export function createClientAddressOf(trustedProxies: AddressSet): ClientAddressOf {
  return (c) => {
    const peer = socketPeer(c);
    if (!trustedProxies(peer)) return peer;
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? "";
      if (!trustedProxies(hop)) return hop.slice(0, 64);
    }
    // Every hop is one of ours: the request started inside the proxy network.
    return hops[0] ?? peer;
  };
}

/** Keyed so the stored value cannot be reversed by hashing every IPv4 address. */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 32);
}
