import {
  openStoreDatabases,
  type StoreDatabaseLocation,
  type StoreDatabases,
} from "../../platform/storage/database/storeDatabases";
import { createStoreGate } from "../../platform/storage/storeGate";
import { redirectsInMemory } from "./redirectsInMemory";
import { redirectRowsIn, type ServerRedirectStore } from "./serverRedirectStore";

/** How often an origin reloads the redirects others may have changed. */
export const REDIRECTS_REFRESH_MS = 2_000;

/**
 * The server redirects over the origin's databases (`redirects.sqlite`, or PostgreSQL shared by every
 * origin), opened when they first can be and read through a table in memory: pages never wait for
 * storage, and a data directory that is not writable at start (or a database that is away) does not stop
 * the origin. Closing it leaves the databases to their owner.
 */
export function openRedirectStore(
  databases: StoreDatabases,
  storeRetryMs = 1_000,
  refreshMs = REDIRECTS_REFRESH_MS,
): ServerRedirectStore {
  const gate = createStoreGate({
    name: "redirects",
    async open() {
      await databases.database("redirects");
      return redirectRowsIn(databases);
    },
    close: () => {},
    retryMs: storeRetryMs,
  });
  return redirectsInMemory(gate, refreshMs);
}

/** The redirects on databases of their own (the redirects command, tests), closed with them. */
export function openRedirectStoreAt(location: StoreDatabaseLocation): ServerRedirectStore {
  const databases = openStoreDatabases(location);
  const store = openRedirectStore(databases);
  return {
    ...store,
    async close() {
      await store.close();
      await databases.close();
    },
  };
}
