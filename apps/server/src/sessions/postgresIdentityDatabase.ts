import pg from "pg";
import { migratePostgres, type PostgresSchema } from "../store/postgresMigrate";
import { inTransaction } from "../store/postgresTransaction";
import { postgresIdentityMigrations } from "./postgresIdentityMigrations";

export const identitySchema: PostgresSchema = {
  lockId: 7_340_022,
  versionTable: "identity_store_version",
  migrations: postgresIdentityMigrations,
};

/** One pool for sessions, members, licences and the sign-in counters; the schema migrated before use. */
export interface PostgresIdentityDatabase {
  query<Row extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<Row[]>;
  /** `work` in one transaction on one connection: committed when it resolves, rolled back if not. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export function openPostgresIdentityDatabase(
  connectionString: string,
  maxConnections = 6,
): PostgresIdentityDatabase {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[identity] PostgreSQL connection lost", error.message));
  let schema: Promise<void> | undefined;
  // A database that was down at start-up is migrated on the first request after it comes back.
  const schemaReady = () => {
    schema ??= migratePostgres(pool, identitySchema).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  return {
    pool,
    async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      await schemaReady();
      return (await pool.query<Row>(sql, values)).rows;
    },
    async transaction(work) {
      await schemaReady();
      return inTransaction(pool, work);
    },
    close: () => pool.end(),
  };
}
