import type { SessionProbe } from "@genbagura/routing";
import type { Hono } from "hono";
import type { ClientAddressOf } from "../../marketing/forms/clientAddress";
import type { OriginPolicy } from "../../platform/http/originPolicy";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";
import { createStoreGate, storeBehindGate } from "../../platform/storage/storeGate";
import { seedDemoLicences } from "../licence/demoLicences";
import { createLicenceApi } from "../licence/licenceApi";
import { seedDemoMembers } from "../premium/demoMembers";
import { createPasswordHasher, type PasswordHashing } from "../premium/passwordHasher";
import { createPremiumApi } from "../premium/premiumApi";
import { type IdentityStores, identityStoresOn } from "./identityStores";
import type { LoginThrottleLimits } from "./loginThrottle";
import { createSessionProbe } from "./sessionProbe";

export interface IdentityApiOptions {
  /**
   * The origin's databases: `members.sqlite` (sign-in counters in memory), or with DATABASE_URL
   * sessions, members, licences and sign-in counters in PostgreSQL, shared by every origin.
   */
  databases: StoreDatabases;
  /** Demo licences and members on first start (default); a production database is filled elsewhere. */
  seedDemoData?: boolean;
  /** Which Origin headers may sign in (the forms' policy); default: loopback origins only. */
  origins?: OriginPolicy;
  /** The address per-address limits use; default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** Sign-in throttling (LOGIN_* in the environment). */
  loginLimits?: LoginThrottleLimits;
  /** The premium sign-in's password-hashing threads and queue. */
  passwordHashing?: PasswordHashing;
  /** Session cookies always Secure: set when SITE_ORIGIN is https. */
  secureCookies?: boolean;
  /** SQLite: after a failed open, the next try waits this long (STORE_RETRY_MS; default 1 s). */
  storeRetryMs?: number;
}

export interface MountedIdentityApi {
  sessionProbe: SessionProbe;
  /** Settles once the demo data is in place (never rejects: a database that is away is logged). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Mounts `/licence/*` and `/premium/*` on the `/api` app and returns the probe the shell's `licence` and
 * `premium` guards use on the server, backed by the same session store.
 */
export function mountIdentityApi(api: Hono, options: IdentityApiOptions): MountedIdentityApi {
  const seed = (stores: Pick<IdentityStores, "licences" | "members">) =>
    (options.seedDemoData ?? true)
      ? Promise.all([seedDemoLicences(stores.licences, Date.now()), seedDemoMembers(stores.members)]).then(
          () => undefined,
        )
      : Promise.resolve();
  const stores = identityStoresOn(options.databases, {
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
  });
  const { sessions, licences, members, throttles, ready, close } =
    options.databases.dialect === "postgres"
      ? withSeeding(stores, seed)
      : identityStoresWhenAvailable(stores, options.storeRetryMs ?? 1_000, seed);
  const { origins, clientAddressOf } = options;
  const requestRules = {
    ...(origins ? { origins } : {}),
    ...(clientAddressOf ? { clientAddressOf } : {}),
    secureCookies: options.secureCookies ?? false,
  };
  api.route(
    "/licence",
    createLicenceApi({ licences, sessions, throttle: throttles.licence, ...requestRules }),
  );
  const hasher = createPasswordHasher(options.passwordHashing);
  api.route(
    "/premium",
    createPremiumApi({ members, sessions, hasher, throttle: throttles.premium, ...requestRules }),
  );
  return {
    sessionProbe: createSessionProbe(sessions),
    ready,
    async close() {
      await ready;
      await hasher.close();
      await close();
    },
  };
}

type OpenedIdentity = IdentityStores & { ready: Promise<void> };

/** PostgreSQL: the pool connects per query; the demo data is put in place once, at start. */
function withSeeding(
  stores: IdentityStores,
  seed: (stores: IdentityStores) => Promise<void>,
): OpenedIdentity {
  const ready = seed(stores).catch((error: unknown) =>
    console.error("[identity] could not seed the demo data:", error),
  );
  return { ...stores, ready };
}

/**
 * SQLite, opened (migrated and seeded) when it first can be: a data directory that is not writable at start
 * keeps sign-in and licences answering 503 while pages are served. The sign-in counters stay in memory.
 */
function identityStoresWhenAvailable(
  stores: IdentityStores,
  retryMs: number,
  seed: (stores: IdentityStores) => Promise<void>,
): OpenedIdentity {
  const gate = createStoreGate<IdentityStores>({
    name: "identity",
    async open() {
      await seed(stores);
      return stores;
    },
    close: (opened) => opened.close(),
    retryMs,
  });
  const part = <K extends "sessions" | "members" | "licences">(key: K): IdentityStores[K] =>
    storeBehindGate<IdentityStores[K]>({ get: async () => (await gate.get())[key], close: gate.close }, {});
  return {
    sessions: part("sessions"),
    members: part("members"),
    licences: part("licences"),
    throttles: stores.throttles,
    // Opened at start when it can be, so the demo accounts are in place before the first sign-in.
    ready: gate.get().then(
      () => undefined,
      () => undefined,
    ),
    close: () => gate.close(),
  };
}
