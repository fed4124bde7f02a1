import { randomBytes, randomUUID } from "node:crypto";
import {
  type FormId,
  formDefinitions,
  HONEYPOT_FIELD,
  isFormId,
  STARTED_AT_FIELD,
  thanksPathFor,
  validateSubmission,
} from "@genbagura/forms";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { OriginPolicy } from "../http/originPolicy";
import type { Lead, LeadData, LeadStore } from "../store/leadStore";
import { type ClientAddressOf, clientAddress, hashClientAddress } from "./clientAddress";
import { createRateLimiter, type RateLimit } from "./rateLimiter";
import { looksLikeSpam } from "./spamSignals";

/** Where the lead engineer mounts the app returned by `createFormsApi`. */
export const FORMS_API_PATH = "/api/forms";

export interface FormsApiOptions {
  store: LeadStore;
  /** Which Origin headers may post (see `createOriginPolicy`); any other gets 403. */
  origins: OriginPolicy;
  /** The address rate limits and the stored hash use. Default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** Per client address, across all forms. Default: 10 per minute. */
  rateLimit?: RateLimit;
  /** Submissions sent sooner after the form was shown are treated as spam. Default: 3 s. */
  minFillMs?: number;
  /** Default: 32 KB. */
  maxBodyBytes?: number;
  /** Key for hashing client addresses; a random per-process key when not given. */
  ipHashSecret?: string;
  now?: () => number;
}

export const formsApiMessages = {
  unknownForm: "このフォームは見つかりません。ページを再読み込みしてから送信してください。",
  forbiddenOrigin:
    "このアドレスのページからの送信は受け付けていません。サイトのページを開き直してから、もう一度送信してください。",
  notJson: "送信形式が正しくありません。ページを再読み込みしてから送信してください。",
  tooLarge: "入力内容が長すぎます。お問い合わせ内容を短くしてから送信してください。",
  badIdempotencyKey: "Idempotency-Key は200文字以内の英数字と記号で指定してください。",
  badJson: "送信内容を読み取れませんでした。もう一度送信してください。",
  tooManyRequests:
    "短い時間に送信が続いたため、受付を一時停止しています。少し時間をおいてから送信してください。",
  unavailable: "ただいま送信を受け付けられません。少し時間をおいてから、もう一度送信してください。",
} as const;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/u;
const GUARD_FIELDS: readonly string[] = [HONEYPOT_FIELD, STARTED_AT_FIELD];

function isJsonContentType(header: string | undefined): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

function isRecord(value: unknown): value is LeadData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What gets stored and forwarded: the validated value without the spam guards. */
function leadDataOf(value: LeadData): LeadData {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !GUARD_FIELDS.includes(key)));
}

function accepted(c: Context, lead: Lead, replayed: boolean): Response {
  if (replayed) c.header("Idempotent-Replayed", "true");
  return c.json({ id: lead.id, thanksPath: lead.thanksPath }, 201);
}

/** Hono app for `POST /:formId`, to be mounted at {@link FORMS_API_PATH}. */
export function createFormsApi(options: FormsApiOptions): Hono {
  const { store, origins } = options;
  const clientAddressOf = options.clientAddressOf ?? clientAddress;
  const now = options.now ?? Date.now;
  const minFillMs = options.minFillMs ?? 3_000;
  const ipHashSecret = options.ipHashSecret ?? randomBytes(32).toString("hex");
  const limiter = createRateLimiter(options.rateLimit ?? { limit: 10, windowMs: 60_000 });
  const app = new Hono();

  // Exact-origin CORS: a browser on another origin is refused; clients without Origin (curl, servers) pass.
  app.use("*", async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !origins(origin, c)) {
      return c.json({ error: formsApiMessages.forbiddenOrigin }, 403);
    }
    await next();
    c.header("Vary", "Origin", { append: true });
    if (origin !== undefined) c.header("Access-Control-Allow-Origin", origin);
  });

  app.options("/:formId", (c) =>
    c.body(null, 204, {
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
      "Access-Control-Max-Age": "600",
    }),
  );

  app.post(
    "/:formId",
    async (c, next) => {
      if (!isFormId(c.req.param("formId"))) return c.json({ error: formsApiMessages.unknownForm }, 404);
      if (!isJsonContentType(c.req.header("content-type"))) {
        return c.json({ error: formsApiMessages.notJson }, 415);
      }
      await next();
    },
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 32 * 1024,
      onError: (c) => c.json({ error: formsApiMessages.tooLarge }, 413),
    }),
    async (c) => {
      const formId = c.req.param("formId") as FormId;
      const keyHeader = c.req.header("idempotency-key");
      if (keyHeader !== undefined && !IDEMPOTENCY_KEY.test(keyHeader)) {
        return c.json({ error: formsApiMessages.badIdempotencyKey }, 400);
      }
      // Without a key the submission cannot be recognised when repeated, so it gets a fresh one.
      const idempotencyKey = keyHeader ?? randomUUID();
      const receivedAt = now();

      try {
        // A repeat is answered before the rate limit, so a retried success never turns into a 429.
        const first =
          keyHeader === undefined ? undefined : await store.findByIdempotencyKey(formId, keyHeader);
        if (first) return accepted(c, first, true);

        const address = clientAddressOf(c);
        const decision = limiter.hit(address, receivedAt);
        if (!decision.allowed) {
          c.header("Retry-After", String(decision.retryAfterSeconds));
          return c.json({ error: formsApiMessages.tooManyRequests }, 429);
        }

        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return c.json({ error: formsApiMessages.badJson }, 400);
        }

        const spam = looksLikeSpam(body, receivedAt, minFillMs);
        let data: LeadData;
        if (spam) {
          // Answered exactly like a success, so a bot learns nothing; stored for inspection only.
          data = isRecord(body) ? body : { body };
        } else {
          const result = validateSubmission(formId, body);
          if (!result.ok) return c.json({ fieldErrors: result.fieldErrors }, 422);
          data = leadDataOf(result.value);
        }

        const { lead, created } = await store.insertLead({
          formId,
          data,
          spam,
          thanksPath: thanksPathFor(formId, data) ?? formDefinitions[formId].thanksPath,
          ipHash: hashClientAddress(address, ipHashSecret),
          userAgent: (c.req.header("user-agent") ?? "").slice(0, 500),
          receivedAt,
          idempotencyKey,
        });
        return accepted(c, lead, !created);
      } catch (error) {
        console.error("Lead intake failed", error);
        c.header("Retry-After", "30");
        return c.json({ error: formsApiMessages.unavailable }, 503);
      }
    },
  );

  return app;
}
