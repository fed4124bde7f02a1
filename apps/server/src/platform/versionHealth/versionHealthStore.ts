import type { StoreDatabases } from "../storage/database/storeDatabases";
import { createStoreGate, storeBehindGate } from "../storage/storeGate";

/** Page views of one app version, and how many of them had an error (server or browser). */
export interface VersionCounts {
  app: string;
  version: string;
  views: number;
  erroredViews: number;
}

/**
 * Views and errored views per app and version, added to by every origin and read by the canary analysis
 * (ARCHITECTURE.md section 15). Counts only grow: the analysis compares two readings.
 */
export interface VersionHealthStore {
  /** Adds these counts to the stored ones, all in one transaction. */
  add(counts: readonly VersionCounts[]): Promise<void>;
  read(): Promise<VersionCounts[]>;
  close(): Promise<void>;
}

/** `version_views` in `version-health.sqlite` or in DATABASE_URL. */
export function versionHealthStoreIn(databases: StoreDatabases): VersionHealthStore {
  const views = () => databases.database("versionHealth");
  return {
    async add(counts) {
      await (await views()).transaction().execute(async (trx) => {
        for (const row of counts) {
          await trx
            .insertInto("version_views")
            .values({ app: row.app, version: row.version, views: row.views, errored_views: row.erroredViews })
            .onConflict((conflict) =>
              conflict.columns(["app", "version"]).doUpdateSet((eb) => ({
                views: eb("version_views.views", "+", eb.ref("excluded.views")),
                errored_views: eb("version_views.errored_views", "+", eb.ref("excluded.errored_views")),
              })),
            )
            .execute();
        }
      });
    },
    async read() {
      const rows = await (await views())
        .selectFrom("version_views")
        .select(["app", "version", "views", "errored_views"])
        .orderBy("app")
        .orderBy("version")
        .execute();
      return rows.map((row) => ({
        app: row.app,
        version: row.version,
        views: Number(row.views),
        erroredViews: Number(row.errored_views),
      }));
    },
    close: async () => {},
  };
}

/**
 * The counts over the origin's databases (PostgreSQL: the counts of every origin add up there; SQLite:
 * `version-health.sqlite` under DATA_DIR), opened when they first can be (a read-only data directory does
 * not stop the origin). Closing it leaves the databases to their owner.
 */
export function openVersionHealthStore(databases: StoreDatabases, storeRetryMs = 1_000): VersionHealthStore {
  const gate = createStoreGate({
    name: "version health",
    async open() {
      await databases.database("versionHealth");
      return versionHealthStoreIn(databases);
    },
    close: (store) => store.close(),
    retryMs: storeRetryMs,
  });
  return storeBehindGate<VersionHealthStore>(gate, { close: () => gate.close() });
}
