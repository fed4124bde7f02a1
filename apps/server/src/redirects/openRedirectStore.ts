import path from "node:path";
import { createStoreGate } from "../store/storeGate";
import { openPostgresRedirectStore } from "./postgresRedirectStore";
import { redirectsInMemory } from "./redirectsInMemory";
import { openServerRedirectStore, type ServerRedirectStore } from "./serverRedirectStore";

/** How often an origin reloads the redirects others may have changed. */
export const REDIRECTS_REFRESH_MS = 2_000;

/**
 * PostgreSQL when DATABASE_URL is set (every origin shares it; that store keeps its own copy in memory),
 * SQLite under DATA_DIR otherwise, opened when it first can be and read through a table in memory: pages
 * never wait for the disk, and a data directory that is not writable at start does not stop the origin.
 */
export function openRedirectStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  storeRetryMs?: number;
}): ServerRedirectStore {
  if (options.databaseUrl) return openPostgresRedirectStore(options.databaseUrl, REDIRECTS_REFRESH_MS);
  const gate = createStoreGate({
    name: "redirects",
    open: () => openServerRedirectStore(path.join(options.dataDir, "redirects.sqlite")),
    close: (store) => store.close(),
    retryMs: options.storeRetryMs ?? 1_000,
  });
  return redirectsInMemory(gate, REDIRECTS_REFRESH_MS);
}
