import type { SessionKind } from "@genbagura/routing";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ClientAddressOf, clientAddress } from "../../marketing/forms/clientAddress";
import type { OriginPolicy } from "../../platform/http/originPolicy";
import { STORAGE_RETRY_AFTER_SECONDS, StoreUnavailableError } from "../../platform/storage/storeGate";
import { identityApiGuard, readJsonObject } from "./identityRequests";
import { createLoginThrottle, type LoginThrottle } from "./loginThrottle";
import { safeNextPath } from "./safeNextPath";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "./sessionCookies";
import type { SessionStore } from "./sessionStore";

/** What every sign-in API is given by the server (`mountIdentityApi.ts`) and by its tests. */
export interface SignInApiOptions {
  /** Session cookies always Secure (the site's public origin is https). */
  secureCookies?: boolean;
  sessions: SessionStore;
  throttle?: LoginThrottle;
  /** Which Origin headers may post; default: only the loopback origins of a loopback request. */
  origins?: OriginPolicy;
  /** Default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  now?: () => number;
}

/** The answers every sign-in API gives in its own words. */
type CommonError =
  | "invalid_request"
  | "too_many_attempts"
  | "account_cooling_down"
  | "no_session"
  | "unavailable";
type GuardError = "forbidden_origin" | "too_large";

/** A sign-in's outcome: the account signed in, or the error to answer. */
export type Verdict<Account, ApiError> =
  | { account: Account }
  | { error: ApiError; status: ContentfulStatusCode }
  /** The credentials could not be checked now (storage or password hashing unavailable): not a failure. */
  | { unavailable: { retryAfterSeconds: number } };

export interface SignInDefinition<Account, ApiError extends string> {
  kind: SessionKind;
  sessionMs: number;
  /** Where a sign-in lands without a (safe) `next`, and the sign-in page itself (never a `next`). */
  homePath: string;
  signInPath: string;
  messages: Readonly<Record<ApiError | CommonError | GuardError, string>>;
  /**
   * Reads the posted body before the account is throttled: the account's id (what the per-account
   * throttle counts), or the error to answer for a body that names none.
   */
  accountOf: (body: Readonly<Record<string, unknown>>) => { id: string } | { error: ApiError | CommonError };
  /** Checks the credentials of an admitted attempt. */
  verify: (id: string, body: Readonly<Record<string, unknown>>) => Promise<Verdict<Account, ApiError>>;
  /** The session's subject (what `sessions.find` returns) for an account. */
  subjectOf: (account: Account) => string;
  /** Finds the account of a live session's subject. */
  find: (subject: string) => Promise<Account | null>;
  /** What the API tells the browser about the account. */
  summary: (account: Account) => Record<string, unknown>;
  /** The name of the summary in JSON answers (`licence`, `member`). */
  summaryKey: string;
}

export interface SignInApi<Account, ApiError extends string> {
  app: Hono;
  fail: (c: Context, error: ApiError | CommonError, status: ContentfulStatusCode) => Response;
  /** The account behind the request's session cookie, or null. */
  signedIn: (c: Context) => Promise<Account | null>;
}

/**
 * The common part of the licence and premium APIs: the origin and size guards, `POST /login` with the
 * per-client and per-account throttles, the session cookie, and `POST /logout`. Each API adds what is
 * its own (how the account is named and checked, its other routes) on the returned app.
 */
export function createSignInApi<Account, ApiError extends string>(
  definition: SignInDefinition<Account, ApiError>,
  options: SignInApiOptions,
): SignInApi<Account, ApiError> {
  const { kind, messages, sessionMs } = definition;
  const { sessions } = options;
  const now = options.now ?? Date.now;
  const throttle = options.throttle ?? createLoginThrottle();
  const app = new Hono();
  const fail = (c: Context, error: ApiError | CommonError | GuardError, status: ContentfulStatusCode) =>
    c.json({ error, message: messages[error] }, status);

  // Storage that cannot be reached (a store that cannot be opened, a database that is away) makes every
  // route here answer 503 with Retry-After and the API's own words, never a bare 500.
  app.onError((error, c) => {
    if (!(error instanceof StoreUnavailableError)) console.error(`[${kind}] request failed:`, error);
    const retryAfter =
      error instanceof StoreUnavailableError ? error.retryAfterSeconds : STORAGE_RETRY_AFTER_SECONDS;
    c.header("Retry-After", String(retryAfter));
    return fail(c, "unavailable", 503);
  });
  app.use("*", identityApiGuard(messages.forbidden_origin, options.origins));
  app.use("*", bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, "too_large", 413) }));

  app.post("/login", async (c) => {
    const at = now();
    const client = (options.clientAddressOf ?? clientAddress)(c);
    const byClient = await throttle.hitClient(client, at);
    if (!byClient.allowed) {
      c.header("Retry-After", String(byClient.retryAfterSeconds));
      return fail(c, "too_many_attempts", 429);
    }
    const body = await readJsonObject(c);
    if (!body) return fail(c, "invalid_request", 400);
    const named = definition.accountOf(body);
    if ("error" in named) return fail(c, named.error, 400);
    const byAccount = await throttle.admitAccount(named.id, client, at);
    if (!byAccount.allowed) {
      c.header("Retry-After", String(byAccount.retryAfterSeconds));
      return fail(c, "account_cooling_down", 429);
    }
    let verdict: Verdict<Account, ApiError> | undefined;
    try {
      verdict = await definition.verify(named.id, body);
    } finally {
      // An admitted attempt always ends, even when storage failed: it does not stay in flight. One whose
      // credentials could not be checked (an error, a full hashing queue) is released, not counted.
      if (verdict && "account" in verdict) await throttle.accountSucceeded(named.id, client);
      else if (verdict && "error" in verdict) await throttle.accountFailed(named.id, client, now());
      else await throttle.accountReleased(named.id, client, now());
    }
    if ("unavailable" in verdict) {
      c.header("Retry-After", String(verdict.unavailable.retryAfterSeconds));
      return fail(c, "unavailable", 503);
    }
    if ("error" in verdict) return fail(c, verdict.error, verdict.status);

    const { token } = await sessions.create(kind, definition.subjectOf(verdict.account), sessionMs);
    setSessionCookie(c, kind, token, sessionMs / 1000, options.secureCookies);
    return c.json({
      [definition.summaryKey]: definition.summary(verdict.account),
      redirectTo: safeNextPath(body.next, definition.homePath, definition.signInPath),
    });
  });

  app.post("/logout", async (c) => {
    const token = sessionTokenOf(c, kind);
    if (token !== undefined) await sessions.revoke(token);
    clearSessionCookie(c, kind, options.secureCookies);
    return c.body(null, 204);
  });

  async function signedIn(c: Context): Promise<Account | null> {
    const token = sessionTokenOf(c, kind);
    const session = token === undefined ? null : await sessions.find(kind, token);
    return session ? definition.find(session.subject) : null;
  }

  return { app, fail, signedIn };
}
