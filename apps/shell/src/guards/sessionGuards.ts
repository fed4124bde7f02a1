import type { SessionKind, SessionProbe } from "@genbagura/routing";
import type { Guard, GuardTable } from "./guardTypes";
import { iosGuard } from "./iosGuard";

/** Where a visitor without a session signs in; `next` brings them back (same-site paths only). */
export const signInPaths: Readonly<Record<SessionKind, string>> = {
  licence: "/login",
  premium: "/premium_price",
};

function sessionGuard(kind: SessionKind, probe: SessionProbe): Guard {
  return async ({ request }) => {
    if (await probe(kind, request)) return { allow: true };
    const url = new URL(request.url);
    const next = encodeURIComponent(url.pathname + url.search);
    return { allow: false, redirectTo: `${signInPaths[kind]}?next=${next}` };
  };
}

export function createGuardTable(probe: SessionProbe): GuardTable {
  return {
    ios: iosGuard,
    licence: sessionGuard("licence", probe),
    premium: sessionGuard("premium", probe),
  };
}

/**
 * The browser's probe (the cookie is HTTP-only): the licence API answers 200 for a live session, the
 * premium API answers 200 either way and names the member, or `member: null` without a session.
 */
export const browserSessionProbe: SessionProbe = async (kind) => {
  const response = await fetch(kind === "premium" ? "/api/premium/me" : "/api/licence/session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) return false;
  if (kind === "licence") return true;
  const body: unknown = await response.json().catch(() => null);
  return typeof body === "object" && body !== null && Reflect.get(body, "member") != null;
};
