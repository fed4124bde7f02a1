import type { StoreGate } from "../../platform/storage/storeGate";
import type { RedirectRows, ServerRedirect, ServerRedirectStore } from "./serverRedirectStore";

/**
 * Server redirects as pages read them: a table held in memory, reloaded from the store in the background
 * every `refreshMs`, so no navigation waits for storage. While the store cannot be read, the last table
 * loaded keeps applying; a redirect added through this origin applies at once, one added elsewhere (the
 * command, another origin) within `refreshMs`.
 */
export function redirectsInMemory(gate: StoreGate<RedirectRows>, refreshMs: number): ServerRedirectStore {
  let table = new Map<string, ServerRedirect>();
  let failing = false;

  async function refresh(): Promise<void> {
    try {
      const rows = await (await gate.get()).list();
      table = new Map(rows.map((row) => [row.from, { location: row.location, status: row.status }]));
      failing = false;
    } catch (error) {
      if (!failing) {
        console.error(
          "[redirects] could not reload the redirects; the last table loaded applies:",
          error instanceof Error ? error.message : error,
        );
      }
      failing = true;
    }
  }

  const loaded = refresh();
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  return {
    lookup: (path) => table.get(path) ?? null,
    async upsert(from, redirect) {
      await (await gate.get()).upsert(from, redirect);
      await refresh();
    },
    async remove(from) {
      await (await gate.get()).remove(from);
      await refresh();
    },
    list: async () => (await gate.get()).list(),
    async close() {
      clearInterval(timer);
      await loaded;
      await gate.close();
    },
  };
}
