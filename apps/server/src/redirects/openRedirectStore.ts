import path from "node:path";
import { openPostgresRedirectStore } from "./postgresRedirectStore";
import { openServerRedirectStore, type ServerRedirectStore } from "./serverRedirectStore";

/** PostgreSQL when DATABASE_URL is set (every origin shares it), SQLite under DATA_DIR otherwise. */
export function openRedirectStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): ServerRedirectStore {
  return options.databaseUrl
    ? openPostgresRedirectStore(options.databaseUrl)
    : openServerRedirectStore(path.join(options.dataDir, "redirects.sqlite"));
}
