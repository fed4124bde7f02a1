import type { SessionProbe } from "@genbagura/routing";
import type { Hono } from "hono";
import type { ClientAddressOf } from "../forms/clientAddress";
import type { OriginPolicy } from "../http/originPolicy";
import { seedDemoLicences } from "../licence/demoLicences";
import { createLicenceApi } from "../licence/licenceApi";
import { createLicenceStore } from "../licence/licenceStore";
import { seedDemoMembers } from "../premium/demoMembers";
import { createMemberStore } from "../premium/memberStore";
import { createPremiumApi } from "../premium/premiumApi";
import { openIdentityDatabase } from "./identityDatabase";
import { createSessionProbe } from "./sessionProbe";
import { createSessionStore } from "./sessionStore";

export interface IdentityApiOptions {
  dataDir: string;
  /** Demo licences and members on first start (default); a production database is filled elsewhere. */
  seedDemoData?: boolean;
  /** Which Origin headers may sign in (the forms' policy); default: loopback origins only. */
  origins?: OriginPolicy;
  /** The address per-address limits use; default: the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** Session cookies always Secure: set when SITE_ORIGIN is https. */
  secureCookies?: boolean;
}

/**
 * Mounts `/licence/*` and `/premium/*` on the `/api` app and returns the probe the shell's `licence` and
 * `premium` guards use on the server, backed by the same session store.
 */
export function mountIdentityApi(
  api: Hono,
  options: IdentityApiOptions,
): { sessionProbe: SessionProbe; close(): void } {
  const db = openIdentityDatabase(options.dataDir);
  const sessions = createSessionStore(db);
  const licences = createLicenceStore(db);
  const members = createMemberStore(db);
  if (options.seedDemoData ?? true) {
    seedDemoLicences(licences, Date.now());
    seedDemoMembers(members);
  }
  const { origins, clientAddressOf } = options;
  const requestRules = {
    ...(origins ? { origins } : {}),
    ...(clientAddressOf ? { clientAddressOf } : {}),
    secureCookies: options.secureCookies ?? false,
  };
  api.route("/licence", createLicenceApi({ licences, sessions, ...requestRules }));
  api.route("/premium", createPremiumApi({ members, sessions, ...requestRules }));
  return { sessionProbe: createSessionProbe(sessions), close: () => db.close() };
}
