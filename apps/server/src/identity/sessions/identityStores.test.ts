import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SQLITE_FILES } from "../../platform/storage/database/migrations";
import {
  type IdentityHarnessFactory,
  postgresIdentityHarness,
  sqliteIdentityHarness,
} from "../../testing/identityStoreHarness";
import { describeLicenceStoreContract } from "../../testing/licenceStoreContract";
import { describeMemberStoreContract } from "../../testing/memberStoreContract";
import { createTestSchema, queryIn, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { describeSessionStoreContract } from "../../testing/sessionStoreContract";
import { demoLicences, seedDemoLicences } from "../licence/demoLicences";
import { demoMembers, seedDemoMembers } from "../premium/demoMembers";
import { verifyPassword } from "../premium/passwordHash";
import { openIdentityStores } from "./identityStores";

describeSessionStoreContract("SQLite", sqliteIdentityHarness);
describeMemberStoreContract("SQLite", sqliteIdentityHarness);
describeLicenceStoreContract("SQLite", sqliteIdentityHarness);

describe.runIf(testDatabaseUrl)("PostgreSQL", () => {
  describeSessionStoreContract("PostgreSQL", postgresIdentityHarness);
  describeMemberStoreContract("PostgreSQL", postgresIdentityHarness);
  describeLicenceStoreContract("PostgreSQL", postgresIdentityHarness);
});

const backends: [string, IdentityHarnessFactory][] = [["SQLite", sqliteIdentityHarness]];
if (testDatabaseUrl) backends.push(["PostgreSQL", postgresIdentityHarness]);

describe.each(backends)("%s: the demo data", (_name, harnessFor) => {
  // Hashes every demo member password at full scrypt cost, twice.
  it("is seeded once when two origins start together, and a later start keeps what changed", {
    timeout: 20_000,
  }, async () => {
    const harness = await harnessFor({ now: 1_750_000_000_000 });
    try {
      const origins = [await harness.open(), await harness.open()];
      await Promise.all(
        origins.flatMap((stores) => [
          seedDemoLicences(stores.licences, 1_750_000_000_000),
          seedDemoMembers(stores.members),
        ]),
      );
      const [first, second] = origins as [(typeof origins)[0], (typeof origins)[0]];
      const hokuto = demoLicences[0]!;
      expect(await second.licences.activeActivations(hokuto.licence.key)).toHaveLength(
        hokuto.activations.length,
      );
      const member = demoMembers[0];
      const hash = await first.members.passwordHashOf(member.memberId);
      expect(hash && (await verifyPassword(member.password, hash))).toBe(true);

      await first.licences.deregister(hokuto.licence.key, hokuto.activations[0]!.id, 1_750_000_100_000);
      const restarted = await harness.open();
      await seedDemoLicences(restarted.licences, 1_750_000_200_000);
      expect(await restarted.licences.activeActivations(hokuto.licence.key)).toHaveLength(
        hokuto.activations.length - 1,
      );
    } finally {
      await harness.dispose();
    }
  });
});

// The members table as the previous release created it, with one member in it.
const previousMembersTable = `CREATE TABLE members (
  member_id TEXT PRIMARY KEY, password_hash TEXT NOT NULL, company_name TEXT NOT NULL,
  contact_name TEXT NOT NULL, member_since BIGINT NOT NULL)`;
const previousMember = `INSERT INTO members VALUES ('PM-900001', 'hash', '株式会社北斗土木', '佐藤 一郎', 1700000000000)`;
const keptMember = {
  memberId: "PM-900001",
  companyName: "株式会社北斗土木",
  contactName: "佐藤 一郎",
  memberSince: 1_700_000_000_000,
};

describe("identity data the previous release left", () => {
  it("opens members.sqlite where its user_version stands, with its rows", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "identity-previous-"));
    const old = new Database(path.join(dataDir, SQLITE_FILES.members));
    old.exec(previousMembersTable);
    old.exec(previousMember);
    old.pragma("user_version = 1");
    old.close();
    const stores = openIdentityStores({ dataDir });
    try {
      expect(await stores.members.find("PM-900001")).toEqual(keptMember);
    } finally {
      await stores.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(testDatabaseUrl)(
    "takes over identity_store_version in PostgreSQL, running nothing again",
    async () => {
      const schema = await createTestSchema("identity_previous");
      try {
        await queryIn(schema.url, previousMembersTable);
        await queryIn(schema.url, previousMember);
        await queryIn(schema.url, "CREATE TABLE identity_store_version (version INTEGER NOT NULL)");
        await queryIn(schema.url, "INSERT INTO identity_store_version VALUES (1)");
        const stores = openIdentityStores({ databaseUrl: schema.url, dataDir: "unused" });
        try {
          expect(await stores.members.find("PM-900001")).toEqual(keptMember);
        } finally {
          await stores.close();
        }
        // The first entry did not run again: it would have made the sessions table this database lacks.
        expect(await queryIn(schema.url, "SELECT to_regclass('sessions') IS NULL AS absent")).toEqual([
          { absent: true },
        ]);
      } finally {
        await schema.drop();
      }
    },
  );
});
