import Database from "better-sqlite3";
import { isSiteRedirectTarget } from "../http/redirectTarget";

export interface ServerRedirect {
  location: string;
  status: 301 | 302;
}

/**
 * Redirects marketing adds without a deploy; looked up by exact path on every navigation, so the lookup
 * is synchronous (SQLite answers at once; the PostgreSQL store keeps a copy refreshed every 2 s).
 */
export interface ServerRedirectStore {
  lookup: (path: string) => ServerRedirect | null;
  upsert: (from: string, redirect: ServerRedirect) => Promise<void>;
  remove: (from: string) => Promise<void>;
  list: () => Promise<(ServerRedirect & { from: string })[]>;
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

export function openServerRedirectStore(file: string): ServerRedirectStore {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE IF NOT EXISTS server_redirects (
    from_path TEXT PRIMARY KEY,
    location TEXT NOT NULL,
    status INTEGER NOT NULL CHECK (status IN (301, 302)),
    updated_at TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
  const select = db.prepare<[string], { location: string; status: 301 | 302 }>(
    "SELECT location, status FROM server_redirects WHERE from_path = ?",
  );
  const upsert = db.prepare(
    `INSERT INTO server_redirects (from_path, location, status) VALUES (?, ?, ?)
     ON CONFLICT(from_path) DO UPDATE SET location = excluded.location, status = excluded.status, updated_at = datetime('now')`,
  );
  const remove = db.prepare("DELETE FROM server_redirects WHERE from_path = ?");
  const all = db.prepare<[], { from: string; location: string; status: 301 | 302 }>(
    'SELECT from_path AS "from", location, status FROM server_redirects ORDER BY from_path',
  );
  return {
    lookup: (path) => select.get(path) ?? null,
    async upsert(from, redirect) {
      checkRedirect(from, redirect);
      upsert.run(from, redirect.location, redirect.status);
    },
    remove: async (from) => void remove.run(from),
    list: async () => all.all(),
    close: async () => void db.close(),
  };
}
