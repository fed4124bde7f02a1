import { describe, expect, it } from "vitest";
import { demoLicences, seedDemoLicences } from "../licence/demoLicences";
import { demoMembers, seedDemoMembers } from "../premium/demoMembers";
import { verifyPassword } from "../premium/passwordHash";
import { MIGRATIONS } from "../store/database/migrations";
import {
  type IdentityHarnessFactory,
  postgresIdentityHarness,
  sqliteIdentityHarness,
} from "../testing/identityStoreHarness";
import { describeLicenceStoreContract } from "../testing/licenceStoreContract";
import { describeMemberStoreContract } from "../testing/memberStoreContract";
import { createTestSchema, queryIn, testDatabaseUrl } from "../testing/postgresTestSchema";
import { describeSessionStoreContract } from "../testing/sessionStoreContract";
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
  it("is seeded once when two origins start together, and a later start keeps what changed", async () => {
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

describe.runIf(testDatabaseUrl)("PostgreSQL identity schema", () => {
  it("migrates once when several origins start together", async () => {
    const schema = await createTestSchema("identity_test");
    const origins = [1, 2, 3, 4].map(() =>
      openIdentityStores({ databaseUrl: schema.url, dataDir: "unused" }),
    );
    try {
      await Promise.all(origins.map((stores) => stores.members.find("PM-100001")));
      const identityEntries = MIGRATIONS.filter((migration) => migration.database === "members");
      expect(
        await queryIn(schema.url, "SELECT version FROM store_schema_versions WHERE database = 'members'"),
      ).toEqual([{ version: identityEntries.length }]);
    } finally {
      await Promise.all(origins.map((stores) => stores.close()));
      await schema.drop();
    }
  });
});
