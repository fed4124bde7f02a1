import type { SessionProbe } from "@genbagura/routing";
import type { Hono } from "hono";
import type { ClientAddressOf } from "../forms/clientAddress";
import type { OriginPolicy } from "../http/originPolicy";
import { seedDemoLicences } from "../licence/demoLicences";
import { createLicenceApi } from "../licence/licenceApi";
import { seedDemoMembers } from "../premium/demoMembers";
import { createPasswordHasher, type PasswordHashing } from "../premium/passwordHasher";
import { createPremiumApi } from "../premium/premiumApi";
import { openIdentityStores } from "./identityStores";
import type { LoginThrottleLimits } from "./loginThrottle";
import { createSessionProbe } from "./sessionProbe";

export interface IdentityApiOptions {
  /** SQLite (`members.sqlite`) lives here when there is no `databaseUrl`. */
  dataDir: string;
  /** DATABASE_URL: sessions, members, licences and sign-in counters in PostgreSQL, shared by every origin. */
  databaseUrl?: string | undefined;
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
  const { sessions, licences, members, throttles, close } = openIdentityStores(options);
  const ready =
    (options.seedDemoData ?? true)
      ? Promise.all([seedDemoLicences(licences, Date.now()), seedDemoMembers(members)]).then(
          () => undefined,
          (error: unknown) => console.error("[identity] could not seed the demo data:", error),
        )
      : Promise.resolve();
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
