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
import type { Member, MemberStore } from "./memberStore";
import { hashPassword, verifyPassword } from "./passwordHash";
import { type PremiumApiError, premiumApiMessages } from "./premiumApiMessages";

/** A working day: members compare prices and build estimates across several visits. */
export const PREMIUM_SESSION_MS = 8 * 60 * 60_000;
export const PREMIUM_SIGN_IN_PATH = "/premium_price";
export const PREMIUM_HOME_PATH = "/price/premium";

export interface PremiumApiOptions {
  /** Session cookies always Secure (the site's public origin is https). */
  secureCookies?: boolean;
  members: MemberStore;
  sessions: SessionStore;
  throttle?: LoginThrottle;
  /** Which Origin headers may post; default: only the loopback origins of a loopback request. */
  origins?: OriginPolicy;
  /** Default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  now?: () => number;
}

/** `PM-123456`, also accepted without the hyphen or in lower case. */
export function normaliseMemberId(input: string): string | null {
  const match = /^PM-?(\d{6})$/u.exec(input.toUpperCase());
  return match ? `PM-${match[1]}` : null;
}

function fail(c: Context, error: PremiumApiError, status: ContentfulStatusCode) {
  return c.json({ error, message: premiumApiMessages[error] }, status);
}

function memberSummary(member: Member) {
  return { memberId: member.memberId, companyName: member.companyName, contactName: member.contactName };
}

/** `/api/premium/*`: premium members sign in with their member ID and password. */
export function createPremiumApi(options: PremiumApiOptions): Hono {
  const { members, sessions } = options;
  const now = options.now ?? Date.now;
  const throttle = options.throttle ?? createLoginThrottle();
  // Unknown IDs are checked against this hash too, so the answer takes as long as for a real member.
  const decoyHash = hashPassword("decoy password for unknown member ids");
  const app = new Hono();

  app.use("*", identityApiGuard(premiumApiMessages.forbidden_origin, options.origins));
  app.use("*", bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, "too_large", 413) }));

  app.post("/login", async (c) => {
    const at = now();
    const byClient = await throttle.hitClient((options.clientAddressOf ?? clientAddress)(c), at);
    if (!byClient.allowed) {
      c.header("Retry-After", String(byClient.retryAfterSeconds));
      return fail(c, "too_many_attempts", 429);
    }
    const body = await readJsonObject(c);
    const memberIdInput = body && textField(body, "memberId", 32);
    const password = body?.password;
    if (!body || !memberIdInput || typeof password !== "string" || password === "" || password.length > 200) {
      return fail(c, "invalid_request", 400);
    }
    const memberId = normaliseMemberId(memberIdInput);
    if (!memberId) return fail(c, "invalid_member_id", 400);
    const byMember = await throttle.admitAccount(memberId, at);
    if (!byMember.allowed) {
      c.header("Retry-After", String(byMember.retryAfterSeconds));
      return fail(c, "account_cooling_down", 429);
    }
    let member: Member | null = null;
    try {
      const storedHash = await members.passwordHashOf(memberId);
      const verified = await verifyPassword(password, storedHash ?? (await decoyHash));
      member = verified && storedHash !== null ? await members.find(memberId) : null;
    } finally {
      if (member) await throttle.accountSucceeded(memberId);
      else await throttle.accountFailed(memberId, now());
    }
    if (!member) return fail(c, "invalid_credentials", 401);

    const { token } = await sessions.create("premium", member.memberId, PREMIUM_SESSION_MS);
    setSessionCookie(c, "premium", token, PREMIUM_SESSION_MS / 1000, options.secureCookies);
    return c.json({
      member: memberSummary(member),
      redirectTo: safeNextPath(body.next, PREMIUM_HOME_PATH, PREMIUM_SIGN_IN_PATH),
    });
  });

  app.get("/me", async (c) => {
    const token = sessionTokenOf(c, "premium");
    const session = token === undefined ? null : await sessions.find("premium", token);
    const member = session ? await members.find(session.subject) : null;
    return member ? c.json({ member: memberSummary(member) }) : fail(c, "no_session", 401);
  });

  app.post("/logout", async (c) => {
    const token = sessionTokenOf(c, "premium");
    if (token !== undefined) await sessions.revoke(token);
    clearSessionCookie(c, "premium", options.secureCookies);
    return c.body(null, 204);
  });

  return app;
}
