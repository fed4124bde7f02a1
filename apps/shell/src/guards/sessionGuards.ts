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

/** The browser's probe: the API answers 200 for a live session (the cookie is HTTP-only). */
export const browserSessionProbe: SessionProbe = async (kind) => {
  const response = await fetch(kind === "premium" ? "/api/premium/me" : "/api/licence/session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  return response.ok;
};
