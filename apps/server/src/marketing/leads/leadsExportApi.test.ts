import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testFormTable } from "../../testing/testForms";
import type { LeadStore, NewLead } from "./leadStore";
import { createLeadsExportApi, LEADS_EXPORT_PATH } from "./leadsExportApi";
import { openLeadStore } from "./openLeadStore";

const TOKEN = "s3cret-token";

let dataDir: string;
let store: LeadStore;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "leads-export-"));
  store = await openLeadStore({ dataDir });
  const base: NewLead = {
    formId: "contact",
    data: { companyName: "株式会社北斗土木", lastName: "佐藤", firstName: "一郎" },
    spam: false,
    thanksPath: "/contact/thanks",
    ipHash: "hash",
    userAgent: "test",
    receivedAt: Date.UTC(2025, 5, 30, 14, 59, 59),
    idempotencyKey: "june",
  };
  await store.insertLead(base);
  await store.insertLead({ ...base, idempotencyKey: "july", receivedAt: Date.UTC(2025, 5, 30, 15, 0, 0) });
  await store.insertLead({
    ...base,
    idempotencyKey: "survey",
    formId: "survey",
    receivedAt: Date.UTC(2025, 6, 2),
  });
});

afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function site(token: string | undefined): Hono {
  return new Hono().route(LEADS_EXPORT_PATH, createLeadsExportApi({ store, token, forms: testFormTable }));
}

const authorized = { headers: { Authorization: `Bearer ${TOKEN}` } };

describe("GET /api/leads.csv", () => {
  it("is disabled (404) when no token is configured", async () => {
    expect((await site(undefined).request(LEADS_EXPORT_PATH, authorized)).status).toBe(404);
    expect((await site("").request(LEADS_EXPORT_PATH, authorized)).status).toBe(404);
  });

  it("answers 401 without the right bearer token", async () => {
    const app = site(TOKEN);
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      { Authorization: TOKEN },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const response = await app.request(LEADS_EXPORT_PATH, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
    }
  });

  it("returns every lead as a UTF-8 CSV with a BOM", async () => {
    const response = await site(TOKEN).request(LEADS_EXPORT_PATH, authorized);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(text).toContain('"株式会社北斗土木"');
    expect(text).toContain('"佐藤 一郎"');
    // Each row names its form as the site does, in the last column.
    const formNames = text
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .map((row) => row.split(",").at(-1));
    expect(formNames.sort()).toEqual(['"お問い合わせ"', '"お問い合わせ"', '"アンケート"'].sort());
  });

  it("filters by Japan-time date and form", async () => {
    const since = await site(TOKEN).request(`${LEADS_EXPORT_PATH}?since=2025-07-01`, authorized);
    const sinceRows = (await since.text()).split("\r\n").filter(Boolean);
    expect(sinceRows).toHaveLength(3);
    expect(sinceRows[1]).toContain('"2025-07-01 00:00:00"');

    const form = await site(TOKEN).request(`${LEADS_EXPORT_PATH}?since=2025-07-01&form=survey`, authorized);
    expect((await form.text()).split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("answers 400 to a malformed date or unknown form", async () => {
    expect((await site(TOKEN).request(`${LEADS_EXPORT_PATH}?since=last-week`, authorized)).status).toBe(400);
    expect((await site(TOKEN).request(`${LEADS_EXPORT_PATH}?form=nope`, authorized)).status).toBe(400);
  });

  it("leaves the test pages' leads in the store and out of the CSV", async () => {
    await store.insertLead({
      formId: "test_contact",
      data: { companyName: "テスト送信株式会社", lastName: "試験", firstName: "花子" },
      spam: false,
      thanksPath: "/test_prod/contact/thanks",
      ipHash: "hash",
      userAgent: "test",
      receivedAt: Date.UTC(2025, 6, 3),
      idempotencyKey: "test-page",
    });
    expect((await store.listLeads({})).map((lead) => lead.formId)).toContain("test_contact");
    const csv = await (await site(TOKEN).request(LEADS_EXPORT_PATH, authorized)).text();
    expect(csv).toContain("株式会社北斗土木");
    expect(csv).not.toContain("テスト送信株式会社");
    const named = await site(TOKEN).request(`${LEADS_EXPORT_PATH}?form=test_contact`, authorized);
    expect(named.status).toBe(400);
    expect(await named.text()).toContain("never exported");
  });
});
