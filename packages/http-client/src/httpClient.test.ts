import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpClient, HttpError, HttpNetworkError, HttpTimeoutError } from "./index";

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer this late, to provoke a timeout. */
  delayMs?: number;
}

// A real HTTP server whose answers each test scripts in order; it records every request it gets.
let server: Server;
let origin: string;
let script: ScriptedResponse[] = [];
let received: RecordedRequest[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer: ScriptedResponse = script.shift() ?? { status: 200, body: "{}", headers: json };
      setTimeout(() => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  script = [];
  received = [];
});

const json = { "content-type": "application/json; charset=utf-8" };
const client = () => createHttpClient({ baseUrl: origin, retryBackoffMs: 5 });

describe("successful requests", () => {
  it("sends JSON and parses the JSON answer", async () => {
    script = [{ status: 201, headers: json, body: '{"id":7}' }];
    const response = await client().post<{ id: number }>("/api/forms/contact", { name: "山田 太郎" });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 7 });
    expect(received[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(received[0]?.body ?? "")).toEqual({ name: "山田 太郎" });
  });

  it("appends query parameters and skips empty ones", async () => {
    await client().get("/api/redirects?x=1", { query: { path: "/会社", missing: undefined, n: 2 } });
    expect(received[0]?.url).toBe(`/api/redirects?x=1&path=${encodeURIComponent("/会社")}&n=2`);
  });

  it("returns undefined for an empty body and text for a non-JSON body", async () => {
    script = [{ status: 204 }, { status: 200, headers: { "content-type": "text/plain" }, body: "ok" }];
    expect((await client().delete("/api/items/1")).data).toBeUndefined();
    expect((await client().get("/health")).data).toBe("ok");
  });
});

describe("retries", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    "retries a POST once after %i and returns the second answer",
    async (status) => {
      script = [
        { status, headers: json, body: '{"message":"later"}' },
        { status: 200, headers: json, body: '{"ok":true}' },
      ];
      const response = await client().post("/api/forms/contact", { a: 1 });
      expect(response.data).toEqual({ ok: true });
      expect(received).toHaveLength(2);
      expect(received[1]?.body).toBe(received[0]?.body);
    },
  );

  it.each(["PUT", "PATCH", "DELETE"] as const)("retries %s once, then throws HttpError", async (method) => {
    script = [
      { status: 503 },
      { status: 503, headers: json, body: '{"message":"保守中です"}' },
      { status: 200 },
    ];
    const error = await client()
      .request(method, "/api/thing")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("保守中です");
    expect(received).toHaveLength(2);
  });

  it.each(["GET", "HEAD"] as const)("never retries %s", async (method) => {
    script = [{ status: 503 }, { status: 200 }];
    const error = await client()
      .request(method, "/api/thing")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(received).toHaveLength(1);
  });

  it.each([400, 404, 422])("does not retry a POST after %i", async (status) => {
    script = [{ status, headers: json, body: '{"error":"invalid"}' }, { status: 200 }];
    await expect(client().post("/api/forms/contact", {})).rejects.toMatchObject({ status });
    expect(received).toHaveLength(1);
  });

  it("sends the same Idempotency-Key on both attempts", async () => {
    script = [{ status: 502 }, { status: 200 }];
    await client().post("/api/forms/contact", {});
    const [first, second] = received.map((request) => request.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it("gives each new call its own key and uses the caller's key when given", async () => {
    await client().post("/api/forms/a", {});
    await client().post("/api/forms/a", {});
    await client().post("/api/forms/a", {}, { idempotencyKey: "form-42" });
    await client().post("/api/forms/a", {}, { idempotencyKey: "form-42" });
    const keys = received.map((request) => request.headers["idempotency-key"]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(["form-42", "form-42"]);
  });

  it("sends no Idempotency-Key on GET", async () => {
    await client().get("/api/thing");
    expect(received[0]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("waits for Retry-After, capped", async () => {
    script = [{ status: 429, headers: { "retry-after": "30" } }, { status: 200 }];
    const capped = createHttpClient({ baseUrl: origin, maxRetryAfterMs: 150 });
    const started = performance.now();
    await capped.post("/api/forms/contact", {});
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(2_000);
  });
});

describe("errors", () => {
  it("carries status, status text, message and the parsed JSON data", async () => {
    const body = { message: "入力内容をご確認ください。", fields: { email: "required" } };
    script = [{ status: 422, headers: json, body: JSON.stringify(body) }];
    const error = await client()
      .post("/api/forms/contact", {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "HttpError",
      status: 422,
      statusText: "Unprocessable Entity",
      message: "入力内容をご確認ください。",
      data: body,
      method: "POST",
      url: `${origin}/api/forms/contact`,
    });
  });

  it("describes the failure and leaves data undefined when the body is not JSON", async () => {
    script = [{ status: 404, headers: { "content-type": "text/html" }, body: "<h1>Not found</h1>" }];
    const error = await client()
      .get("/missing")
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 404,
      data: undefined,
      message: `GET ${origin}/missing failed: 404 Not Found`,
    });
  });

  it("throws HttpTimeoutError when the server answers too late", async () => {
    script = [{ status: 200, delayMs: 1_000 }];
    const error = await client()
      .get("/slow", { timeoutMs: 50 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(error).not.toBeInstanceOf(HttpNetworkError);
    expect((error as HttpTimeoutError).timeoutMs).toBe(50);
  });

  it("counts the retry within the same time limit", async () => {
    script = [
      { status: 503, delayMs: 60 },
      { status: 200, delayMs: 1_000 },
    ];
    const error = await client()
      .post("/slow", {}, { timeoutMs: 150 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(received).toHaveLength(2);
  });

  it("throws HttpNetworkError when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createHttpClient({ baseUrl: `http://127.0.0.1:${port}` })
      .post("/api/forms/contact", {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpNetworkError);
    expect(error).not.toBeInstanceOf(HttpTimeoutError);
    expect((error as HttpNetworkError).cause).toBeInstanceOf(Error);
  });

  it("rethrows the caller's own abort unchanged", async () => {
    script = [{ status: 200, delayMs: 1_000 }];
    const controller = new AbortController();
    const pending = client().get("/slow", { signal: controller.signal });
    const reason = new Error("navigated away");
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });
});
