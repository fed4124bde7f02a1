import { afterEach, describe, expect, it } from "vitest";
import { openStoreDatabases, type StoreDatabases } from "../../platform/storage/database/storeDatabases";
import { createPostgresRateLimiter } from "./postgresRateLimiter";

const databaseUrl = process.env.TEST_DATABASE_URL;
const opened: StoreDatabases[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((databases) => databases.close()));
});

describe.skipIf(!databaseUrl)("PostgreSQL rate limiter shared by several origins", () => {
  const limiters = () => {
    // Each limiter on the databases of an origin of its own.
    const origins = [1, 2].map(() => openStoreDatabases({ databaseUrl: databaseUrl!, dataDir: "unused" }));
    opened.push(...origins);
    return origins.map((databases) => createPostgresRateLimiter(databases, { limit: 10, windowMs: 60_000 }));
  };

  it("refuses the 11th hit of a client in a window, whichever origin takes it", async () => {
    const [first, second] = limiters();
    const client = `client-${Date.now()}-${Math.random()}`;
    const now = Date.now();
    for (let hit = 0; hit < 10; hit += 1) {
      const origin = hit % 2 === 0 ? first! : second!;
      expect(await origin.hit(client, now + hit)).toEqual({ allowed: true });
    }
    for (const origin of [first!, second!]) {
      const refused = await origin.hit(client, now + 20);
      expect(refused.allowed).toBe(false);
    }
    // Another client is not affected, and the window slides.
    expect(await first!.hit(`${client}-other`, now)).toEqual({ allowed: true });
    expect(await second!.hit(client, now + 60_001)).toEqual({ allowed: true });
  });

  it("lets exactly the limit through when hits arrive at once on both origins", async () => {
    const [first, second] = limiters();
    const client = `burst-${Date.now()}-${Math.random()}`;
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? first! : second!).hit(client, now)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });
});
