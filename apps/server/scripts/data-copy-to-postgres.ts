// Moves a site from one origin with SQLite to several origins on PostgreSQL (README, production topology):
//   npm run data:copy-to-postgres -- --from data --to postgres://user:password@host:5432/genbagura
// `--from` defaults to DATA_DIR (or ./data), `--to` to DATABASE_URL. Copies leads (with outbox and spam),
// licences and activations, members, live sessions and server redirects; rows already in PostgreSQL are
// kept, so it is safe to run again (a second run copies nothing twice).
import { resolve } from "node:path";
import { copySqliteDataToPostgres } from "../src/store/copyToPostgres";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const from = option("--from") ?? process.env.DATA_DIR ?? "data";
const to = option("--to") ?? process.env.DATABASE_URL;
if (!to) {
  console.error(
    "usage: npm run data:copy-to-postgres -- --from <data dir> --to <postgres://…> (or DATABASE_URL)",
  );
  process.exit(2);
}

try {
  const reports = await copySqliteDataToPostgres({ dataDir: resolve(from), databaseUrl: to });
  if (reports.length === 0) console.log(`${resolve(from)}: no SQLite files to copy`);
  for (const { table, found, copied } of reports) {
    console.log(
      `${table.padEnd(18)} ${String(found).padStart(7)} in SQLite, ${String(copied).padStart(7)} copied`,
    );
  }
} catch (error) {
  console.error(
    `copy failed, nothing of the failed file was written: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
