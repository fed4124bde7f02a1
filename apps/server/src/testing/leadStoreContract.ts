// The behaviour every LeadStore must have, run against SQLite and against PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadStore, NewLead } from "../marketing/leads/leadStore";

export interface LeadStoreHarness {
  /** An empty store whose outbox lease is 60 s. */
  open(): Promise<LeadStore>;
  /** Closes `store` and opens the same database again. */
  reopen(store: LeadStore): Promise<LeadStore>;
  /** Removes what `open` created. */
  dispose(): Promise<void>;
}

/** A contact-form lead; `overrides` change what a test needs. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    formId: "contact",
    data: { companyName: "株式会社北斗土木", lastName: "佐藤" },
    spam: false,
    thanksPath: "/contact/thanks",
    ipHash: "hash",
    userAgent: "test-agent",
    receivedAt: 1_000,
    idempotencyKey: "key-1",
    ...overrides,
  };
}

export function describeLeadStoreContract(name: string, harness: () => LeadStoreHarness): void {
  describe(`${name}: the LeadStore contract`, () => {
    let current: LeadStoreHarness;
    let store: LeadStore;
    const reopen = (opened: LeadStore) => current.reopen(opened);

    beforeEach(async () => {
      current = harness();
      store = await current.open();
    });

    afterEach(async () => {
      await store.close();
      await current.dispose();
    });

    it("stores a lead with its Japanese data and reads it back", async () => {
      const { lead, created } = await store.insertLead(newLead());
      expect(created).toBe(true);
      expect(await store.listLeads({})).toEqual([lead]);
      expect(lead.data).toEqual({ companyName: "株式会社北斗土木", lastName: "佐藤" });
    });

    it("returns the first lead for a repeated idempotency key and stores nothing new", async () => {
      const first = await store.insertLead(newLead());
      const repeat = await store.insertLead(newLead({ data: { other: true }, receivedAt: 2_000 }));
      expect(repeat).toEqual({ lead: first.lead, created: false });
      expect(await store.listLeads({})).toHaveLength(1);
      expect(await store.findByIdempotencyKey("contact", "key-1")).toEqual(first.lead);
    });

    it("scopes idempotency keys to the form", async () => {
      await store.insertLead(newLead());
      const other = await store.insertLead(newLead({ formId: "survey" }));
      expect(other.created).toBe(true);
      expect(await store.findByIdempotencyKey("document", "key-1")).toBeUndefined();
    });

    it("filters the list by time and form, oldest first", async () => {
      await store.insertLead(newLead({ idempotencyKey: "a", receivedAt: 3_000 }));
      await store.insertLead(newLead({ idempotencyKey: "b", receivedAt: 1_000, formId: "survey" }));
      await store.insertLead(newLead({ idempotencyKey: "c", receivedAt: 2_000 }));
      expect((await store.listLeads({})).map((lead) => lead.receivedAt)).toEqual([1_000, 2_000, 3_000]);
      expect((await store.listLeads({ since: 2_000 })).map((lead) => lead.receivedAt)).toEqual([
        2_000, 3_000,
      ]);
      expect((await store.listLeads({ formId: "survey" })).map((lead) => lead.formId)).toEqual(["survey"]);
    });

    it("lists leads of the same millisecond in the order they arrived", async () => {
      for (const key of ["first", "second", "third", "fourth"]) {
        await store.insertLead(newLead({ idempotencyKey: key, data: { key } }));
      }
      const keys = (await store.listLeads({})).map((lead) => lead.data.key);
      expect(keys).toEqual(["first", "second", "third", "fourth"]);
    });

    it("queues real leads for forwarding but never spam", async () => {
      const real = await store.insertLead(newLead({ idempotencyKey: "real" }));
      await store.insertLead(newLead({ idempotencyKey: "spam", spam: true }));
      const due = await store.claimDue(1_000, 10);
      expect(due).toEqual([{ lead: real.lead, attempts: 0 }]);
    });

    it("leases claimed entries, counts failures and forgets delivered ones", async () => {
      const { lead } = await store.insertLead(newLead());
      expect(await store.claimDue(999, 10)).toEqual([]);
      expect(await store.claimDue(1_000, 10)).toHaveLength(1);
      expect(await store.claimDue(1_001, 10)).toEqual([]);
      expect(await store.claimDue(61_000, 10)).toHaveLength(1);

      await store.markFailed(lead.id, 70_000, "HTTP 500");
      expect(await store.claimDue(69_999, 10)).toEqual([]);
      expect(await store.claimDue(70_000, 10)).toEqual([{ lead, attempts: 1 }]);

      await store.markDelivered(lead.id, 70_001);
      expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    });

    it("claims only what was due by a given time, leased from the time of the claim", async () => {
      const { lead } = await store.insertLead(newLead({ receivedAt: 5_000 }));
      expect(await store.claimDue(100_000, 10, 4_999)).toEqual([]);
      expect(await store.claimDue(100_000, 10, 5_000)).toEqual([{ lead, attempts: 0 }]);
      // Leased until 100_000 + 60_000, not 5_000 + 60_000.
      expect(await store.claimDue(159_999, 10)).toEqual([]);
      expect(await store.claimDue(160_000, 10)).toHaveLength(1);
    });

    it("stops retrying after giving up, until the lead is enqueued again", async () => {
      const { lead } = await store.insertLead(newLead());
      await store.markFailed(lead.id, null, "HTTP 410");
      expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      await store.enqueue(lead.id, 5_000);
      expect(await store.claimDue(5_000, 10)).toEqual([{ lead, attempts: 0 }]);
    });

    it("keeps leads and pending forwarding across a reopen", async () => {
      const { lead } = await store.insertLead(newLead());
      store = await reopen(store);
      expect(await store.listLeads({})).toEqual([lead]);
      expect(await store.claimDue(1_000, 10)).toHaveLength(1);
    });

    it("keeps spam apart from leads: never listed, exported or queued with them", async () => {
      const spam = await store.insertSpam({
        formId: "contact",
        reason: "honeypot",
        data: null,
        ipHash: "hash",
        userAgent: "bot",
        receivedAt: 2_000,
      });
      const quick = await store.insertSpam({
        formId: "survey",
        reason: "too_fast",
        data: { companyName: "株式会社北斗土木" },
        ipHash: "hash",
        userAgent: "person",
        receivedAt: 3_000,
      });
      const { lead } = await store.insertLead(newLead());
      expect(await store.listLeads({})).toEqual([lead]);
      expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([{ lead, attempts: 0 }]);
      expect(await store.listSpam({})).toEqual([spam, quick]);
      expect(await store.listSpam({ since: 2_500 })).toEqual([quick]);
      expect(await store.listSpam({ formId: "contact" })).toEqual([spam]);
      store = await reopen(store);
      expect((await store.listSpam({}))[1]?.data).toEqual({ companyName: "株式会社北斗土木" });
    });

    it("lists the leads the outbox gave up on, with the last error, until one is enqueued again", async () => {
      const dead = await store.insertLead(newLead({ idempotencyKey: "dead", receivedAt: 1_000 }));
      const pending = await store.insertLead(newLead({ idempotencyKey: "pending", receivedAt: 2_000 }));
      const delivered = await store.insertLead(newLead({ idempotencyKey: "delivered", receivedAt: 3_000 }));
      await store.markFailed(dead.lead.id, 5_000, "HTTP 500");
      await store.markFailed(dead.lead.id, null, "HTTP 410");
      await store.markFailed(pending.lead.id, 9_000, "timeout");
      await store.markDelivered(delivered.lead.id, 4_000);
      expect(await store.listDeadLetters()).toEqual([
        { lead: dead.lead, attempts: 2, lastError: "HTTP 410" },
      ]);
      await store.enqueue(dead.lead.id, 10_000);
      expect(await store.listDeadLetters()).toEqual([]);
      expect(await store.claimDue(10_000, 10)).toEqual([
        { lead: pending.lead, attempts: 1 },
        { lead: dead.lead, attempts: 0 },
      ]);
    });

    it("counts the outbox backlog: waiting and given up, never delivered or spam", async () => {
      expect(await store.outboxBacklog()).toEqual({ pending: 0, dead: 0 });
      const dead = await store.insertLead(newLead({ idempotencyKey: "dead" }));
      await store.insertLead(newLead({ idempotencyKey: "pending" }));
      const delivered = await store.insertLead(newLead({ idempotencyKey: "delivered" }));
      await store.insertLead(newLead({ idempotencyKey: "spam", spam: true }));
      await store.markFailed(dead.lead.id, null, "HTTP 410");
      await store.markDelivered(delivered.lead.id, 4_000);
      expect(await store.outboxBacklog()).toEqual({ pending: 1, dead: 1 });
    });

    it("creates one lead when the same submission arrives twice at once", async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => store.insertLead(newLead())));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
      expect(await store.listLeads({})).toHaveLength(1);
    });
  });
}
