import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { parseAddressSet } from "../../platform/http/ipAddress";
import { contactSubmission } from "../../testing/leadSubmission";
import { openOriginTestBed } from "../../testing/originTestBed";
import { createClientAddressOf } from "./clientAddress";

// X-Forwarded-For counts only when the request came from a proxy in TRUSTED_PROXIES.

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A real server on loopback that answers the client address it sees. */
async function addressEcho(trustedProxies: string | undefined): Promise<string> {
  const addressOf = createClientAddressOf(parseAddressSet(trustedProxies));
  const app = new Hono().get("/", (c) => c.text(addressOf(c)));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const seen = async (url: string, forwardedFor?: string) =>
  (await fetch(url, forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {})).text();

describe("client address", () => {
  it("ignores X-Forwarded-For without TRUSTED_PROXIES", async () => {
    const url = await addressEcho(undefined);
    expect(await seen(url, "203.0.113.9")).toBe("127.0.0.1");
  });

  it("takes the right-most address that is not a trusted proxy", async () => {
    const url = await addressEcho("127.0.0.1, 10.0.0.0/8");
    expect(await seen(url, "203.0.113.9")).toBe("203.0.113.9");
    // The client wrote the left part itself; our proxies appended the rest.
    expect(await seen(url, "198.51.100.1, 203.0.113.9, 10.1.2.3")).toBe("203.0.113.9");
    expect(await seen(url, "not-an-address, 203.0.113.9")).toBe("203.0.113.9");
    expect(await seen(url)).toBe("127.0.0.1");
    expect(await seen(url, "10.9.9.9, 10.1.1.1")).toBe("10.9.9.9");
  });

  it("ignores the header when the peer is not one of the trusted proxies", async () => {
    const url = await addressEcho("10.0.0.0/8, fd00::/8");
    expect(await seen(url, "203.0.113.9")).toBe("127.0.0.1");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or a range", () => {
    for (const entry of ["10.0.0.0/33", "proxy.internal", "10.0.0.0/", "::1/129", "1.2.3.4/8/9"]) {
      expect(() => parseAddressSet(entry), entry).toThrow(/Not an address or CIDR range/u);
    }
    const set = parseAddressSet("192.0.2.0/24,2001:db8::/32");
    expect([set("192.0.2.77"), set("::ffff:192.0.2.77"), set("2001:db8::1"), set("192.0.3.1")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("form rate limits behind a proxy", () => {
  function contact(index: number) {
    return JSON.stringify(contactSubmission(`lead-${index}@example.co.jp`, "見積もりをお願いします。"));
  }

  async function send(
    bed: ReturnType<typeof openOriginTestBed>,
    count: number,
    forwardedFor: (index: number) => string,
  ) {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await fetch(`${bed.origin}/api/forms/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor(index) },
        body: contact(index),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it("with TRUSTED_PROXIES, limits each visitor, not the whole site", async () => {
    const bed = openOriginTestBed({ TRUSTED_PROXIES: "127.0.0.1" });
    stops.push(() => bed.dispose());
    await bed.listen();
    // Twelve visitors, one lead each: all accepted, though they all arrive through the one proxy.
    expect(await send(bed, 12, (index) => `203.0.113.${index + 1}`)).toEqual(Array(12).fill(201));
    // One bot: its own limit of 10 a minute, and only its own.
    const bot = await send(bed, 12, () => "198.51.100.66");
    expect(bot.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(bot.slice(10)).toEqual([429, 429]);
    expect(await send(bed, 1, () => "203.0.113.200")).toEqual([201]);
  });

  it("without TRUSTED_PROXIES, the header changes nothing: one socket, one limit", async () => {
    const bed = openOriginTestBed();
    stops.push(() => bed.dispose());
    await bed.listen();
    const statuses = await send(bed, 11, (index) => `203.0.113.${index + 1}`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
