import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSubmission } from "../../testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";

// The disk under DATA_DIR fills up (a small file system filled to the last byte by a ballast file):
// pages keep answering, a form post answers 503 with Retry-After and words a visitor can read, never a
// 500, and every lead acknowledged with 201, before or during, is exported once when space is back.
// Mounting a file system needs root, as CI runs; elsewhere there is no way to fill a disk safely.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A 6 MB file system at a fresh folder, and a ballast file that fills what is left of it. */
function smallDisk() {
  const root = mkdtempSync(path.join(tmpdir(), "disk-full-"));
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir);
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=6m", "tmpfs", dataDir]);
  cleanups.push(() => {
    execFileSync("umount", ["-l", dataDir]);
    rmSync(root, { recursive: true, force: true });
  });
  const ballast = path.join(dataDir, "ballast");
  return {
    dataDir,
    fill() {
      try {
        execFileSync("dd", ["if=/dev/zero", `of=${ballast}`, "bs=64k"], { stdio: "ignore" });
      } catch {
        // dd stops with "No space left on device": the disk is full, as intended.
      }
    },
    free: () => rmSync(ballast, { force: true }),
  };
}

describe.runIf(process.getuid?.() === 0)("a full disk under DATA_DIR", () => {
  it("keeps pages up, refuses form posts with 503 + Retry-After, and loses no acknowledged lead", async () => {
    const disk = smallDisk();
    const bed: OriginTestBed = openOriginTestBed({
      DATA_DIR: disk.dataDir,
      FORM_RATE_LIMIT: "100000",
      LEADS_EXPORT_TOKEN: "export-token",
    });
    cleanups.push(() => bed.dispose());
    const origin = await bed.listen();
    // Each lead carries about 6 KB of message, so the full disk is reached within a few posts.
    const message = "工事写真の整理について相談したいです。".repeat(100);
    const post = (n: number) =>
      fetch(`${origin}/api/forms/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "idempotency-key": `lead-${n}` },
        body: JSON.stringify(contactSubmission(`sato+${n}@example.co.jp`, message)),
      });
    const acknowledged: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      expect((await post(n)).status).toBe(201);
      acknowledged.push(n);
    }

    disk.fill();
    const silence = vi.spyOn(console, "error").mockImplementation(() => {});
    cleanups.push(() => silence.mockRestore());
    let refusals = 0;
    for (let n = 3; n < 300 && refusals < 3; n += 1) {
      const response = await post(n);
      if (response.status === 201) {
        acknowledged.push(n);
        continue;
      }
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(await response.json())).toMatch(/[ぁ-んァ-ヶ]/u);
      refusals += 1;
    }
    // The disk did fill: the refusals above are what this test is about.
    expect(refusals).toBe(3);
    expect((await fetch(`${origin}/cloud`)).status).toBe(200);

    disk.free();
    await expect.poll(async () => (await post(1000)).status, { timeout: 10_000, interval: 250 }).toBe(201);
    acknowledged.push(1000);
    const csv = await (
      await fetch(`${origin}/api/leads.csv`, { headers: { authorization: "Bearer export-token" } })
    ).text();
    for (const n of acknowledged) {
      expect(csv.split(`sato+${n}@example.co.jp`).length - 1, `lead ${n}`).toBe(1);
    }
  }, 60_000);
});
