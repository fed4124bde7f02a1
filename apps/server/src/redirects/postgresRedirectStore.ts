import pg from "pg";
import { inTransaction } from "../store/postgresTransaction";
import { checkRedirect, type ServerRedirect, type ServerRedirectStore } from "./serverRedirectStore";

const schema = `CREATE TABLE IF NOT EXISTS server_redirects (
  from_path TEXT PRIMARY KEY,
  location TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (301, 302)),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

/** Creates the table once, even when several origins start together. */
export function createRedirectTable(pool: pg.Pool): Promise<void> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('server_redirects'))");
    await client.query(schema);
  });
}

/**
 * Server-side redirects in PostgreSQL, shared by every origin. Navigations look redirects up
 * synchronously, so each origin keeps the whole (small) table in memory and reloads it every
 * `refreshMs`: a redirect added through any origin or the command is honoured everywhere within that.
 */
export function openPostgresRedirectStore(connectionString: string, refreshMs = 2000): ServerRedirectStore {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on("error", (error) => console.error("[redirects] PostgreSQL connection lost", error.message));
  let table = new Map<string, ServerRedirect>();
  let ready: Promise<void> | undefined;
  const schemaReady = () => {
    ready ??= createRedirectTable(pool).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  async function rows() {
    await schemaReady();
    const result = await pool.query<{ from: string; location: string; status: 301 | 302 }>(
      'SELECT from_path AS "from", location, status FROM server_redirects ORDER BY from_path',
    );
    return result.rows;
  }
  async function refresh() {
    try {
      const next = new Map<string, ServerRedirect>();
      for (const row of await rows()) next.set(row.from, { location: row.location, status: row.status });
      table = next;
    } catch (error) {
      // The database is away: keep answering from the last copy.
      console.error("[redirects] could not refresh from PostgreSQL:", (error as Error).message);
    }
  }
  void refresh();
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  return {
    lookup: (path) => table.get(path) ?? null,
    async upsert(from, redirect) {
      checkRedirect(from, redirect);
      await schemaReady();
      await pool.query(
        `INSERT INTO server_redirects (from_path, location, status) VALUES ($1, $2, $3)
         ON CONFLICT (from_path) DO UPDATE SET location = excluded.location, status = excluded.status, updated_at = now()`,
        [from, redirect.location, redirect.status],
      );
      await refresh();
    },
    async remove(from) {
      await schemaReady();
      await pool.query("DELETE FROM server_redirects WHERE from_path = $1", [from]);
      await refresh();
    },
    list: rows,
    async close() {
      clearInterval(timer);
      await pool.end();
    },
  };
}
