import type { GuardName } from "@genbagura/routing";

export interface GuardContext {
  /** The navigation's request: cookies reach the server-side guard through it. */
  request: Request;
  side: "server" | "client";
}

/** A guard lets a navigation through or sends it elsewhere; it never renders anything itself. */
export type GuardOutcome = { allow: true } | { allow: false; redirectTo: string };

export type Guard = (context: GuardContext) => Promise<GuardOutcome>;

export type GuardTable = Readonly<Record<GuardName, Guard>>;
