import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";

// A flood of sign-ins with unknown member IDs from many addresses fills the password-hashing queue; the
// site's files are read on libuv's thread pool, which hashing never takes, so they do not wait.

let bed: OriginTestBed | undefined;
afterEach(async () => {
  await bed?.dispose();
  bed = undefined;
});

describe("a sign-in flood", () => {
  it("is answered 503 beyond the queue, and a static file completes before the first queued sign-in", async () => {
    bed = openOriginTestBed({
      TRUSTED_PROXIES: "127.0.0.1",
      PASSWORD_HASH_WORKERS: "1",
      PASSWORD_HASH_QUEUE: "3",
    });
    writeFileSync(path.join(bed.siteDir, "public/robots.txt"), "User-agent: *\nAllow: /\n");
    const origin = await bed.listen();

    const signIn = (index: number) =>
      fetch(`${origin}/api/premium/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "x-forwarded-for": `203.0.113.${index + 1}` },
        body: JSON.stringify({ memberId: `PM-9000${String(index).padStart(2, "0")}`, password: "guess" }),
      });
    // One first, so the hashing thread is started.
    expect((await signIn(99)).status).toBe(401);

    const finished: string[] = [];
    let firstRefusal: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });
    const signIns = Array.from({ length: 12 }, async (_, index) => {
      const response = await signIn(index);
      const body = (await response.json()) as { error: string; message: string };
      finished.push(`sign-in ${response.status}`);
      if (response.status === 503) firstRefusal();
      return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
    });

    // Once one is refused the queue is full: every other sign-in is running or waiting for the thread. (A
    // server that never refuses gets the file asked for a moment after the flood instead.)
    await Promise.race([refused, new Promise((resolve) => setTimeout(resolve, 300))]);
    const robots = await fetch(`${origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("User-agent");
    finished.push("robots.txt");

    const answers = await Promise.all(signIns);
    // The file came back before every queued sign-in: at most the one running when it was asked finished first.
    const checkedBeforeRobots = finished
      .slice(0, finished.indexOf("robots.txt"))
      .filter((entry) => entry === "sign-in 401");
    expect(checkedBeforeRobots.length).toBeLessThanOrEqual(1);
    // One thread and three waiting: at least four are checked (unknown IDs: 401), the others refused at once.
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(4);
    const refusals = answers.filter((answer) => answer.status === 503);
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 401 || answer.status === 503)).toHaveLength(12);
    for (const refusal of refusals) {
      expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(refusal.body.error).toBe("unavailable");
      expect(refusal.body.message).toMatch(/[ぁ-んァ-ヶ]/u);
    }
  }, 60_000);
});
