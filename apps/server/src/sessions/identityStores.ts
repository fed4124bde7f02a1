import type { SessionKind } from "@genbagura/routing";
import type { LicenceStore } from "../licence/licenceStore";
import { createPostgresLicenceStore } from "../licence/postgresLicenceStore";
import { createSqliteLicenceStore } from "../licence/sqliteLicenceStore";
import type { MemberStore } from "../premium/memberStore";
import { createPostgresMemberStore } from "../premium/postgresMemberStore";
import { createSqliteMemberStore } from "../premium/sqliteMemberStore";
import { openIdentityDatabase } from "./identityDatabase";
import {
  createLoginThrottle,
  defaultLoginLimits,
  type LoginThrottle,
  type LoginThrottleLimits,
} from "./loginThrottle";
import { openPostgresIdentityDatabase } from "./postgresIdentityDatabase";
import { createPostgresLoginThrottle } from "./postgresLoginThrottle";
import { createPostgresSessionStore } from "./postgresSessionStore";
import type { SessionStore } from "./sessionStore";
import { createSqliteSessionStore } from "./sqliteSessionStore";

/** Everything the licence and premium sign-ins keep. */
export interface IdentityStores {
  sessions: SessionStore;
  members: MemberStore;
  licences: LicenceStore;
  /** Each sign-in counts its own attempts, as it always has. */
  throttles: Record<SessionKind, LoginThrottle>;
  close(): Promise<void>;
}

export interface IdentityStoresLocation {
  /** DATABASE_URL: PostgreSQL, shared by every origin (nothing is written under `dataDir`). */
  databaseUrl?: string | undefined;
  /** Otherwise `members.sqlite` in this directory, and the sign-in counters in memory. */
  dataDir: string;
  /** Sign-in throttling (default: `defaultLoginLimits`). */
  loginLimits?: LoginThrottleLimits;
  /** The sessions' clock (tests move it). */
  now?: () => number;
}

/** The identity stores the configuration names: PostgreSQL when DATABASE_URL is set, SQLite otherwise. */
export function openIdentityStores(location: IdentityStoresLocation): IdentityStores {
  const limits = location.loginLimits ?? defaultLoginLimits;
  if (location.databaseUrl) {
    const db = openPostgresIdentityDatabase(location.databaseUrl);
    return {
      sessions: createPostgresSessionStore(db, location.now),
      members: createPostgresMemberStore(db),
      licences: createPostgresLicenceStore(db),
      throttles: {
        licence: createPostgresLoginThrottle(db, limits, "licence login"),
        premium: createPostgresLoginThrottle(db, limits, "premium login"),
      },
      close: () => db.close(),
    };
  }
  const db = openIdentityDatabase(location.dataDir);
  return {
    sessions: createSqliteSessionStore(db, location.now),
    members: createSqliteMemberStore(db),
    licences: createSqliteLicenceStore(db),
    throttles: { licence: createLoginThrottle(limits), premium: createLoginThrottle(limits) },
    close: async () => void db.close(),
  };
}
