import { sql } from "kysely";
import { isSiteRedirectTarget } from "../../platform/http/redirectTarget";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";

export interface ServerRedirect {
  location: string;
  status: 301 | 302;
}

/** The stored redirects, read and written in the origin's databases. */
export interface RedirectRows {
  upsert: (from: string, redirect: ServerRedirect) => Promise<void>;
  remove: (from: string) => Promise<void>;
  list: () => Promise<(ServerRedirect & { from: string })[]>;
}

/**
 * Redirects marketing adds without a deploy; looked up by exact path on every navigation, so the lookup
 * is synchronous, from a copy in memory refreshed every 2 s (`redirectsInMemory.ts`).
 */
export interface ServerRedirectStore extends RedirectRows {
  lookup: (path: string) => ServerRedirect | null;
  close: () => Promise<void>;
}

/**
 * Refuses what must never be stored: a source that is not a site path, or a target the origin would refuse
 * to send as a `Location` (the same rule, `isSiteRedirectTarget`, so nothing stored is refused when served).
 */
export function checkRedirect(from: string, redirect: ServerRedirect): void {
  if (!isValidRedirectSource(from)) throw new Error(`Invalid redirect source: ${JSON.stringify(from)}`);
  if (!isSiteRedirectTarget(redirect.location))
    throw new Error(
      `Redirect target not allowed: ${JSON.stringify(redirect.location)}. A target is a site path that ` +
        'starts with one "/" (not "//" or "/\\") or an https URL on an allowlisted host, and holds no ' +
        "control character (tab, CR, LF, DEL).",
    );
  if (redirect.status !== 301 && redirect.status !== 302)
    throw new Error(`Redirect status must be 301 or 302`);
}

/**
 * The stored redirect for a path, if the origin may send it: a row stored before targets were checked (or
 * written straight into the database) that the site would refuse is ignored and logged, so the path is
 * answered as if it had no redirect (never a 404 with a `Location`, never a 500).
 */
export function servableRedirect(store: ServerRedirectStore, path: string): ServerRedirect | null {
  const redirect = store.lookup(path);
  if (redirect === null || isSiteRedirectTarget(redirect.location)) return redirect;
  console.error(
    `Ignored a stored redirect for ${path}: target not allowed ${JSON.stringify(redirect.location)}`,
  );
  return null;
}

export function isValidRedirectSource(path: string): boolean {
  return /^\/[\w\-./~%]*$/.test(path) && path.length <= 512 && !path.includes("//");
}

const asStatus = (status: number): 301 | 302 => (status === 302 ? 302 : 301);

/** `server_redirects` in `redirects.sqlite` or in DATABASE_URL, every write checked first. */
export function redirectRowsIn(databases: StoreDatabases): RedirectRows {
  const redirects = () => databases.database("redirects");
  return {
    async upsert(from, redirect) {
      checkRedirect(from, redirect);
      const changed = { location: redirect.location, status: redirect.status };
      await (await redirects())
        .insertInto("server_redirects")
        .values({ from_path: from, ...changed })
        .onConflict((conflict) =>
          conflict
            .column("from_path")
            .doUpdateSet({ ...changed, updated_at: sql<string>`CURRENT_TIMESTAMP` }),
        )
        .execute();
    },
    async remove(from) {
      await (await redirects()).deleteFrom("server_redirects").where("from_path", "=", from).execute();
    },
    async list() {
      const rows = await (await redirects())
        .selectFrom("server_redirects")
        .select(["from_path", "location", "status"])
        .orderBy("from_path")
        .execute();
      return rows.map((row) => ({
        from: row.from_path,
        location: row.location,
        status: asStatus(row.status),
      }));
    },
  };
}
