import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoLicences, seedDemoLicences } from "../../identity/licence/demoLicences";
import { demoMembers, seedDemoMembers } from "../../identity/premium/demoMembers";
import { verifyPassword } from "../../identity/premium/passwordHash";
import { openIdentityStores } from "../../identity/sessions/identityStores";
import { openLeadStore } from "../../marketing/leads/openLeadStore";
import { openRedirectStoreAt } from "../../marketing/redirects/openRedirectStore";
import { newLead } from "../../testing/leadStoreContract";
import { createTestSchema, type TestSchema, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { copySqliteDataToPostgres } from "./copyToPostgres";

// `npm run data:copy-to-postgres`: a data directory written by the SQLite stores, as one origin leaves it,
// copied into a real PostgreSQL and read back through the PostgreSQL stores.
// Each test writes a whole data directory (member passwords at full scrypt cost) and copies it.
vi.setConfig({ testTimeout: 20_000 });
describe.runIf(testDatabaseUrl)("copying a SQLite data directory into PostgreSQL", () => {
  let dataDir: string;
  let schema: TestSchema;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "copy-to-postgres-"));
    schema = await createTestSchema("copy_test");
  });
  afterEach(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await schema.drop();
  });

  const hokuto = demoLicences[0]!;
  const member = demoMembers[1];

  /** One origin's data: leads in the outbox and delivered, spam, demo accounts in use, a redirect. */
  async function writeSqliteData() {
    const leads = await openLeadStore({ dataDir });
    const waiting = await leads.insertLead(newLead({ idempotencyKey: "k-waiting", receivedAt: 1_000 }));
    const delivered = await leads.insertLead(
      newLead({ idempotencyKey: "k-delivered", receivedAt: 2_000, data: { companyName: "青空建設" } }),
    );
    await leads.markDelivered(delivered.lead.id, 3_000);
    const spam = await leads.insertSpam({
      formId: "contact",
      reason: "honeypot",
      data: null,
      ipHash: "hash",
      userAgent: "bot",
      receivedAt: 2_500,
    });
    await leads.close();

    const identity = openIdentityStores({ dataDir });
    await seedDemoLicences(identity.licences, Date.now());
    await seedDemoMembers(identity.members);
    const freed = hokuto.activations[0]!.id;
    await identity.licences.deregister(hokuto.licence.key, freed, Date.now());
    const session = await identity.sessions.create("premium", member.memberId, 60 * 60_000);
    await identity.close();

    const redirects = openRedirectStoreAt({ dataDir });
    await redirects.upsert("/campaign/spring", { location: "/price", status: 302 });
    await redirects.close();
    return { waiting: waiting.lead, delivered: delivered.lead, spam, freed, session };
  }

  it("copies every store, and a second run copies nothing twice", async () => {
    const written = await writeSqliteData();
    const first = await copySqliteDataToPostgres({ dataDir, databaseUrl: schema.url });
    expect(first.map((report) => report.table).sort()).toEqual(
      [
        "activations",
        "idempotency_keys",
        "leads",
        "licences",
        "members",
        "outbox",
        "server_redirects",
        "sessions",
        "spam_submissions",
      ].sort(),
    );
    for (const report of first) expect(report.copied, report.table).toBe(report.found);

    const second = await copySqliteDataToPostgres({ dataDir, databaseUrl: schema.url });
    for (const report of second) expect(report.copied, report.table).toBe(0);

    const leads = await openLeadStore({ databaseUrl: schema.url, dataDir });
    try {
      expect(await leads.listLeads({})).toEqual([written.waiting, written.delivered]);
      expect(await leads.findByIdempotencyKey("contact", "k-delivered")).toEqual(written.delivered);
      expect(await leads.listSpam({})).toEqual([written.spam]);
      // Only the lead that was still waiting goes on to the CRM.
      expect((await leads.claimDue(10_000, 10)).map((entry) => entry.lead.id)).toEqual([written.waiting.id]);
    } finally {
      await leads.close();
    }

    const identity = openIdentityStores({ databaseUrl: schema.url, dataDir: "unused" });
    try {
      expect((await identity.sessions.find("premium", written.session.token))?.subject).toBe(member.memberId);
      const active = (await identity.licences.activeActivations(hokuto.licence.key)).map((entry) => entry.id);
      expect(active).not.toContain(written.freed);
      expect(active).toHaveLength(hokuto.activations.length - 1);
      const hash = await identity.members.passwordHashOf(member.memberId);
      expect(hash && (await verifyPassword(member.password, hash))).toBe(true);
    } finally {
      await identity.close();
    }

    const redirects = openRedirectStoreAt({ databaseUrl: schema.url, dataDir: "unused" });
    try {
      expect(await redirects.list()).toEqual([{ from: "/campaign/spring", location: "/price", status: 302 }]);
    } finally {
      await redirects.close();
    }
  });

  it("never brings back what PostgreSQL changed since, and frees a PC freed in SQLite since", async () => {
    const written = await writeSqliteData();
    await copySqliteDataToPostgres({ dataDir, databaseUrl: schema.url });
    const later = hokuto.activations[1]!.id;
    const sqlite = openIdentityStores({ dataDir });
    await sqlite.licences.deregister(hokuto.licence.key, later, Date.now());
    await sqlite.close();
    const postgres = openIdentityStores({ databaseUrl: schema.url, dataDir: "unused" });
    const redirects = openRedirectStoreAt({ databaseUrl: schema.url, dataDir: "unused" });
    try {
      await postgres.sessions.revoke(written.session.token);
      await redirects.remove("/campaign/spring");
      const again = await copySqliteDataToPostgres({ dataDir, databaseUrl: schema.url });
      expect(again.find((report) => report.table === "activations")?.copied).toBe(1);
      const active = (await postgres.licences.activeActivations(hokuto.licence.key)).map((entry) => entry.id);
      expect(active).not.toContain(later);
      expect(active).not.toContain(written.freed);
      // Signed out and removed after the first copy: copying again brings neither back.
      expect(await postgres.sessions.find("premium", written.session.token)).toBeNull();
      expect(await redirects.list()).toEqual([]);
      for (const report of again.filter((entry) => entry.table !== "activations")) {
        expect(report.copied, report.table).toBe(0);
      }
    } finally {
      await postgres.close();
      await redirects.close();
    }
  });

  it("copies an empty or absent data directory as nothing", async () => {
    expect(await copySqliteDataToPostgres({ dataDir, databaseUrl: schema.url })).toEqual([]);
  });
});
