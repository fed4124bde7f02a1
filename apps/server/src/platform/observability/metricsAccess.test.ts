import { describe, expect, it } from "vitest";
import { parseAddressSet } from "../http/ipAddress";
import { mayReadMetrics } from "./metricsAccess";

const rule = { allow: parseAddressSet("10.0.0.0/8, 192.0.2.7"), token: "scrape-token-1" };
const may = (peer: string, headers: Record<string, string> = {}) =>
  mayReadMetrics(rule, { peer, headers: new Headers(headers) });

describe("who may read /metrics", () => {
  it("lets loopback and METRICS_ALLOW peers in when no proxy forwarded the request", () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.4.5.6", "192.0.2.7"])
      expect(may(peer), peer).toBe(true);
  });

  it("refuses other peers, and any request a proxy forwarded, without a token", () => {
    for (const peer of ["203.0.113.9", "192.0.2.8", "unknown"]) expect(may(peer), peer).toBe(false);
    expect(may("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).toBe(false);
    expect(may("10.4.5.6", { forwarded: "for=203.0.113.9" })).toBe(false);
  });

  it("lets the right bearer token in from anywhere and judges a request that shows one by it alone", () => {
    expect(may("203.0.113.9", { authorization: "Bearer scrape-token-1", "x-forwarded-for": "1.2.3.4" })).toBe(
      true,
    );
    expect(may("127.0.0.1", { authorization: "Bearer scrape-token-2" })).toBe(false);
    expect(may("127.0.0.1", { authorization: "Bearer scrape-token-1x" })).toBe(false);
    expect(may("127.0.0.1", { authorization: "Basic c2NyYXBlLXRva2VuLTE=" })).toBe(false);
    const noToken = { allow: rule.allow, token: undefined };
    expect(
      mayReadMetrics(noToken, { peer: "127.0.0.1", headers: new Headers({ authorization: "Bearer x" }) }),
    ).toBe(false);
  });
});
