import { randomBytes, randomUUID } from "node:crypto";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, thanksPathFor, validateWithSchema } from "@genbagura/forms";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { OriginPolicy } from "../../platform/http/originPolicy";
import { STORAGE_RETRY_AFTER_SECONDS, StoreUnavailableError } from "../../platform/storage/storeGate";
import type { Lead, LeadData, LeadStore } from "../leads/leadStore";
import { type ClientAddressOf, clientAddress, hashClientAddress } from "./clientAddress";
import type { AcceptedForm, FormTable } from "./formTable";
import { createRateLimiter, type RateDecision, type RateLimit } from "./rateLimiter";
import { sameLeadData } from "./sameLeadData";
import { spamReason } from "./spamSignals";

export interface FormsApiOptions {
  store: LeadStore;
  /** The forms a request may post to (the origin's: those its apps' server bundles declare). */
  forms: (request: Request) => FormTable;
  /** Which Origin headers may post (see `createOriginPolicy`); any other gets 403. */
  origins: OriginPolicy;
  /** The address rate limits and the stored hash use. Default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** Per client address, across all forms. Default: 10 per minute. */
  rateLimit?: RateLimit;
  /** A limiter shared by several origins (PostgreSQL); replaces the in-memory one built from `rateLimit`. */
  limiter?: { hit(clientKey: string, now: number): RateDecision | Promise<RateDecision> };
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
  idempotencyConflict:
    "この送信は、内容の異なる以前の送信と同じ受付番号(Idempotency-Key)で届いたため、受け付けられませんでした。ページを再読み込みしてから、もう一度送信してください。",
  unavailable: "ただいま送信を受け付けられません。少し時間をおいてから、もう一度送信してください。",
} as const;

/** The form a request posts to, found before its body is read. */
type FormsApiEnv = { Variables: { form: AcceptedForm } };

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/u;
const GUARD_FIELDS: readonly string[] = [HONEYPOT_FIELD, STARTED_AT_FIELD];

function isJsonContentType(header: string | undefined): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** What gets stored and forwarded: the validated value without the spam guards. */
function leadDataOf(value: LeadData): LeadData {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !GUARD_FIELDS.includes(key)));
}

function accepted(c: Context, lead: Lead, replayed: boolean): Response {
  if (replayed) c.header("Idempotent-Replayed", "true");
  return c.json({ id: lead.id, thanksPath: lead.thanksPath }, 201);
}

/** The same submission again gets the first answer; another one under the same key is refused. */
function replayOrConflict(c: Context, first: Lead, data: LeadData): Response {
  if (sameLeadData(first.data, data)) return accepted(c, first, true);
  return c.json({ error: formsApiMessages.idempotencyConflict }, 422);
}

function tooMany(c: Context, retryAfterSeconds: number): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: formsApiMessages.tooManyRequests }, 429);
}

/** Hono app for `POST /:formId`, mounted at `FORMS_API_PATH` of `@genbagura/forms`. */
export function createFormsApi(options: FormsApiOptions): Hono<FormsApiEnv> {
  const { store, origins } = options;
  const clientAddressOf = options.clientAddressOf ?? clientAddress;
  const now = options.now ?? Date.now;
  const minFillMs = options.minFillMs ?? 3_000;
  const ipHashSecret = options.ipHashSecret ?? randomBytes(32).toString("hex");
  // Shared by the origins when given (PostgreSQL); otherwise this instance counts on its own.
  const limiter = options.limiter ?? createRateLimiter(options.rateLimit ?? { limit: 10, windowMs: 60_000 });
  const app = new Hono<FormsApiEnv>();

  // Exact-origin CORS: a browser on another origin is refused outright (not just left without CORS
  // headers); clients without Origin (curl, servers) pass. hono/cors answers the site's own preflights.
  app.use("*", async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !origins(origin, c)) {
      return c.json({ error: formsApiMessages.forbiddenOrigin }, 403);
    }
    await next();
  });
  app.use(
    "*",
    cors({
      origin: (origin) => origin,
      allowMethods: ["POST"],
      allowHeaders: ["Content-Type", "Idempotency-Key"],
      maxAge: 600,
    }),
  );

  app.post(
    "/:formId",
    async (c, next) => {
      const form = options.forms(c.req.raw).get(c.req.param("formId"));
      if (!form) return c.json({ error: formsApiMessages.unknownForm }, 404);
      c.set("form", form);
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
      const { definition, schema } = c.get("form");
      const formId = definition.id;
      const keyHeader = c.req.header("idempotency-key");
      if (keyHeader !== undefined && !IDEMPOTENCY_KEY.test(keyHeader)) {
        return c.json({ error: formsApiMessages.badIdempotencyKey }, 400);
      }
      // Without a key the submission cannot be recognised when repeated, so it gets a fresh one.
      const idempotencyKey = keyHeader ?? randomUUID();
      const receivedAt = now();

      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: formsApiMessages.badJson }, 400);
      }

      try {
        const address = clientAddressOf(c);
        const ipHash = hashClientAddress(address, ipHashSecret);
        const userAgent = (c.req.header("user-agent") ?? "").slice(0, 500);
        const reason = spamReason(body, receivedAt, minFillMs);
        if (reason) {
          const decision = await limiter.hit(address, receivedAt);
          if (!decision.allowed) return tooMany(c, decision.retryAfterSeconds);
          // Kept apart from leads and without the raw body; answered like a success, so a bot learns nothing.
          const result = validateWithSchema(schema, body);
          await store.insertSpam({
            formId,
            reason,
            data: result.ok ? leadDataOf(result.value) : null,
            ipHash,
            userAgent: userAgent.slice(0, 200),
            receivedAt,
          });
          const thanksPath = (result.ok && thanksPathFor(definition, result.value)) || definition.thanksPath;
          return c.json({ id: randomUUID(), thanksPath }, 201);
        }

        const result = validateWithSchema(schema, body);
        // A repeat is answered before the rate limit, so a retried success never turns into a 429.
        const first =
          keyHeader === undefined || !result.ok
            ? undefined
            : await store.findByIdempotencyKey(formId, keyHeader);
        if (first && result.ok) return replayOrConflict(c, first, leadDataOf(result.value));

        // Invalid submissions count too: trying field values is what the limit is for.
        const decision = await limiter.hit(address, receivedAt);
        if (!decision.allowed) return tooMany(c, decision.retryAfterSeconds);
        if (!result.ok) return c.json({ fieldErrors: result.fieldErrors }, 422);
        const data = leadDataOf(result.value);

        const { lead, created } = await store.insertLead({
          formId,
          data,
          spam: false,
          thanksPath: thanksPathFor(definition, data) ?? definition.thanksPath,
          ipHash,
          userAgent,
          receivedAt,
          idempotencyKey,
        });
        // Two requests with one key at once: the store kept the first, this one may differ from it.
        return created ? accepted(c, lead, false) : replayOrConflict(c, lead, data);
      } catch (error) {
        // A store that cannot be opened is logged once by its gate, and says when to try again.
        if (error instanceof StoreUnavailableError) {
          c.header("Retry-After", String(error.retryAfterSeconds));
        } else {
          console.error("Lead intake failed", error);
          c.header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
        }
        return c.json({ error: formsApiMessages.unavailable }, 503);
      }
    },
  );

  return app;
}
