// `redirects` (server-side redirects marketing adds without a deploy; the origins honour them within
// seconds) and `copy-to-postgres` (moving one SQLite origin's data to the PostgreSQL several origins share).
import { resolve } from "node:path";
import { openRedirectStoreAt } from "../marketing/redirects/openRedirectStore";
import type { ServerRedirectStore } from "../marketing/redirects/serverRedirectStore";
import { copySqliteDataToPostgres } from "../platform/storage/copyToPostgres";
import { defineVerb, UsageError } from "./command";

const REDIRECTS_ENVIRONMENT = {
  DATA_DIR: "the folder holding redirects.sqlite (default ./data)",
  DATABASE_URL: "the PostgreSQL database every origin shares, instead",
};

/** Runs `use` on the redirect store; a refusal (a target that is not allowed) is exit code 1. */
async function withRedirectStore(use: (store: ServerRedirectStore) => Promise<void>): Promise<number> {
  const store = openRedirectStoreAt({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR ?? "data"),
  });
  try {
    await use(store);
    return 0;
  } catch (error) {
    console.error(`refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

export const redirectsAddVerb = defineVerb({
  summary: "redirect a site path to another path or an allowlisted URL (or change where it goes)",
  positionals: [
    { name: "from", help: "the site path visitors ask for (/campaign/spring)" },
    { name: "to", help: "a site path or an allowlisted URL" },
    { name: "status", help: "301 (the default) or 302", optional: true },
  ],
  options: {},
  environment: REDIRECTS_ENVIRONMENT,
  run({ positionals: { from, to, status } }) {
    const code = status === undefined ? 301 : Number(status);
    if (code !== 301 && code !== 302) throw new UsageError(`the status must be 301 or 302, not ${status}`);
    return withRedirectStore(async (store) => {
      await store.upsert(from, { location: to, status: code });
      console.log(`${from} -> ${to} (${code})`);
    });
  },
});

export const redirectsRemoveVerb = defineVerb({
  summary: "remove the redirect of a site path",
  positionals: [{ name: "from", help: "the redirected site path" }],
  options: {},
  environment: REDIRECTS_ENVIRONMENT,
  run: ({ positionals: { from } }) =>
    withRedirectStore(async (store) => {
      await store.remove(from);
      console.log(`${from}: removed`);
    }),
});

export const redirectsListVerb = defineVerb({
  summary: "list the server-side redirects: from, to, status (tab-separated)",
  positionals: [],
  options: {},
  environment: REDIRECTS_ENVIRONMENT,
  run: () =>
    withRedirectStore(async (store) => {
      for (const redirect of await store.list()) {
        console.log(`${redirect.from}\t${redirect.location}\t${redirect.status}`);
      }
    }),
});

export const copyToPostgresVerb = defineVerb({
  summary: "copy one origin's SQLite data (leads, licences, members, sessions, redirects) to PostgreSQL",
  details: [
    "Rows already in PostgreSQL are kept, so it is safe to run again: a second run copies nothing twice.",
    "A file that fails to copy writes nothing of itself (exit 1).",
  ].join("\n"),
  positionals: [],
  options: {
    from: { type: "string", value: "data dir", help: "the SQLite data folder (default DATA_DIR, or ./data)" },
    to: { type: "string", value: "postgres://…", help: "the PostgreSQL database (default DATABASE_URL)" },
  },
  environment: { DATA_DIR: "the default of --from", DATABASE_URL: "the default of --to" },
  async run({ options }) {
    const from = resolve(options.from ?? process.env.DATA_DIR ?? "data");
    const to = options.to ?? process.env.DATABASE_URL;
    if (!to) throw new UsageError("--to (or DATABASE_URL) is required");
    try {
      const reports = await copySqliteDataToPostgres({ dataDir: from, databaseUrl: to });
      if (reports.length === 0) console.log(`${from}: no SQLite files to copy`);
      for (const { table, found, copied } of reports) {
        console.log(
          `${table.padEnd(18)} ${String(found).padStart(7)} in SQLite, ${String(copied).padStart(7)} copied`,
        );
      }
      return 0;
    } catch (error) {
      console.error(
        `copy failed, nothing of the failed file was written: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
  },
});
