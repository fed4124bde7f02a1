import { randomBytes } from "node:crypto";

export const requestIdHeader = "x-request-id";

/** A proxy's id (nginx's `$request_id` is 32 hex digits) or our own; nothing that could carry markup or data. */
const safeRequestId = /^[A-Za-z0-9_-]{8,64}$/u;

/** The id of a request: the incoming one when it is a safe short token, otherwise a new one. */
export function requestIdFor(incoming: string | undefined | null): string {
  if (incoming && safeRequestId.test(incoming)) return incoming;
  return randomBytes(8).toString("hex");
}
