import path from "node:path";
import Database from "better-sqlite3";
import { e2eDataDir } from "./environment";

export interface StoredLead {
  data: Record<string, unknown>;
  spam: number;
  thanksPath: string;
}

/** The leads of a form the test server stored, read from its SQLite file as marketing's export would. */
export function storedLeads(formId: string): StoredLead[] {
  const database = new Database(path.resolve(e2eDataDir, "leads.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = database
      .prepare(
        "SELECT data, spam, thanks_path AS thanksPath FROM leads WHERE form_id = ? ORDER BY received_at",
      )
      .all(formId) as { data: string; spam: number; thanksPath: string }[];
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  } finally {
    database.close();
  }
}

/** The leads of a form sent from one e-mail address (each test uses its own). */
export function storedLeadsFrom(formId: string, email: string): StoredLead[] {
  return storedLeads(formId).filter((lead) => lead.data.email === email);
}
