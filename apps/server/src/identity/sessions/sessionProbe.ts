import type { SessionProbe } from "@genbagura/routing";
import { sessionTokenFromRequest } from "./sessionCookies";
import type { SessionStore } from "./sessionStore";

/**
 * The server side of the shell's `licence` and `premium` guards: a live session in the store. A store that
 * cannot be reached is no session: the page answers with the guard's way to sign-in (which then explains
 * with a 503), never with an error.
 */
export function createSessionProbe(sessions: SessionStore): SessionProbe {
  return async (kind, request) => {
    const token = sessionTokenFromRequest(request, kind);
    if (token === undefined) return false;
    try {
      return (await sessions.find(kind, token)) !== null;
    } catch {
      return false;
    }
  };
}
