import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestSchema, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { openStoreDatabases, type StoreDatabaseLocation } from "../storage/database/storeDatabases";
import { openVersionHealthStore, type VersionHealthStore } from "./versionHealthStore";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The counts as an origin opens them, over databases of its own. */
function originStore(location: StoreDatabaseLocation): VersionHealthStore {
  const databases = openStoreDatabases(location);
  const store = openVersionHealthStore(databases);
  cleanups.push(async () => {
    await store.close();
    await databases.close();
  });
  return store;
}

/** Two handles on one store, as two origins (or an origin and the deploy command) have. */
const kinds: [string, (() => Promise<[VersionHealthStore, VersionHealthStore]>) | undefined][] = [
  [
    "SQLite",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "version-health-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return [originStore({ dataDir: dir }), originStore({ dataDir: dir })];
    },
  ],
  [
    "PostgreSQL",
    testDatabaseUrl
      ? async () => {
          const schema = await createTestSchema("version_health");
          cleanups.push(() => schema.drop());
          const location = { databaseUrl: schema.url, dataDir: "unused" };
          return [originStore(location), originStore(location)];
        }
      : undefined,
  ],
];

for (const [name, open] of kinds) {
  describe.skipIf(!open)(`${name} version health store`, () => {
    it("adds the counts of every writer per app and version", async () => {
      const [first, second] = await open!();
      await first.add([
        { app: "cloud", version: "a1", views: 3, erroredViews: 1 },
        { app: "cloud", version: "b2", views: 2, erroredViews: 0 },
      ]);
      await second.add([{ app: "cloud", version: "a1", views: 4, erroredViews: 2 }]);
      await first.add([]);
      expect(await second.read()).toEqual([
        { app: "cloud", version: "a1", views: 7, erroredViews: 3 },
        { app: "cloud", version: "b2", views: 2, erroredViews: 0 },
      ]);
    });
  });
}
