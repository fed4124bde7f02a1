import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSubmission } from "../../testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { createTestSchema, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { startTcpProxy } from "../../testing/tcpProxy";

// Storage stalls for 10 s: PostgreSQL behind a proxy that stops forwarding (a frozen network or disk), or
// the SQLite file locked by another process. A page needs no storage, so it completes before the block
// is released; a request that needs storage answers, at the latest when its deadline passes.

/** How long storage stays blocked: the 10 s of ARCHITECTURE.md section 16's test, kept as it is. */
const BLOCK_MS = 10_000;

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
    }, BLOCK_MS);
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

/** Another process (an operator's sqlite3 shell, a backup) holding `BEGIN EXCLUSIVE` on `file` for `ms`. */
async function holdExclusiveLock(file: string, ms: number): Promise<{ released: Promise<number> }> {
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]);
       db.exec("BEGIN EXCLUSIVE");
       process.stdout.write("locked\\n");
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));
       db.exec("COMMIT");`,
      file,
      String(ms),
    ],
    { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "inherit"] },
  );
  cleanups.push(() => void holder.kill("SIGKILL"));
  const released = new Promise<number>((resolve) => holder.once("exit", () => resolve(performance.now())));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once("data", () => resolve());
    holder.once("exit", (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return { released };
}

describe("SQLite locked by another process", () => {
  it("keeps pages answering while leads.sqlite is held EXCLUSIVE, and a form post answers", async () => {
    const bed: OriginTestBed = openOriginTestBed({ FORM_RATE_LIMIT: "1000" });
    cleanups.push(() => bed.dispose());
    const origin = await bed.listen();
    const post = (key: string) =>
      fetch(`${origin}/api/forms/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "idempotency-key": key },
        body: JSON.stringify(contactSubmission("sato@example.co.jp", "見積もりをお願いします。")),
      });
    // The lead store is open (and its file there) before the other process takes the lock.
    expect((await post("before")).status).toBe(201);

    const { released } = await holdExclusiveLock(path.join(bed.dataDir, "leads.sqlite"), BLOCK_MS);
    const heldAt = performance.now();
    const form = post("during").then((response) => ({ response, at: performance.now() }));
    // The form's write is waiting for the lock now; a page must not wait with it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pageStarted = performance.now();
    const page = await fetch(`${origin}/cloud`);
    const pageAt = performance.now();
    expect(page.status).toBe(200);
    const releasedAt = await released;
    expect(pageAt).toBeLessThan(releasedAt);
    // A synchronous driver would have kept the page behind the write's 5 s wait for the lock.
    expect(pageAt - pageStarted).toBeLessThan(2_000);

    const { response, at } = await form;
    if (response.status === 503) {
      // Refused before the lock went, within the deadline, and told when to come back.
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(at).toBeLessThan(releasedAt);
    } else {
      expect(response.status).toBe(201);
    }
    expect(at - heldAt).toBeLessThan(BLOCK_MS);
    // Once the lock is gone the same submission is stored.
    expect((await post("during")).status).toBe(201);
  }, 30_000);
});
