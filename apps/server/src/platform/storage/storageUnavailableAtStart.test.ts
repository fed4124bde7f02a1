import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoLicences } from "../../identity/licence/demoLicences";
import { contactSubmission } from "../../testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";

// The real origin (app, API and stores, on a real port) started with a data directory it cannot write:
// it listens and serves pages, storage-bound routes answer 503 with Retry-After in Japanese, and once the
// directory is usable the stores open on the next try, without a restart.

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface UnusableDataDir {
  dataDir: string;
  how: string;
  repair(): void;
}

/** A DATA_DIR that is missing and cannot be created: a file stands where the directory should be. */
function uncreatableDataDir(): UnusableDataDir {
  const root = mkdtempSync(path.join(tmpdir(), "unusable-data-"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, "data");
  writeFileSync(dataDir, "not a directory");
  return {
    dataDir,
    how: "a missing directory that cannot be created",
    repair() {
      rmSync(dataDir);
      mkdirSync(dataDir);
    },
  };
}

/**
 * A read-only DATA_DIR. Where permissions hold, a directory without write permission; as root (CI
 * containers) permissions do not stop writes, so a read-only file system is mounted there instead.
 */
function readOnlyDataDir(): UnusableDataDir {
  const root = mkdtempSync(path.join(tmpdir(), "unusable-data-"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir);
  if (process.getuid?.() !== 0) {
    chmodSync(dataDir, 0o555);
    cleanups.push(() => chmodSync(dataDir, 0o755));
    return { dataDir, how: "a read-only directory", repair: () => chmodSync(dataDir, 0o755) };
  }
  execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=4m", "tmpfs", dataDir]);
  cleanups.push(() => {
    execFileSync("umount", ["-l", dataDir]);
  });
  return {
    dataDir,
    how: "a read-only file system",
    repair: () => execFileSync("mount", ["-o", "remount,rw", dataDir]),
  };
}

/** POSTs JSON to the origin as a page of the origin would (same-origin `Origin` header). */
function jsonPoster(origin: string) {
  return (pathname: string, body: unknown) =>
    fetch(origin + pathname, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
}

/** A storage-bound answer while storage is down: 503, a Retry-After, and words a visitor can read. */
async function expectRefusedForNow(response: Response, why: string): Promise<void> {
  expect(response.status, why).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(JSON.stringify(await response.json())).toMatch(/[ぁ-んァ-ヶ]/u);
}

describe("an origin started with storage it cannot use", () => {
  it.each([
    ["missing and uncreatable", uncreatableDataDir],
    ["read-only", readOnlyDataDir],
  ])(
    "DATA_DIR %s: serves pages, answers storage-bound routes 503, and opens the stores once it can",
    async (_, unusableDataDir) => {
      const unusable = unusableDataDir();
      const bed: OriginTestBed = openOriginTestBed({
        DATA_DIR: unusable.dataDir,
        STORE_RETRY_MS: "200",
        // The polls below are not what the per-address limit is about.
        FORM_RATE_LIMIT: "1000",
        LEADS_EXPORT_TOKEN: "export-token",
      });
      cleanups.push(() => bed.dispose());
      const origin = await bed.listen();
      const post = jsonPoster(origin);
      const { licence } = demoLicences[0]!;
      const signIn = () =>
        post("/api/licence/login", { licenceKey: licence.key, email: licence.holderEmail });

      // Pages and the redirect lookup do not touch storage.
      expect((await fetch(`${origin}/`)).status).toBe(200);
      expect((await fetch(`${origin}/contact`)).status).toBe(200);
      expect((await fetch(`${origin}/api/redirects?path=/contact`)).status).toBe(200);

      // Forms, sign-in and licences: 503, Retry-After, and words a visitor can read.
      const refused = [
        await post("/api/forms/contact", contactSubmission("sato@example.co.jp", "見積もりをお願いします。")),
        await signIn(),
        await fetch(`${origin}/api/licence/activations`, {
          headers: { cookie: "genbagura_licence_session=x" },
        }),
        await post("/api/premium/login", { memberId: "PM-100001", password: "genba-premium-2025" }),
      ];
      for (const response of refused) await expectRefusedForNow(response, unusable.how);

      // The operator's export says the same, in English.
      const exportLeads = () =>
        fetch(`${origin}/api/leads.csv`, { headers: { authorization: "Bearer export-token" } });
      const exportRefused = await exportLeads();
      expect(exportRefused.status).toBe(503);
      expect(Number(exportRefused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

      unusable.repair();
      // The next try after STORE_RETRY_MS opens (creates, migrates, seeds) the stores: no restart.
      await expect
        .poll(
          async () =>
            (
              await post(
                "/api/forms/contact",
                contactSubmission("sato@example.co.jp", "見積もりをお願いします。"),
              )
            ).status,
          { timeout: 10_000, interval: 250 },
        )
        .toBe(201);
      await expect.poll(async () => (await signIn()).status, { timeout: 10_000, interval: 250 }).toBe(200);
      const exported = await exportLeads();
      expect(exported.status).toBe(200);
      expect(await exported.text()).toContain("sato@example.co.jp");
      expect((await fetch(`${origin}/`)).status).toBe(200);
    },
    30_000,
  );

  it("with DATABASE_URL naming a database that refuses connections: pages 200, sign-in and forms 503", async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const silence = vi.spyOn(console, "error").mockImplementation(() => {});
    cleanups.push(() => silence.mockRestore());
    const bed = openOriginTestBed({ DATABASE_URL: `postgres://genbagura@127.0.0.1:${port}/genbagura` });
    cleanups.push(() => bed.dispose());
    const origin = await bed.listen();
    const post = jsonPoster(origin);

    expect((await fetch(`${origin}/`)).status).toBe(200);
    const { licence } = demoLicences[0]!;
    for (const response of [
      await post("/api/licence/login", { licenceKey: licence.key, email: licence.holderEmail }),
      await post("/api/premium/login", { memberId: "PM-100001", password: "genba-premium-2025" }),
      await post("/api/forms/contact", contactSubmission("sato@example.co.jp", "見積もりをお願いします。")),
    ]) {
      await expectRefusedForNow(response, "database refuses connections");
    }
  }, 30_000);
});
