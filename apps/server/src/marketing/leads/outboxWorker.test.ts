import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineForms } from "@genbagura/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testForms } from "../../testing/testForms";
import type { LeadStore, NewLead } from "./leadStore";
import { openLeadStore } from "./openLeadStore";
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  deliverDueLeads,
  retryDelayMs,
  startOutboxWorker,
  webhookPayload,
} from "./outboxWorker";

const padToughDocument = defineForms({
  document_product_pad_tough: {
    kind: "document",
    label: "現場蔵Pad Toughの資料請求",
    pagePath: "/document/product_pad_tough",
  },
}).document_product_pad_tough;

interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local CRM stand-in that answers the given statuses in turn, then 200, each after `delayMs`. */
async function startWebhook(
  statuses: number[],
  delayMs = 0,
): Promise<{ url: string; received: ReceivedRequest[]; server: Server }> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      const status = statuses.shift() ?? 200;
      setTimeout(() => response.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/leads`, received, server };
}

const lead: NewLead = {
  formId: "document_product_pad_tough",
  data: { companyName: "株式会社北斗土木", prefecture: "北海道" },
  spam: false,
  thanksPath: "/document/product_pad_tough/thanks",
  ipHash: "hash",
  userAgent: "test",
  receivedAt: Date.now(),
  idempotencyKey: "key",
};

let dataDir: string;
let store: LeadStore;
const servers: Server[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-"));
  store = await openLeadStore({ dataDir });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
  for (const server of servers.splice(0)) server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("retryDelayMs", () => {
  it("doubles from the base and stops at the maximum", () => {
    const backoff = { baseMs: 1_000, maxMs: 5_000 };
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, backoff))).toEqual([
      1_000, 2_000, 4_000, 5_000,
    ]);
  });
});

describe("startOutboxWorker", () => {
  it("is not started without a webhook, and leads stay stored", async () => {
    await store.insertLead(lead);
    expect(startOutboxWorker({ store, webhookUrl: undefined })).toBeUndefined();
    expect(startOutboxWorker({ store, webhookUrl: "" })).toBeUndefined();
    expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toHaveLength(1);
  });

  it("retries a webhook that fails twice, then delivers once", async () => {
    const webhook = await startWebhook([500, 503]);
    servers.push(webhook.server);
    const { lead: stored } = await store.insertLead(lead);
    const worker = startOutboxWorker({
      store,
      webhookUrl: webhook.url,
      formOf: (formId) => (formId === lead.formId ? padToughDocument : undefined),
      intervalMs: 10,
      backoff: { baseMs: 20, maxMs: 40 },
    });
    try {
      await vi.waitFor(() => expect(webhook.received).toHaveLength(3), { timeout: 5_000, interval: 20 });
    } finally {
      await worker?.stop();
    }
    const last = webhook.received[2];
    expect(last?.headers["idempotency-key"]).toBe(stored.id);
    expect(last?.body).toEqual({
      id: stored.id,
      formId: "document_product_pad_tough",
      formLabel: "現場蔵Pad Toughの資料請求",
      test: false,
      receivedAt: new Date(lead.receivedAt).toISOString(),
      data: { companyName: "株式会社北斗土木", prefecture: "北海道" },
    });
    expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it("keeps a failed lead in the outbox and delivers it after a restart", async () => {
    const down = await startWebhook([500]);
    servers.push(down.server);
    await store.insertLead(lead);
    expect(await deliverDueLeads({ store, webhookUrl: down.url, backoff: { baseMs: 1, maxMs: 1 } })).toEqual({
      delivered: 0,
      failed: 1,
    });

    await store.close();
    store = await openLeadStore({ dataDir });
    const up = await startWebhook([]);
    servers.push(up.server);
    const worker = startOutboxWorker({ store, webhookUrl: up.url, intervalMs: 10 });
    try {
      await vi.waitFor(() => expect(up.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    } finally {
      await worker?.stop();
    }
    expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it("gives up after the maximum attempts but keeps the lead", async () => {
    const webhook = await startWebhook([500, 500, 500]);
    servers.push(webhook.server);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await store.insertLead(lead);
    const delivery = { store, webhookUrl: webhook.url, maxAttempts: 2, backoff: { baseMs: 0, maxMs: 0 } };
    await deliverDueLeads(delivery);
    await deliverDueLeads(delivery);
    expect(await deliverDueLeads(delivery)).toEqual({ delivered: 0, failed: 0 });
    expect(webhook.received).toHaveLength(2);
    expect(await store.listLeads({})).toHaveLength(1);
  });
});

describe("slow CRMs", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Two workers on one database, as two API instances run them, for `ms` milliseconds. */
  async function runTwoWorkers(options: { webhookUrl: string; requestTimeoutMs: number }, ms: number) {
    const workers = [0, 1].map(() =>
      startOutboxWorker({
        store,
        webhookUrl: options.webhookUrl,
        requestTimeoutMs: options.requestTimeoutMs,
        intervalMs: 10,
      }),
    );
    await sleep(ms);
    await Promise.all(workers.map((worker) => worker?.stop()));
  }

  it("waits for a CRM that answers late, and posts each lead once, with its id as Idempotency-Key", async () => {
    const slow = await openLeadStore({ dataDir: join(dataDir, "slow"), claimLeaseMs: 3_000 });
    await store.close();
    store = slow;
    const webhook = await startWebhook([], 800);
    servers.push(webhook.server);
    const { lead: stored } = await store.insertLead(lead);
    await runTwoWorkers({ webhookUrl: webhook.url, requestTimeoutMs: 2_000 }, 1_500);
    expect(webhook.received.map((request) => request.headers["idempotency-key"])).toEqual([stored.id]);
    expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it("claims one lead at a time, so a slow batch never outlives its leases and no lead is posted twice", async () => {
    // Old behaviour: the whole batch was leased at once, and the last leases ran out while the first
    // posts were still waiting, so the other worker posted those leads a second time.
    const slow = await openLeadStore({ dataDir: join(dataDir, "batch"), claimLeaseMs: 500 });
    await store.close();
    store = slow;
    const webhook = await startWebhook([], 300);
    servers.push(webhook.server);
    const ids: string[] = [];
    for (const key of ["a", "b", "c", "d"])
      ids.push((await store.insertLead({ ...lead, idempotencyKey: key })).lead.id);
    await runTwoWorkers({ webhookUrl: webhook.url, requestTimeoutMs: 400 }, 1_800);
    const posted = webhook.received.map((request) => String(request.headers["idempotency-key"]));
    expect([...posted].sort()).toEqual([...ids].sort());
  });

  it("refuses a request timeout that does not fit inside the claim lease", async () => {
    const webhook = await startWebhook([]);
    servers.push(webhook.server);
    expect(() =>
      startOutboxWorker({ store, webhookUrl: webhook.url, requestTimeoutMs: store.claimLeaseMs }),
    ).toThrow(/must be shorter than the store's claim lease/u);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeLessThan(store.claimLeaseMs);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeGreaterThan(10_000);
  });
});

describe("webhookPayload", () => {
  it("marks a test page's lead as a test for the CRM", () => {
    const stored = { ...lead, id: "lead-1", formId: "test_contact" };
    expect(webhookPayload(stored, testForms.test_contact)).toMatchObject({
      formId: "test_contact",
      test: true,
    });
    expect(webhookPayload({ ...stored, formId: "contact" }, testForms.contact)).toMatchObject({
      test: false,
    });
  });

  it("names a lead of a form no app declares any more by its id", () => {
    expect(webhookPayload({ ...lead, id: "lead-2", formId: "retired_form" }, undefined)).toMatchObject({
      formLabel: "retired_form",
      test: false,
    });
  });
});
