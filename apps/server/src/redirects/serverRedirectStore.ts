import { allowedRedirectHosts } from "@genbagura/routing";
import Database from "better-sqlite3";

export interface ServerRedirect {
  location: string;
  status: 301 | 302;
}

/** Redirects marketing adds without a deploy; looked up by exact path. */
export interface ServerRedirectStore {
  lookup: (path: string) => ServerRedirect | null;
  upsert: (from: string, redirect: ServerRedirect) => void;
  remove: (from: string) => void;
  close: () => void;
}

/** A target is a site path or a URL on the redirect allowlist: never anything else. */
export function isAllowedRedirectTarget(location: string): boolean {
  if (location.startsWith("/") && !location.startsWith("//")) return true;
  try {
    const url = new URL(location);
    return url.protocol === "https:" && allowedRedirectHosts.includes(url.hostname);
  } catch {
    return false;
  }
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
  return {
    lookup: (path) => select.get(path) ?? null,
    upsert(from, redirect) {
      if (!isValidRedirectSource(from)) throw new Error(`Invalid redirect source: ${from}`);
      if (!isAllowedRedirectTarget(redirect.location))
        throw new Error(`Redirect target not allowed: ${redirect.location}`);
      upsert.run(from, redirect.location, redirect.status);
    },
    remove: (from) => void remove.run(from),
    close: () => db.close(),
  };
}
