import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A real PostgreSQL server for the PostgreSQL stores' tests: `.ci/run` starts one and sets
 * TEST_DATABASE_URL. Without it those tests are skipped.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface TestSchema {
  /** TEST_DATABASE_URL with this schema as the search path: what DATABASE_URL would be. */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty schema of its own, so tests never see each other's rows. */
export async function createTestSchema(prefix: string): Promise<TestSchema> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomUUID().replace(/-/g, "")}`;
  await asAdmin((client) => client.query(`CREATE SCHEMA ${name}`));
  const url = new URL(testDatabaseUrl);
  url.searchParams.set("options", `-c search_path=${name}`);
  return {
    url: url.href,
    drop: () => asAdmin((client) => client.query(`DROP SCHEMA ${name} CASCADE`)).then(() => undefined),
  };
}

/** Rows of `sql` run in the schema of `url`. */
export async function queryIn<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
