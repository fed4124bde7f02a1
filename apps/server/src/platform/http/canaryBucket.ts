import { randomInt } from "node:crypto";
import { bucketCookie, bucketFromCookieHeader } from "@genbagura/routing";

/**
 * A visitor's canary bucket (0–99): read from their cookie, or drawn at random on the first visit and
 * set for a year, so one visitor stays on one version of every app across reloads.
 */
export function visitorBucket(request: Request): { value: number; setCookie?: string } {
  const known = bucketFromCookieHeader(request.headers.get("cookie"));
  if (known !== undefined) return { value: known };
  const value = randomInt(100);
  return { value, setCookie: `${bucketCookie}=${value}; Path=/; Max-Age=31536000; SameSite=Lax` };
}
