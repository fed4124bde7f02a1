import type { SessionProbe } from "@genbagura/routing";
import { sessionTokenFromRequest } from "./sessionCookies";
import type { SessionStore } from "./sessionStore";

/** The server side of the shell's `licence` and `premium` guards: a live session in the store. */
export function createSessionProbe(sessions: SessionStore): SessionProbe {
  return async (kind, request) => {
    const token = sessionTokenFromRequest(request, kind);
    return token !== undefined && (await sessions.find(kind, token)) !== null;
  };
}
