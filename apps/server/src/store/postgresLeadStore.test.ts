import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { describeLeadStoreContract } from "../testing/leadStoreContract";
import { leadMigrations } from "./database/leadMigrations";
import { PostgresLeadStore } from "./postgresLeadStore";

const postgresMigrations = leadMigrations.map((migration) => migration.postgres);

// Runs against a real PostgreSQL server: `.ci/run` starts one and sets TEST_DATABASE_URL. Each test
// gets its own schema, so runs never see each other's leads.
const databaseUrl = process.env.TEST_DATABASE_URL;

function inSchema(schema: string): string {
  const url = new URL(databaseUrl!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.href;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(databaseUrl)("PostgresLeadStore", () => {
  describeLeadStoreContract("PostgresLeadStore", () => {
    const schema = `leads_test_${randomUUID().replace(/-/g, "")}`;
    const open = async () => {
      await admin((client) => client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
      return PostgresLeadStore.open({ connectionString: inSchema(schema), claimLeaseMs: 60_000 });
    };
    return {
      open,
      async reopen(store) {
        await store.close();
        return open();
      },
      async dispose() {
        await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      },
    };
  });

  it("migrates once when several instances start together", async () => {
    const schema = `leads_test_${randomUUID().replace(/-/g, "")}`;
    await admin((client) => client.query(`CREATE SCHEMA ${schema}`));
    const stores = Array.from({ length: 4 }, () =>
      PostgresLeadStore.open({ connectionString: inSchema(schema) }),
    );
    try {
      await Promise.all(stores.map((store) => store.listLeads({})));
      const version = await admin((client) =>
        client.query<{ version: number }>(`SELECT version FROM ${schema}.lead_store_version`),
      );
      expect(version.rows).toEqual([{ version: postgresMigrations.length }]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    }
  });

  it("rejects requests while the database is unreachable instead of hanging", async () => {
    const store = PostgresLeadStore.open({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    await expect(store.listLeads({})).rejects.toThrow();
    await store.close();
  });
});
