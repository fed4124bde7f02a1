import type { SessionKind } from "@genbagura/routing";
import { openStoreDatabases, type StoreDatabases } from "../../platform/storage/database/storeDatabases";
import { createLicenceStore, type LicenceStore } from "../licence/licenceStore";
import { createMemberStore, type MemberStore } from "../premium/memberStore";
import {
  defaultLoginLimits,
  type LoginThrottle,
  type LoginThrottleLimits,
  openLoginThrottle,
} from "./loginThrottle";
import { createSessionStore, type SessionStore } from "./sessionStore";

/** Everything the licence and premium sign-ins keep. */
export interface IdentityStores {
  sessions: SessionStore;
  members: MemberStore;
  licences: LicenceStore;
  /** Each sign-in counts its own attempts, as it always has. */
  throttles: Record<SessionKind, LoginThrottle>;
  close(): Promise<void>;
}

export interface IdentityStoresOptions {
  /** Sign-in throttling (default: `defaultLoginLimits`). */
  loginLimits?: LoginThrottleLimits;
  /** The sessions' clock (tests move it). */
  now?: () => number;
}

/**
 * The identity stores over the origin's databases (`members.sqlite` on its thread, or the one PostgreSQL
 * pool); closing them leaves the databases to their owner.
 */
export function identityStoresOn(
  databases: StoreDatabases,
  options: IdentityStoresOptions = {},
): IdentityStores {
  const limits = options.loginLimits ?? defaultLoginLimits;
  return {
    sessions: createSessionStore(databases, options.now),
    members: createMemberStore(databases),
    licences: createLicenceStore(databases),
    throttles: {
      licence: openLoginThrottle(databases, limits, "licence login"),
      premium: openLoginThrottle(databases, limits, "premium login"),
    },
    close: async () => {},
  };
}

export interface IdentityStoresLocation extends IdentityStoresOptions {
  /** DATABASE_URL: PostgreSQL, shared by every origin (nothing is written under `dataDir`). */
  databaseUrl?: string | undefined;
  /** Otherwise `members.sqlite` in this directory, and the sign-in counters in memory. */
  dataDir: string;
}

/** Identity stores on databases of their own (operator commands, tests), closed with them. */
export function openIdentityStores(location: IdentityStoresLocation): IdentityStores {
  const databases = openStoreDatabases(location);
  return { ...identityStoresOn(databases, location), close: () => databases.close() };
}
