import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openStoreDatabases, type StoreDatabases } from "../../platform/storage/database/storeDatabases";
import {
  describeLoginThrottleContract,
  type LoginThrottleHarness,
} from "../../testing/loginThrottleContract";
import { createTestSchema, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { createLoginThrottle, type LoginThrottleLimits, openLoginThrottle } from "./loginThrottle";

const address = "198.51.100.7";

describeLoginThrottleContract("in memory", async () => ({
  open: async (limits) => createLoginThrottle(limits),
  dispose: async () => {},
}));

it("counts in memory for a lone origin on SQLite, touching no file", async () => {
  const dataDir = path.join(tmpdir(), `throttle-${randomUUID()}`);
  const databases = openStoreDatabases({ dataDir });
  const throttle = openLoginThrottle(databases, {
    perClient: { limit: 2, windowMs: 60_000 },
    perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 900_000 },
  });
  expect(await throttle.hitClient(address, 0)).toEqual({ allowed: true });
  expect(await throttle.hitClient(address, 0)).toEqual({ allowed: true });
  expect((await throttle.hitClient(address, 0)).allowed).toBe(false);
  expect(existsSync(dataDir)).toBe(false);
  await databases.close();
});

async function postgresHarness(): Promise<LoginThrottleHarness> {
  const schema = await createTestSchema("throttle_test");
  const databases: StoreDatabases[] = [];
  return {
    async open(limits: LoginThrottleLimits) {
      // Each throttle on its own pool, as each origin has.
      const origin = openStoreDatabases({ databaseUrl: schema.url, dataDir: "unused", maxConnections: 4 });
      databases.push(origin);
      return openLoginThrottle(origin, limits);
    },
    async dispose() {
      await Promise.all(databases.map((db) => db.close()));
      await schema.drop();
    },
  };
}

describe.runIf(testDatabaseUrl)("PostgreSQL", () => {
  describeLoginThrottleContract("PostgreSQL", postgresHarness);

  it("counts the attempts of every origin together: per address and per account", async () => {
    const harness = await postgresHarness();
    try {
      const limits: LoginThrottleLimits = {
        perClient: { limit: 4, windowMs: 60_000 },
        perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 900_000 },
      };
      const [one, other] = [await harness.open(limits), await harness.open(limits)];
      const now = 1_000_000;
      for (const origin of [one, other, one, other]) {
        expect(await origin.hitClient("198.51.100.7", now)).toEqual({ allowed: true });
      }
      expect((await one.hitClient("198.51.100.7", now)).allowed).toBe(false);
      expect((await other.hitClient("198.51.100.7", now)).allowed).toBe(false);

      // Three free mistakes spread over both origins; the fourth, on either, waits.
      for (const origin of [one, other, one, other]) {
        expect((await origin.admitAccount("PM-100001", address, now)).allowed).toBe(true);
        await origin.accountFailed("PM-100001", address, now);
      }
      expect(await other.admitAccount("PM-100001", address, now)).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      });
      expect((await one.admitAccount("PM-100001", address, now + 500)).allowed).toBe(false);
      // A success on one origin clears the account for both.
      expect((await one.admitAccount("PM-100001", address, now + 1_000)).allowed).toBe(true);
      await one.accountSucceeded("PM-100001", address);
      expect((await other.admitAccount("PM-100001", address, now + 1_001)).allowed).toBe(true);
    } finally {
      await harness.dispose();
    }
  });

  it("forgets an attempt left in flight by an origin that died, after the quiet period", async () => {
    const harness = await postgresHarness();
    try {
      const throttle = await harness.open({
        perClient: { limit: 100, windowMs: 60_000 },
        perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 900_000 },
      });
      // Four admitted and never reported: the origin checking them was killed.
      for (let attempt = 0; attempt < 4; attempt += 1)
        await throttle.admitAccount("PM-100002", address, 1_000_000);
      expect((await throttle.admitAccount("PM-100002", address, 1_000_000)).allowed).toBe(false);
      expect((await throttle.admitAccount("PM-100002", address, 1_000_000 + 900_000)).allowed).toBe(true);
    } finally {
      await harness.dispose();
    }
  });
});
