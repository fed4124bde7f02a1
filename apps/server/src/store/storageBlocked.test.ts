import { afterEach, describe, expect, it, vi } from "vitest";
import { type OriginTestBed, openOriginTestBed } from "../testing/originTestBed";
import { createTestSchema, testDatabaseUrl } from "../testing/postgresTestSchema";
import { startTcpProxy } from "../testing/tcpProxy";

// PostgreSQL stalls (a frozen network or disk): the origin reaches it through a proxy that stops
// forwarding for 10 s. A page needs no storage, so it completes before the block is released.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(testDatabaseUrl)("PostgreSQL that stops answering", () => {
  it("keeps pages answering while it is blocked", async () => {
    const schema = await createTestSchema("blocked_test");
    cleanups.push(() => schema.drop());
    const database = new URL(schema.url);
    const proxy = await startTcpProxy(database.hostname, Number(database.port || 5432));
    cleanups.push(() => proxy.close());
    database.host = `127.0.0.1:${proxy.port}`;
    const bed: OriginTestBed = openOriginTestBed({ DATABASE_URL: database.href });
    cleanups.push(() => bed.dispose());
    const origin = await bed.listen();
    expect((await fetch(`${origin}/`)).status).toBe(200);

    const silence = vi.spyOn(console, "error").mockImplementation(() => {});
    cleanups.push(() => silence.mockRestore());
    const events: string[] = [];
    proxy.block();
    // Released after 10 s at the latest; what finished by then is in `events` before "released".
    const timer = setTimeout(() => {
      events.push("released");
      proxy.release();
    }, 10_000);
    cleanups.push(() => clearTimeout(timer));
    // A sign-in waits for the database (it counts attempts there); the page must not.
    const signIn = fetch(`${origin}/api/premium/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ memberId: "PM-100001", password: "genba-premium-2025" }),
    }).then((response) => events.push(`sign-in ${response.status}`));
    const page = await fetch(`${origin}/contact`);
    events.push(`page ${page.status}`);
    expect(events).toEqual(["page 200"]);
    // The sign-in was waiting for the database all along; it goes on once the block ends.
    clearTimeout(timer);
    proxy.release();
    await signIn;
    expect(events).toEqual(["page 200", "sign-in 200"]);
  }, 30_000);
});
