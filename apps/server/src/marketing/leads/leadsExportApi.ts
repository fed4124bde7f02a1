import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { STORAGE_RETRY_AFTER_SECONDS, StoreUnavailableError } from "../../platform/storage/storeGate";
import type { FormTable } from "../forms/formTable";
import { leadsToCsv } from "./csv";
import { exportableLeads, parseExportQuery } from "./exportQuery";
import type { LeadStore } from "./leadStore";

/** Where the lead engineer mounts the app returned by `createLeadsExportApi`. */
export const LEADS_EXPORT_PATH = "/api/leads.csv";

export interface LeadsExportApiOptions {
  store: LeadStore;
  /** From the environment; unset or empty disables the export (404). */
  token: string | undefined;
  /** The site's live forms: which form ids exist, and which are test pages' (never exported). */
  forms: () => FormTable;
}

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/u.exec(header ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** Hono app for `GET /` (`?since=2025-07-01&form=contact`), to be mounted at {@link LEADS_EXPORT_PATH}. */
export function createLeadsExportApi({ store, token, forms }: LeadsExportApiOptions): Hono {
  const app = new Hono();
  // For the operator, in English: storage that cannot be used is a 503 to retry, not a bare 500.
  app.onError((error, c) => {
    if (!(error instanceof StoreUnavailableError)) console.error("Lead export failed", error);
    const retryAfter =
      error instanceof StoreUnavailableError ? error.retryAfterSeconds : STORAGE_RETRY_AFTER_SECONDS;
    return c.json({ error: "the lead store is unavailable; try again later." }, 503, {
      "Retry-After": String(retryAfter),
    });
  });
  app.get("/", async (c) => {
    if (!token) return c.notFound();
    if (!bearerMatches(c.req.header("authorization"), token)) {
      return c.json({ error: "give the export token as Authorization: Bearer <token>." }, 401, {
        "WWW-Authenticate": 'Bearer realm="leads"',
      });
    }
    const table = forms();
    const parsed = parseExportQuery(c.req.query("since"), c.req.query("form"), table);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const csv = leadsToCsv(await exportableLeads(store, parsed.query, table));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads.csv"',
      "Cache-Control": "no-store",
    });
  });
  return app;
}
