// `leads export` (CSV for marketing) and `leads outbox` (the leads the CRM forwarding gave up on). Both read
// the store the origins write, SQLite under DATA_DIR or PostgreSQL with DATABASE_URL, while they run.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { readConfig } from "../config";
import { liveSiteForms } from "../marketing/forms/liveSiteForms";
import { leadsToCsv } from "../marketing/leads/csv";
import { exportableLeads, parseExportQuery } from "../marketing/leads/exportQuery";
import type { LeadStore } from "../marketing/leads/leadStore";
import { openLeadStore } from "../marketing/leads/openLeadStore";
import { type CommandOutput, listDeadLeads, resendDeadLeads } from "../marketing/leads/outboxCommand";
import { siteLayout } from "../platform/site/siteLayout";
import { SQLITE_FILES } from "../platform/storage/database/migrations";
import { defineVerb, UsageError } from "./command";

const LEADS_ENVIRONMENT = {
  DATA_DIR: `the folder holding ${SQLITE_FILES.leads} (default ./data)`,
  DATABASE_URL: "read the leads from this PostgreSQL database instead",
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `use` on the lead store the environment names, which must exist already (a reader never creates an
 * empty database); a store that cannot be opened or read is said on stderr with exit code 1.
 */
async function withLeadStore(use: (store: LeadStore) => Promise<number>): Promise<number> {
  const dataDir = resolve(process.env.DATA_DIR ?? "data");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const source = databaseUrl ? "the DATABASE_URL database" : `${dataDir}/${SQLITE_FILES.leads}`;
  let store: LeadStore;
  try {
    store = await openLeadStore({ databaseUrl, dataDir, mustExist: true });
  } catch (error) {
    console.error(`cannot open ${source}: ${reason(error)}`);
    return 1;
  }
  try {
    return await use(store);
  } catch (error) {
    console.error(`cannot read ${source}: ${reason(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

const terminal: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export const leadsExportVerb = defineVerb({
  summary: "write the stored leads as CSV (UTF-8 with BOM), test pages' forms left out",
  details:
    "The form ids (and which are test pages', never exported) are those the live apps of SITE_DIR declare.",
  positionals: [],
  options: {
    since: {
      type: "string",
      value: "date",
      help: "leads received on or after this day (2025-07-01); required",
    },
    form: { type: "string", value: "form id", help: "only this form's leads" },
    out: { type: "string", value: "file", help: "write the CSV to this file (default: standard output)" },
  },
  environment: {
    ...LEADS_ENVIRONMENT,
    SITE_DIR: "the site whose live apps declare the forms (default ./site)",
  },
  async run({ options }) {
    if (options.since === undefined) throw new UsageError("--since is required");
    const config = readConfig();
    const forms = liveSiteForms(siteLayout(config.siteDir, config.registryFile));
    const parsed = parseExportQuery(options.since, options.form, forms);
    if (!parsed.ok) throw new UsageError(parsed.error);
    let leads: Awaited<ReturnType<typeof exportableLeads>> = [];
    const code = await withLeadStore(async (store) => {
      leads = await exportableLeads(store, parsed.query, forms);
      return 0;
    });
    if (code !== 0) return code;
    const csv = leadsToCsv(leads);
    if (options.out === undefined) {
      process.stdout.write(csv);
    } else {
      writeFileSync(options.out, csv);
      process.stderr.write(`wrote ${leads.length} leads to ${resolve(options.out)}\n`);
    }
    return 0;
  },
});

export const outboxListVerb = defineVerb({
  summary: "list the leads whose forwarding to the CRM was given up: id, form, time, attempts, last error",
  positionals: [],
  options: {},
  environment: LEADS_ENVIRONMENT,
  run: () => withLeadStore((store) => listDeadLeads(store, terminal)),
});

export const outboxResendVerb = defineVerb({
  summary: "put a lead given up on (or, with --all-dead, every one) back in the forwarding queue",
  details: "Attempts start again from zero; the running server's worker sends them on its next round.",
  positionals: [{ name: "lead id", help: "a lead id that `leads outbox list` shows", optional: true }],
  options: { "all-dead": { type: "boolean", help: "every lead given up on" } },
  environment: LEADS_ENVIRONMENT,
  run({ positionals, options }) {
    const leadId = positionals["lead id"];
    if ((leadId === undefined) === (options["all-dead"] !== true)) {
      throw new UsageError("give either a <lead id> or --all-dead");
    }
    return withLeadStore((store) =>
      resendDeadLeads(store, leadId === undefined ? "all" : { leadId }, terminal),
    );
  },
});
