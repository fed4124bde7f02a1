import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadStore, NewLead } from "./leadStore";
import { openLeadStore } from "./openLeadStore";
import { listDeadLeads, resendDeadLeads } from "./outboxCommand";

const newLead = (key: string, receivedAt: number): NewLead => ({
  formId: "contact",
  data: { companyName: "株式会社北斗土木" },
  spam: false,
  thanksPath: "/contact/thanks",
  ipHash: "hash",
  userAgent: "test",
  receivedAt,
  idempotencyKey: key,
});

let dataDir: string;
let store: LeadStore;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-command-"));
  store = await openLeadStore({ dataDir });
});
afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `list`, `resend <lead id>` or `resend --all-dead`, as the operator command parsed them. */
async function run(command: "list" | "resend", target?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const output = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  const code =
    command === "list"
      ? await listDeadLeads(store, output)
      : await resendDeadLeads(
          store,
          target === "--all-dead" ? "all" : { leadId: target ?? "" },
          output,
          50_000,
        );
  return { code, out, err };
}

/** Two leads given up on (one older), one still being retried. */
async function seed() {
  const first = (await store.insertLead(newLead("a", Date.UTC(2026, 10, 1, 0, 0)))).lead;
  const second = (await store.insertLead(newLead("b", Date.UTC(2026, 10, 2, 0, 0)))).lead;
  const pending = (await store.insertLead(newLead("c", Date.UTC(2026, 10, 3, 0, 0)))).lead;
  await store.markFailed(first.id, null, "Webhook answered HTTP 500");
  await store.markFailed(second.id, null, "The operation was aborted due to timeout");
  await store.markFailed(pending.id, 99_000, "Webhook answered HTTP 503");
  return { first, second, pending };
}

describe("leads outbox", () => {
  it("lists the leads given up on, oldest first, with the time in Japan and the last error", async () => {
    const { first, second } = await seed();
    const { code, out } = await run("list");
    expect(code).toBe(0);
    expect(out[0]).toBe("lead id\tform\treceived (JST)\tattempts\tlast error");
    expect(out[1]).toBe(`${first.id}\tcontact\t2026/11/1 9:00:00\t1\tWebhook answered HTTP 500`);
    expect(out[2]?.startsWith(second.id)).toBe(true);
    expect(out.at(-1)).toBe(
      "2 leads given up on. To send them again: resend <lead id> or resend --all-dead.",
    );
  });

  it("says so when nothing was given up on", async () => {
    expect((await run("list")).out).toEqual(["No lead was given up on."]);
  });

  it("queues one lead again, attempts reset, for the worker's next run", async () => {
    const { first, pending } = await seed();
    const { code, out } = await run("resend", first.id);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^1 leads back in the forwarding queue:/);
    expect((await store.listDeadLetters()).map(({ lead }) => lead.id)).not.toContain(first.id);
    expect(await store.claimDue(50_000, 10)).toEqual([{ lead: first, attempts: 0 }]);
    expect(pending.id).not.toBe(first.id);
  });

  it("queues every lead given up on with --all-dead", async () => {
    await seed();
    expect((await run("resend", "--all-dead")).out[0]).toMatch(/^2 leads back in the forwarding queue:/);
    expect(await store.listDeadLetters()).toEqual([]);
    expect(await store.claimDue(50_000, 10)).toHaveLength(2);
  });

  it("refuses an id that is not a dead letter with a non-zero exit, queueing nothing", async () => {
    const { pending } = await seed();
    const notDead = await run("resend", pending.id);
    expect(notDead.code).toBe(1);
    expect(notDead.err[0]).toContain("is not among the leads given up on");
    expect(await store.listDeadLetters()).toHaveLength(2);
  });
});
