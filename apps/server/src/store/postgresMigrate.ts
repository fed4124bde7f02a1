import type pg from "pg";
import { inTransaction } from "./postgresTransaction";

export interface PostgresSchema {
  /** Advisory lock id: origins starting together wait for one another, so each migration runs once. */
  lockId: number;
  /** One-row table recording how many of `migrations` have run. */
  versionTable: string;
  /** Applied in order. Append only. */
  migrations: readonly string[];
}

/** Brings the database to the last of `schema.migrations`, in one transaction under the schema's lock. */
export async function migratePostgres(pool: pg.Pool, schema: PostgresSchema): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [schema.lockId]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${schema.versionTable} (version INTEGER NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${schema.versionTable}`);
    const applied = rows[0]?.version ?? 0;
    for (const [index, sql] of schema.migrations.entries()) {
      if (index >= applied) await client.query(sql);
    }
    await client.query(`DELETE FROM ${schema.versionTable}`);
    await client.query(`INSERT INTO ${schema.versionTable} (version) VALUES ($1)`, [
      schema.migrations.length,
    ]);
  });
}
