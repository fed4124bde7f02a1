import { createHmac } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Used when the request did not come through a Node socket (e.g. `app.request()` in tests). */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

/** The socket's peer address; headers such as X-Forwarded-For are not trusted here. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT_ADDRESS;
  } catch {
    return UNKNOWN_CLIENT_ADDRESS;
  }
}

/** Keyed so the stored value cannot be reversed by hashing every IPv4 address. */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 32);
}
