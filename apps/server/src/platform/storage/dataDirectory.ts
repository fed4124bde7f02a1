import { mkdirSync } from "node:fs";
import type { ServerConfig } from "../../config";

/**
 * Creates DATA_DIR for SQLite when it can. A directory that cannot be created (read-only, a file in the way)
 * does not stop the origin: pages are served, and the stores open once it is usable (`storeGate.ts`).
 * With DATABASE_URL every piece of state is in PostgreSQL and nothing is written under DATA_DIR.
 */
export function prepareDataDirectory(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): void {
  if (config.databaseUrl) return;
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    console.error(
      `[storage] cannot create DATA_DIR ${config.dataDir}; storage-bound routes answer 503 until it can be:`,
      error instanceof Error ? error.message : error,
    );
  }
}
