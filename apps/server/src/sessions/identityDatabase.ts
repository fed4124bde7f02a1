import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { identityMigrations } from "./identityMigrations";

/** Licences, their activations, premium members and the sessions of both, in one file under the data dir. */
export const IDENTITY_DATABASE_FILE = "members.sqlite";

export type IdentityDatabase = Database.Database;

export function openIdentityDatabase(dataDir: string): IdentityDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, IDENTITY_DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  const applied = db.pragma("user_version", { simple: true });
  const from = typeof applied === "number" ? applied : 0;
  db.transaction(() => {
    for (const [index, sql] of identityMigrations.entries()) {
      if (index >= from) db.exec(sql);
    }
    db.pragma(`user_version = ${identityMigrations.length}`);
  }).immediate();
  return db;
}
