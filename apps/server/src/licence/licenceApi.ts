import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ClientAddressOf, clientAddress } from "../forms/clientAddress";
import type { OriginPolicy } from "../http/originPolicy";
import { identityApiGuard, readJsonObject, textField } from "../sessions/identityRequests";
import { createLoginThrottle, type LoginThrottle } from "../sessions/loginThrottle";
import { safeNextPath } from "../sessions/safeNextPath";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../sessions/sessionCookies";
import type { SessionStore } from "../sessions/sessionStore";
import { type LicenceApiError, licenceApiMessages } from "./licenceApiMessages";
import { checkLicenceKey, maskLicenceKey } from "./licenceKey";
import type { Licence, LicenceStore } from "./licenceStore";

/** Long enough to find the PC to free, short enough that a forgotten office PC does not stay signed in. */
export const LICENCE_SESSION_MS = 30 * 60_000;
export const LICENCE_SIGN_IN_PATH = "/login";
export const LICENCE_HOME_PATH = "/license-deregister/license";

export interface LicenceApiOptions {
  /** Session cookies always Secure (the site's public origin is https). */
  secureCookies?: boolean;
  licences: LicenceStore;
  sessions: SessionStore;
  throttle?: LoginThrottle;
  /** Which Origin headers may post; default: only the loopback origins of a loopback request. */
  origins?: OriginPolicy;
  /** Default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  now?: () => number;
}

function fail(c: Context, error: LicenceApiError, status: ContentfulStatusCode) {
  return c.json({ error, message: licenceApiMessages[error] }, status);
}

function licenceSummary(licence: Licence) {
  return {
    key: maskLicenceKey(licence.key),
    productName: licence.productName,
    holderName: licence.holderName,
    maxActivations: licence.maxActivations,
  };
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `/api/licence/*`: sign in with a licence key and its registered e-mail, list and free activated PCs. */
export function createLicenceApi(options: LicenceApiOptions): Hono {
  const { licences, sessions } = options;
  const now = options.now ?? Date.now;
  const throttle = options.throttle ?? createLoginThrottle();
  const app = new Hono();

  app.use("*", identityApiGuard(licenceApiMessages.forbidden_origin, options.origins));
  app.use("*", bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, "too_large", 413) }));

  /** The licence behind the request's session cookie, or null. */
  async function signedInLicence(c: Context): Promise<Licence | null> {
    const token = sessionTokenOf(c, "licence");
    const session = token === undefined ? null : await sessions.find("licence", token);
    return session ? licences.find(session.subject) : null;
  }

  app.post("/login", async (c) => {
    const at = now();
    const byClient = await throttle.hitClient((options.clientAddressOf ?? clientAddress)(c), at);
    if (!byClient.allowed) {
      c.header("Retry-After", String(byClient.retryAfterSeconds));
      return fail(c, "too_many_attempts", 429);
    }
    const body = await readJsonObject(c);
    const keyInput = body && textField(body, "licenceKey", 64);
    const email = body && textField(body, "email", 254);
    if (!keyInput || !email) return fail(c, "invalid_request", 400);
    // Format and check character first: a mistyped key never reaches the database.
    const checked = checkLicenceKey(keyInput);
    if (!checked.ok)
      return fail(c, checked.problem === "format" ? "invalid_format" : "invalid_checksum", 400);
    const byKey = await throttle.admitAccount(checked.key, at);
    if (!byKey.allowed) {
      c.header("Retry-After", String(byKey.retryAfterSeconds));
      return fail(c, "account_cooling_down", 429);
    }
    let licence: Licence | null = null;
    try {
      const found = await licences.find(checked.key);
      licence = found && sameEmail(found.holderEmail, email) ? found : null;
      if (!licence) return found ? fail(c, "email_mismatch", 401) : fail(c, "unknown_licence", 401);
    } finally {
      // An admitted attempt always ends, even when the database failed: it does not stay in flight.
      if (licence) await throttle.accountSucceeded(checked.key);
      else await throttle.accountFailed(checked.key, now());
    }

    const { token } = await sessions.create("licence", licence.key, LICENCE_SESSION_MS);
    setSessionCookie(c, "licence", token, LICENCE_SESSION_MS / 1000, options.secureCookies);
    return c.json({
      licence: licenceSummary(licence),
      redirectTo: safeNextPath(body.next, LICENCE_HOME_PATH, LICENCE_SIGN_IN_PATH),
    });
  });

  app.get("/session", async (c) => {
    const licence = await signedInLicence(c);
    return licence ? c.json({ licence: licenceSummary(licence) }) : fail(c, "no_session", 401);
  });

  app.get("/activations", async (c) => {
    const licence = await signedInLicence(c);
    if (!licence) return fail(c, "no_session", 401);
    const activations = (await licences.activeActivations(licence.key)).map((activation) => ({
      id: activation.id,
      pcName: activation.pcName,
      activatedAt: new Date(activation.activatedAt).toISOString(),
      lastSeenAt: new Date(activation.lastSeenAt).toISOString(),
    }));
    return c.json({ licence: licenceSummary(licence), activations });
  });

  app.post("/deregister", async (c) => {
    const licence = await signedInLicence(c);
    if (!licence) return fail(c, "no_session", 401);
    const body = await readJsonObject(c);
    const activationId = body && textField(body, "activationId", 100);
    if (!activationId) return fail(c, "invalid_activation", 400);
    const outcome = await licences.deregister(licence.key, activationId, now());
    if (outcome === "unknown_activation") return fail(c, "unknown_activation", 404);
    return c.json({ activationId, status: outcome });
  });

  app.post("/logout", async (c) => {
    const token = sessionTokenOf(c, "licence");
    if (token !== undefined) await sessions.revoke(token);
    clearSessionCookie(c, "licence", options.secureCookies);
    return c.body(null, 204);
  });

  return app;
}
