import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FORMS_API_PATH } from "@genbagura/forms";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOriginPolicy } from "../../platform/http/originPolicy";
import { testFormTable } from "../../testing/testForms";
import type { LeadStore } from "../leads/leadStore";
import { openLeadStore } from "../leads/openLeadStore";
import { hashClientAddress } from "./clientAddress";
import { createFormsApi, type FormsApiOptions, formsApiMessages } from "./formsApi";

const ORIGIN = "https://www.genbagura.example";
const NOW = 1_750_000_000_000;

const contactBody = {
  companyName: "株式会社北斗土木",
  department: "工事部",
  lastName: "佐藤",
  firstName: "一郎",
  lastNameKana: "サトウ",
  firstNameKana: "ｲﾁﾛｳ",
  email: "sato@example.co.jp",
  emailConfirm: "sato@example.co.jp",
  phone: "03-1234-5678",
  industry: "土木",
  employees: "21〜50名",
  message: "工事黒板の導入について相談したいです。",
  consent: true,
  utm_source: "newsletter",
  website: "",
  startedAt: NOW - 20_000,
};

let dataDir: string;
let store: LeadStore;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "forms-api-"));
  store = await openLeadStore({ dataDir });
});

afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function api(overrides: Partial<FormsApiOptions> = {}) {
  return createFormsApi({
    store,
    forms: testFormTable,
    origins: createOriginPolicy([ORIGIN]),
    now: () => NOW,
    ...overrides,
  });
}

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

describe("POST /api/forms/:formId", () => {
  it("stores a valid submission and answers 201 with the lead id and thanks page", async () => {
    const response = await api().request("/contact", post(contactBody, { "User-Agent": "TestBrowser/1" }));
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    const answer = await response.json();
    expect(answer).toEqual({ id: expect.any(String), thanksPath: "/contact/thanks" });

    const [lead] = await store.listLeads({});
    expect(lead).toMatchObject({
      id: answer.id,
      formId: "contact",
      spam: false,
      receivedAt: NOW,
      userAgent: "TestBrowser/1",
    });
    expect(lead?.data).toMatchObject({
      firstNameKana: "イチロウ",
      phone: "0312345678",
      utm_source: "newsletter",
    });
    expect(lead?.data).not.toHaveProperty("website");
    expect(lead?.data).not.toHaveProperty("startedAt");
    expect(await store.claimDue(NOW, 10)).toHaveLength(1);
  });

  it("works mounted at /api/forms without touching the site's other routes", async () => {
    const site = new Hono().route(FORMS_API_PATH, api()).get("/about", (c) => c.text("about"));
    expect((await site.request(`${FORMS_API_PATH}/contact`, post(contactBody))).status).toBe(201);
    const other = await site.request("/about", { headers: { Origin: "https://evil.example" } });
    expect(other.status).toBe(200);
  });

  it("fills the thanks path from the submitted case id", async () => {
    const body = { ...contactBody, caseId: "021" };
    const response = await api().request("/case_download", post(body));
    expect(await response.json()).toMatchObject({ thanksPath: "/case/021/download/thanks" });
  });

  it("answers 404 for an unknown form", async () => {
    const response = await api().request("/no_such_form", post(contactBody));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: formsApiMessages.unknownForm });
  });

  it("answers 403 to another origin and lets requests without Origin through", async () => {
    const foreign = await api().request("/contact", post(contactBody, { Origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    const lookalike = await api().request(
      "/contact",
      post(contactBody, { Origin: `${ORIGIN}.evil.example` }),
    );
    expect(lookalike.status).toBe(403);
    const init = post(contactBody);
    const headers = new Headers(init.headers);
    headers.delete("Origin");
    expect((await api().request("/contact", { ...init, headers })).status).toBe(201);
    expect(await store.listLeads({})).toHaveLength(1);
  });

  it("answers a preflight from the site's origin only", async () => {
    const preflight = {
      method: "OPTIONS",
      headers: { Origin: ORIGIN, "Access-Control-Request-Method": "POST" },
    };
    const allowed = await api().request("/contact", preflight);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
    const refused = await api().request("/contact", {
      ...preflight,
      headers: { Origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
  });

  it("answers 415 to anything but JSON", async () => {
    const form = post("companyName=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect((await api().request("/contact", form)).status).toBe(415);
    const charset = post(contactBody, { "Content-Type": "application/json; charset=utf-8" });
    expect((await api().request("/contact", charset)).status).toBe(201);
  });

  it("answers 413 to a body over 32 KB and stores nothing", async () => {
    const body = { ...contactBody, message: "あ".repeat(11_000) };
    const response = await api().request("/contact", post(body));
    expect(response.status).toBe(413);
    expect(await store.listLeads({})).toEqual([]);
  });

  it("answers 422 with one Japanese message per field", async () => {
    const body = {
      ...contactBody,
      firstNameKana: "いちろう",
      phone: "03-123-456",
      emailConfirm: "x@example.jp",
      consent: false,
    };
    const response = await api().request("/contact", post(body));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      fieldErrors: {
        firstNameKana: "メイは全角カタカナで入力してください",
        phone: "電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)",
        consent: "個人情報の取り扱いをご確認のうえ、「同意する」にチェックを入れてください",
        emailConfirm: "確認用メールアドレスには、上と同じメールアドレスを入力してください",
      },
    });
    expect(await store.listLeads({})).toEqual([]);
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await api().request("/contact", post("{not json"));
    expect(response.status).toBe(400);
  });

  it("answers 429 with Retry-After after 10 submissions a minute from one address", async () => {
    const app = api();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await app.request("/survey", post({}))).status).toBe(422);
    }
    const limited = await app.request("/contact", post(contactBody));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await store.listLeads({})).toEqual([]);
  });

  it("answers spam like a success, stores a minimal record apart from leads and never queues it", async () => {
    const honeypot = await api().request(
      "/contact",
      post({ ...contactBody, website: "http://spam.example" }),
    );
    const tooFast = await api().request("/contact", post({ ...contactBody, startedAt: NOW - 1_000 }));
    const invalidButSpam = await api().request("/contact", post({ website: "x" }));
    for (const response of [honeypot, tooFast, invalidButSpam]) {
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ id: expect.any(String), thanksPath: "/contact/thanks" });
    }
    expect(await store.listLeads({})).toEqual([]);
    expect(await store.claimDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    const spam = await store.listSpam({});
    expect(spam.map(({ reason, data }) => ({ reason, hasData: data !== null }))).toEqual([
      { reason: "honeypot", hasData: false },
      // A person who was merely quick can still be found: the validated value, nothing raw.
      { reason: "too_fast", hasData: true },
      { reason: "honeypot", hasData: false },
    ]);
    expect(spam[1]?.data).toMatchObject({ companyName: "株式会社北斗土木", firstNameKana: "イチロウ" });
    expect(spam[1]?.data).not.toHaveProperty("startedAt");
    expect(JSON.stringify(spam)).not.toContain("spam.example");
  });

  it("answers a repeated Idempotency-Key with the first answer and stores nothing new", async () => {
    const app = api();
    const headers = { "Idempotency-Key": "0b6f7a52-5d0e-4c43-9a43-2d8d6f3a3c11" };
    const first = await app.request("/contact", post(contactBody, headers));
    // The same submission, as a browser retries it (full-width kana normalise to the same value).
    const repeat = await app.request(
      "/contact",
      post({ ...contactBody, firstNameKana: "イチロウ" }, headers),
    );
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
    expect(await store.listLeads({})).toHaveLength(1);
  });

  it("answers 422 with a Japanese message to a reused Idempotency-Key with a different body", async () => {
    const app = api();
    const headers = { "Idempotency-Key": "0b6f7a52-5d0e-4c43-9a43-2d8d6f3a3c11" };
    expect((await app.request("/contact", post(contactBody, headers))).status).toBe(201);
    const reused = await app.request("/contact", post({ ...contactBody, message: "別の内容" }, headers));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: formsApiMessages.idempotencyConflict });
    expect(formsApiMessages.idempotencyConflict).toMatch(
      /ページを再読み込みしてから、もう一度送信してください。$/u,
    );
    const leads = await store.listLeads({});
    expect(leads).toHaveLength(1);
    expect(leads[0]?.data.message).toBe("工事黒板の導入について相談したいです。");
  });

  it("answers a repeat even when the address has reached its rate limit", async () => {
    const app = api({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const headers = { "Idempotency-Key": "retry-me" };
    const first = await app.request("/contact", post(contactBody, headers));
    const repeat = await app.request("/contact", post(contactBody, headers));
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(await first.json());
  });

  it("treats submissions without a key as distinct and rejects malformed keys", async () => {
    const app = api();
    await app.request("/contact", post(contactBody));
    await app.request("/contact", post(contactBody));
    expect(await store.listLeads({})).toHaveLength(2);
    const badKey = await app.request("/contact", post(contactBody, { "Idempotency-Key": "x".repeat(201) }));
    expect(badKey.status).toBe(400);
  });

  it("answers 503 with Retry-After when the store fails, so the client retries", async () => {
    const app = api();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await store.close();
    const response = await app.request("/contact", post(contactBody));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    store = await openLeadStore({ dataDir });
  });
});

describe("createFormsApi on a real socket", () => {
  it("stores a keyed hash of the peer address, never the address itself", async () => {
    const server = serve({
      fetch: api({ ipHashSecret: "test-secret" }).fetch,
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/contact`, post(contactBody));
      expect(response.status).toBe(201);
      const [lead] = await store.listLeads({});
      expect(lead?.ipHash).toBe(hashClientAddress("127.0.0.1", "test-secret"));
      expect(JSON.stringify(lead)).not.toContain("127.0.0.1");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
