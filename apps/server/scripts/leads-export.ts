// Writes the stored leads as CSV (UTF-8 with BOM) for marketing.
//   DATA_DIR=/var/lib/genbagura npx tsx apps/server/scripts/leads-export.ts --since 2025-07-01 [--form contact] [--out leads.csv]
// DATA_DIR is the directory holding leads.sqlite (default: ./data under the current directory);
// with DATABASE_URL set, the leads are read from that PostgreSQL database instead. The form ids (and
// which are test pages', never exported) are those the live apps of SITE_DIR (default ./site) declare.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../src/config";
import { liveSiteForms } from "../src/forms/liveSiteForms";
import { leadsToCsv } from "../src/leads/csv";
import { exportableLeads, parseExportQuery } from "../src/leads/exportQuery";
import { siteLayout } from "../src/site/siteLayout";
import type { LeadStore } from "../src/store/leadStore";
import { openLeadStore } from "../src/store/openLeadStore";
import { LEADS_DATABASE_FILE } from "../src/store/sqliteLeadStore";

const USAGE = "usage: leads-export --since <2025-07-01> [--form <form id>] [--out <file>]";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

function readArguments() {
  try {
    return parseArgs({
      options: { since: { type: "string" }, form: { type: "string" }, out: { type: "string" } },
      strict: true,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const args = readArguments();
if (!args.since) fail("--since is required.");
const config = readConfig();
const forms = liveSiteForms(siteLayout(config.siteDir, config.registryFile));
const parsed = parseExportQuery(args.since, args.form, forms);
if (!parsed.ok) fail(parsed.error);

const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL || undefined;
const source = databaseUrl ? "the DATABASE_URL database" : `${dataDir}/${LEADS_DATABASE_FILE}`;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
let store: LeadStore;
try {
  store = openLeadStore({ databaseUrl, dataDir, mustExist: true });
} catch (error) {
  fail(`cannot open ${source}: ${reason(error)}`);
}

const leads = await exportableLeads(store, parsed.query, forms).catch((error: unknown) => {
  fail(`cannot read ${source}: ${reason(error)}`);
});
await store.close();
const csv = leadsToCsv(leads);
if (args.out) {
  writeFileSync(args.out, csv);
  process.stderr.write(`wrote ${leads.length} leads to ${resolve(args.out)}\n`);
} else {
  process.stdout.write(csv);
}
